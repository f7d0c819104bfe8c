/// A contact: the picture in a tile, the name under it, the subtitle and
/// the informative text, all centred; the buttons in a row at the bottom.
enum ContactLayout {
    /// The picture's tile: 48 x 32 points (6 x 2 cells at density 1).
    static let imageSize = (width: 48, height: 32)

    static func draw(_ template: ContactTemplate, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let contact = template.contact
        let buttonsY = geometry.height - 48
        let lines: [(String, Style)] =
            [(contact.name, Style(.text, bold: true))] + [contact.subtitle, contact.informativeText].compactMap { $0 }.map { ($0, Style(.secondary)) }
        let blockHeight = imageSize.height + 16 * lines.count
        var y = DisplayGeometry.barHeight + max(0, (buttonsY - DisplayGeometry.barHeight - blockHeight) / 2 / 16 * 16)
        let tile = canvas.cells(x: geometry.appX + (geometry.appWidth - imageSize.width) / 2 / 8 * 8, y: y, width: imageSize.width, height: imageSize.height)
        ListLayout.drawTile(contact.image ?? initials(of: contact.name), in: tile, enabled: true, on: &canvas)
        y += imageSize.height
        for (text, style) in lines where y + 16 <= buttonsY {
            canvas.text(text, x: geometry.appX + 16, y: y, width: geometry.appWidth - 32, align: .center, style: style)
            y += 16
        }
        let buttons = template.shownActions.enumerated().map {
            ButtonRowLayout.Button(id: .contactAction($0.offset), title: $0.element.kind.title, ink: .accent)
        }
        let width = min(geometry.appWidth - 16, buttons.count * 136 - 8)
        ButtonRowLayout.draw(buttons, x: geometry.appX + (geometry.appWidth - width) / 2 / 8 * 8, width: width, y: buttonsY, on: &canvas)
    }

    /// The first letters of the first two words of a name: "AL".
    static func initials(of name: String) -> String {
        String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }
}
