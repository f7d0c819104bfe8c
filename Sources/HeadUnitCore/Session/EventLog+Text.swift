extension EventLog {
    /// A message as the inspector's event log writes it, in the command
    /// language where a command gives it; nil for what is not an event
    /// (a clock tick, the glyph set). The knob's and the keys' inputs,
    /// which always have a command, are put into words only when read.
    static func wording(of message: SessionMessage, in state: SessionState) -> Wording? {
        switch message {
        case .rotate, .flick, .nudge, .press, .back, .home, .media:
            return .command(message)
        default:
            return text(of: message, in: state).map(Wording.written)
        }
    }

    private static func text(of message: SessionMessage, in state: SessionState) -> String? {
        switch message {
        case .tick, .glyphs:
            return nil
        case .request(let index, let request):
            return requestText(of: request).map { "\(state.apps[safe: index]?.app.name ?? "app"): \($0)" }
        case .touch(let x, let y):
            return "tap \(x) \(y)"
        case .drag(let fromColumn, let fromRow, let toColumn, let toRow):
            let from = state.geometry.pixel(ofColumn: fromColumn, row: fromRow, scale: state.profile.scale)
            let to = state.geometry.pixel(ofColumn: toColumn, row: toRow, scale: state.profile.scale)
            return "drag \(from.x) \(from.y) \(to.x) \(to.y)"
        case .complete(let index, _, let control):
            return "\(state.apps[safe: index]?.app.name ?? "app"): \(control) completes"
        case .timeline(let index, let entry):
            return "\(state.apps[safe: index]?.app.name ?? "app"): timeline \(entry + 1)"
        case .open(let tile):
            return "open \(state.homeScreen.label(of: tile, in: state).name)"
        default:
            return CommandText.text(of: message)
        }
    }

    /// What a hosted app asked, as the event log says it: the calls that
    /// change what shows (not its templates' new content each turn).
    private static func requestText(of request: AppRequest) -> String? {
        switch request {
        case .perform(.setRoot(let id)): "setRoot \(id)"
        case .perform(.push(let id)): "push \(id)"
        case .perform(.present(let id)): "present \(id)"
        case .perform(.pop): "pop"
        case .perform(.popToRoot): "popToRoot"
        case .perform(.dismiss): "dismiss"
        case .perform(.open(let screen)): "open \(screen.name)"
        case .popTo(let id): "pop to \(id)"
        case .selectTab(let index): "select tab \(index + 1)"
        case .presentNavigationAlert(let alert): "present navigation alert \"\(alert.titleVariants.first ?? "")\""
        case .dropped: "dropped an input: its control is gone"
        case .perform, .define, .forget, .finish, .nowPlaying, .guidance, .showTripPreviews, .notice, .reloaded, .dashboardButtons,
            .inactiveDescription:
            nil
        }
    }
}
