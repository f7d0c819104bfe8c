/// What an `expect` line of a script checks. A control is named by its id
/// (`list.0.1`, `nav.back`) or by the words it shows (`"Grid"`).
public enum Expectation: Equatable, Sendable {
    /// The text appears on the display.
    case text(String)
    /// The text appears nowhere on the display.
    case noText(String)
    /// The text appears in the instrument cluster.
    case cluster(String)
    /// Focus rests on a control.
    case focus(String)
    /// A control shows and can be used.
    case enabled(String)
    /// A control shows and cannot be used.
    case disabled(String)
    /// The active template (the modal, else the top of the stack) has this
    /// id, title or name (a hosted app's tab title or `userInfo` id).
    case template(String)
    /// The stack holds this many templates, the root counted.
    case depth(Int)
    /// The modal up, by kind (a modal kind's name: `alert`, `actionSheet`,
    /// `voiceControl`), or `none`.
    case modal(String)
    /// Whether the car limits the interface (driving).
    case limited(Bool)
    /// A row spins, waiting for its handler, and shows these words.
    case spinner(String)
    /// The car's appearance.
    case appearance(Appearance)
    /// This track is playing.
    case playing(String)
    /// Nothing is playing.
    case paused

    /// The words `expect modal` takes: the modal kinds' names, and `none`.
    static let modalWords = TemplateKind.modal.map(\.rawValue) + ["none"]

    /// The forms `expect` takes, for error messages.
    static let forms =
        "text \"...\", no text \"...\", cluster \"...\", focus CONTROL, enabled CONTROL, disabled CONTROL, template ID, depth N, "
        + "modal \(modalWords.joined(separator: "|")), limited on|off, spinner CONTROL, appearance day|night, playing TRACK, paused, screen FILE"

