/// A row of boxed buttons from the leading edge of a span, each at most
/// 128 points wide, 8 points apart, 48 points tall: the actions of an
/// information template, a contact, a point of interest's detail card.
enum ButtonRowLayout {
    /// One button: its control, its title and the ink of its title.
    struct Button {
        let id: ControlID
        let title: String
        let ink: Ink
    }

    /// Draws `buttons` across `width` points from `x`, at `y` points.
    static func draw(_ buttons: [Button], x: Int, width: Int, y: Int, surface: Surface = .background, on canvas: inout Canvas) {
        guard !buttons.isEmpty else { return }
        let gap = 8
        let each = min(128, (width - gap * (buttons.count - 1)) / buttons.count / 8 * 8)
        for (index, button) in buttons.enumerated() {
            let rect = canvas.cells(x: x + index * (each + gap), y: y, width: each, height: 48)
            canvas.boxedButton(button.id, button.title, in: rect, ink: button.ink, surface: surface)
        }
    }
}
