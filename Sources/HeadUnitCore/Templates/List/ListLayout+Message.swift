/// The parts of a row that a message list item and an image add.
extension ListLayout {
    /// An image tile: its glyph on the artwork surface, dimmed when the row
    /// is disabled; one style for the whole tile, glyph included, so it
    /// costs the terminal fewer style changes.
    static func drawTile(_ image: String, in rect: Rect, enabled: Bool, on canvas: inout Canvas) {
        let tile = Style(enabled ? .secondary : .disabled, on: .artwork)
        canvas.fill(rect, glyph: enabled ? Glyphs.imageFill : Glyphs.disabledFill, style: tile)
        canvas.text(image, column: rect.x, row: rect.y + (rect.height - 1) / 2, columns: rect.width, align: .center, style: tile)
    }

    /// A message item's leading column (32 points from `x`): the unread
    /// mark in its first cell, the avatar (`leadingImage`, else the item's
    /// image) in the rest.
    static func drawLeading(_ message: MessageFields, image: String?, x: Int, y: Int, on canvas: inout Canvas) {
        if message.unread {
            canvas.text(Glyphs.badge, x: x, y: y, width: 8, style: Style(.accent))
        }
        if let avatar = message.leadingImage ?? image {
            drawTile(avatar, in: canvas.cells(x: x + 8, y: y, width: 24, height: 32), enabled: true, on: &canvas)
        }
    }

    /// A message item's trailing text (such as a time) ending at `right`
    /// points, with the mute mark before it; returns where they start.
    static func drawTrailing(_ message: MessageFields, right: Int, y: Int, on canvas: inout Canvas) -> Int {
        var start = right
        if let text = message.trailingText {
            let width = min(TextWidth.columns(of: text), 12) * canvas.geometry.density.cellPointWidth
            canvas.text(text, x: right - width, y: y, width: width, align: .trailing, style: Style(.secondary))
            start -= width
        }
        if let mute = message.trailingItem.glyph {
            start -= 16
            canvas.text(mute, x: start, y: y, width: 8, style: Style(.secondary))
        }
        return start
    }
}