    /// Nil when it holds in `state` showing `screen`; otherwise what was
    /// expected and what was found. The screen is laid out only for the
    /// expectations that look at it (text, focus, controls, the spinner).
    public func failure(in state: SessionState, screen layout: @autoclosure () -> Screen) -> String? {
        switch self {
        case .text(let text):
            return TextSearch.firstRow(holding: text, in: layout().frame) != nil ? nil : "expected \"\(Excerpt.of(text))\" on the display"
        case .noText(let text):
            guard let row = TextSearch.firstRow(holding: text, in: layout().frame) else { return nil }
            return "expected no \"\(Excerpt.of(text))\" on the display; row \(row + 1) shows it"
        case .cluster(let text):
            guard state.clusterAttached else { return "expected \"\(Excerpt.of(text))\" in the instrument cluster; no cluster is attached" }
            return TextSearch.firstRow(holding: text, in: ClusterLayout.frame(for: state)) != nil
                ? nil : "expected \"\(Excerpt.of(text))\" in the instrument cluster"
        case .focus(let control):
            let screen = layout()
            let focused = state.focus.flatMap { screen.region(of: $0) }
            if let focused, focused.id.description == control || TextSearch.finds(control, in: screen.label(of: focused)), !control.isEmpty { return nil }
            let actual = focused.map { Self.describe($0, on: screen) } ?? state.focus?.description ?? "nothing"
            return "expected focus on \(Excerpt.of(control)); it is on \(actual)"
        case .enabled(let control), .disabled(let control):
            let screen = layout()
            let region: ControlRegion
            switch Self.find(control, on: screen) {
            case .success(let found): region = found
            case .failure(let problem): return "expected \(Excerpt.of(control)) \(self == .enabled(control) ? "enabled" : "disabled"); \(problem.text)"
            }
            let wanted = self == .enabled(control)
            return region.isEnabled == wanted
                ? nil : "expected \(Excerpt.of(control)) \(wanted ? "enabled" : "disabled"); it is \(wanted ? "disabled" : "enabled")"
        case .template(let name):
            guard state.mode == .app else { return "expected template \(Excerpt.of(name)); the display shows no template (\(state.modeName))" }
            let active = state.shown.activeTemplateID.flatMap { state.shown.templates[$0] }
            if active?.isNamed(name) == true { return nil }
            let shown = active.map { template in ([template.id.rawValue] + (template.title.map { ["\"\($0)\""] } ?? [])).joined(separator: " ") }
            return "expected template \(Excerpt.of(name)); the display shows \(shown ?? "none")"
        case .depth(let depth):
            let actual = state.shown.controller.depth
            return actual == depth
                ? nil : "expected a stack of \(depth); it holds \(actual): \(state.shown.controller.stack.map(\.rawValue).joined(separator: ", "))"
        case .modal(let kind):
            let actual = state.shown.controller.modal.flatMap { state.shown.templates[$0]?.kind.rawValue } ?? "none"
            return actual == kind ? nil : "expected modal \(kind); it is \(actual)"
        case .limited(let limited):
            return state.limitedUI == limited ? nil : "expected limited UI \(limited ? "on" : "off"); it is \(state.limitedUI ? "on" : "off")"
        case .spinner(let control):
            let screen = layout()
            guard let spinning = state.shown.spinning, let region = screen.region(of: spinning.control) else {
                return "expected \(Excerpt.of(control)) spinning; nothing spins"
            }
            let label = screen.label(of: region)
            return spinning.control.description == control || TextSearch.finds(control, in: label)
                ? nil : "expected \(control) spinning; \(Self.describe(region, on: screen)) spins"
        case .appearance(let appearance):
            return state.appearance == appearance ? nil : "expected \(appearance.rawValue); the car is in \(state.appearance.rawValue)"
        case .playing(let track):
            if state.nowPlaying.isPlaying(TrackID(track)) { return nil }
            let actual = state.nowPlaying.track.map { "\($0.id) is \(state.nowPlaying.isPlaying ? "playing" : "paused")" } ?? "nothing is playing"
            return "expected \(Excerpt.of(track)) playing; \(actual)"
        case .paused:
            return state.nowPlaying.isPlaying ? "expected nothing playing; \(state.nowPlaying.track?.id.rawValue ?? "a track") is playing" : nil
        }
    }

    /// A control by its id, else by the words it shows (exactly, else in
    /// part); or why none is meant, naming the candidates.
    static func find(_ control: String, on screen: Screen) -> Result<ControlRegion, LabelProblem> {
        switch screen.match(label: control) {
        case .found(let region): return .success(region)
        case .ambiguous(let candidates): return .failure(LabelProblem(text: "several controls show \"\(Excerpt.of(control))\": \(Self.list(candidates))"))
        case .missing(let candidates):
            return .failure(LabelProblem(text: "no control shows \"\(Excerpt.of(control))\"; the display shows \(Self.list(candidates))"))
        }
    }

    /// Why a label names no one control.
    struct LabelProblem: Error, Equatable {
        let text: String
    }

    /// Candidates for a message: the first 12, and how many more.
    private static func list(_ candidates: [String]) -> String {
        guard !candidates.isEmpty else { return "no controls" }
        let shown = candidates.prefix(12).joined(separator: ", ")
        return candidates.count > 12 ? "\(shown) and \(candidates.count - 12) more" : shown
    }

    /// `list.0.1 "Grid"`: a control's id and what it shows, for messages.
    static func describe(_ region: ControlRegion, on screen: Screen) -> String {
        let label = screen.label(of: region)
        return label.isEmpty ? region.id.description : "\(region.id) \"\(TextFit.truncate(label, to: 40))\""
    }
}

extension SessionState {
    /// The mode as scripts name it.
    var modeName: String {
        switch mode {
        case .app: "app"
        case .home: "home"
        case .disconnected: "disconnected"
        case .ended: "ended"
        case .system(let screen): screen.name
        case .builtIn(let builtIn): builtIn.name
        case .dashboard: "dashboard"
        }
    }
}
