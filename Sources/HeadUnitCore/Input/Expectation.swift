/// What an `expect` line of a script checks.
public enum Expectation: Equatable, Sendable {
    /// The text appears on the display.
    case text(String)
    /// The text appears in the instrument cluster.
    case cluster(String)
    /// Focus rests on a control (`list.0.1`, `nav.back`).
    case focus(String)
    /// The active template (the modal, else the top of the stack) has this id.
    case template(String)
    /// This track is playing.
    case playing(String)
    /// Nothing is playing.
    case paused

    /// The forms `expect` takes, for error messages.
    static let forms = "text \"...\", cluster \"...\", focus CONTROL, template ID, playing TRACK, paused"

    /// Nil when it holds in `state` showing `screen`; otherwise what was found instead.
    public func failure(in state: SessionState, screen: Screen) -> String? {
        switch self {
        case .text(let text):
            let rows = PlainTextWriter.rows(of: screen.frame)
            return rows.contains { $0.contains(text) } ? nil : "expected \"\(text)\" on the display"
        case .cluster(let text):
            guard state.clusterAttached else { return "expected \"\(text)\" in the instrument cluster; no cluster is attached" }
            let rows = PlainTextWriter.rows(of: ClusterLayout.frame(for: state))
            return rows.contains { $0.contains(text) } ? nil : "expected \"\(text)\" in the instrument cluster"
        case .focus(let control):
            let actual = state.focus?.description ?? "nothing"
            return actual == control ? nil : "expected focus on \(control); it is on \(actual)"
        case .template(let id):
            let actual = state.mode == .app ? state.activeTemplateID?.rawValue ?? "none" : "no template (\(state.modeName))"
            return actual == id ? nil : "expected template \(id); the display shows \(actual)"
        case .playing(let track):
            if state.nowPlaying.isPlaying(TrackID(track)) { return nil }
            let actual = state.nowPlaying.track.map { "\($0.id) is \(state.nowPlaying.isPlaying ? "playing" : "paused")" } ?? "nothing is playing"
            return "expected \(track) playing; \(actual)"
        case .paused:
            return state.nowPlaying.isPlaying ? "expected nothing playing; \(state.nowPlaying.track?.id.rawValue ?? "a track") is playing" : nil
        }
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
        }
    }
}
