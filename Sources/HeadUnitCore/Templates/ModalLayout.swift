/// What the modal templates share: dimming what lies behind them, the card
/// they sit on, and the inks of action styles.
enum ModalLayout {
    /// Dims the app area under a modal; the status rail stays as it is.
    static func dimAppArea(on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let appLeft = geometry.column(geometry.appX)
        canvas.restyle(Rect(x: appLeft, y: 0, width: geometry.columns - appLeft, height: geometry.rows)) { $0.dimmed = true }
    }

    /// A bordered card on the card surface.
    static func card(_ rect: Rect, on canvas: inout Canvas) {
        canvas.fill(rect, style: Style(.text, on: .card))
        canvas.box(rect, style: Style(.separator, on: .card))
    }

    /// The ink of an alert action's title.
    static func ink(of style: AlertActionStyle) -> Ink {
        switch style {
        case .default: .accent
        case .cancel: .secondary
        case .destructive: .destructive
        }
    }
}
