/// The inspector a developer keeps open beside the display while building
/// an app flow: the app and its category's limits, the template stack with
/// ids and depth against the limit, the modal, the focused control's id
/// (the one `expect focus` takes) and label, the car's state, the clock,
/// the pixel under the mouse or of the last touch, the rules the screen
/// breaks, and the last events. A frame of its own, drawn beside the
/// display in the terminal, snapshots, screenshots and goldens alike.
public enum InspectorLayout {
    /// Its width in cells.
    public static let width = 46
    /// Where the label column ends.
    static let labelWidth = 8

    /// The inspector for `state`, whose display is laid out as `screen`
    /// (the label of the focused control is read there); `pointer` is the
    /// display pixel under the mouse, when the terminal reports it.
    public static func frame(for state: SessionState, screen: Screen, pointer: PixelPoint? = nil) -> Frame {
        let lines = self.lines(for: state, screen: screen, pointer: pointer)
        var frame = Frame(width: width, height: max(state.geometry.rows, lines.count + 1), style: Style(.text, on: .card))
        for (row, line) in lines.enumerated() {
            let isTitle = row == 0
            let written = frame.put(
                line.label, x: 1, y: row, limit: isTitle ? nil : labelWidth, style: Style(isTitle ? .accent : .secondary, on: .card, bold: true))
            let x = max(1 + written + 1, 1 + labelWidth + 1)
            frame.put(TextFit.truncate(line.value, to: width - x - 1), x: x, y: row, style: Style(line.ink, on: .card))
        }
        return frame
    }

    /// One line: a label, its value and the value's ink.
    private struct Line {
        let label: String
        let value: String
        var ink: Ink = .text
    }

    private static func lines(for state: SessionState, screen: Screen, pointer: PixelPoint?) -> [Line] {
        let session = state.apps[state.shownApp]
        let app = session.app
        let category = app.category
        var lines = [
            Line(label: "INSPECTOR", value: state.apps.count > 1 ? "app \(state.shownApp + 1) of \(state.apps.count)" : ""),
            Line(label: "app", value: "\(app.name) · \(category.displayName)"),
            Line(
                label: "limits",
                value: "depth \(CarPlayLimits.maximumDepth(category)) · tabs \(CarPlayLimits.maximumTabs(category)) · "
                    + "\(CarPlayLimits.listItemsWhenLimited) rows driving", ink: .secondary),
            Line(label: "screen", value: state.modeName),
        ]
        let stack = session.controller.stack
        let limit = CarPlayLimits.maximumDepth(category)
        lines.append(Line(label: "stack", value: "depth \(stack.count) of \(limit)", ink: stack.count >= limit ? .destructive : .text))
        for (level, id) in stack.enumerated() {
            let kind = session.templates[id]?.kind.rawValue ?? "?"
            lines.append(Line(label: "", value: "\(level + 1) \(id.rawValue) (\(kind))\(level == stack.count - 1 ? " ◂ top" : "")"))
        }
        let modal = session.controller.modal.map { "\($0.rawValue) (\(session.templates[$0]?.kind.rawValue ?? "?"))" } ?? "none"
        lines.append(Line(label: "modal", value: modal))
        lines.append(Line(label: "focus", value: focusText(state, screen: screen)))
        let car = state.car
        lines.append(
            Line(
                label: "car",
                value: "\(TaskCostFormat.seconds(car.speed)) km/h · \(car.gear.rawValue) · brake \(car.parkingBrake ? "on" : "off")"))
        lines.append(
            Line(
                label: "display", value: "\(state.appearance.rawValue) · limited UI \(state.limitedUI ? "on" : "off")",
                ink: state.limitedUI ? .accent : .text))
        lines.append(Line(label: "clock", value: "\(state.clockText) · \(tenths(state.clock)) s in"))
        let point = pointer.map { ("mouse", $0) } ?? state.lastTouch.map { ("touch", $0) }
        lines.append(Line(label: point?.0 ?? "touch", value: point.map { "tap \($0.1.x) \($0.1.y)" } ?? "none"))
        for warning in warnings(state) { lines.append(Line(label: "rule", value: warning, ink: .destructive)) }
        for notice in state.notices { lines.append(Line(label: "note", value: notice, ink: .secondary)) }
        lines.append(Line(label: "events", value: state.eventLog.entries.isEmpty ? "none yet" : "newest first", ink: .secondary))
        for entry in state.eventLog.entries.reversed() {
            let clock = tenths(entry.clock)
            lines.append(Line(label: "", value: String(repeating: " ", count: max(0, 6 - clock.count)) + clock + " " + entry.text))
        }
        return lines
    }

    /// Seconds to a tenth: `12.5`, `0.0`.
    private static func tenths(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The focused control's id and the words it shows.
    private static func focusText(_ state: SessionState, screen: Screen) -> String {
        guard let focus = state.focus else { return "none" }
        let label = screen.region(of: focus).map { screen.label(of: $0) } ?? ""
        return label.isEmpty ? focus.description : "\(focus) \"\(label)\""
    }

    /// The rule that ended the app, else what the template on screen
    /// breaks that a car trims or refuses.
    private static func warnings(_ state: SessionState) -> [String] {
        if case .ended(let violation) = state.mode { return [violation.description] }
        guard state.mode == .app, let id = state.shown.activeTemplateID, let template = state.shown.templates[id] else { return [] }
        let context = RuleContext(template: template, category: state.shown.app.category, templates: state.shown.templates)
        return template.body.content.findings(in: context).map(\.violation.description)
    }

    /// The display and the inspector beside it.
    public static func beside(_ display: Frame, _ inspector: Frame) -> Frame {
        var frame = Frame(width: display.width + 1 + inspector.width, height: max(display.height, inspector.height))
        frame.blit(display, x: 0, y: 0)
        frame.blit(inspector, x: display.width + 1, y: 0)
        return frame
    }
}

/// A point of the display in pixels, as `tap X Y` takes it.
public struct PixelPoint: Equatable, Sendable {
    public let x: Int
    public let y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
