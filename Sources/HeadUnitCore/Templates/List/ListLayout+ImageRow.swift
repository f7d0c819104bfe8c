/// An image row item (CPListImageRowItem): a title line, then a strip of
/// image tiles two lines high with a caption line under them, then the
/// separator. As many images are shown as fit across the app area (5 on
/// the standard display, 9 on the wide one, at most 8 by CarPlay's limit).
extension ListLayout {
    /// Height of an image row: title, two lines of images, captions, separator.
    static let imageRowHeight = 80
    /// A tile: 7 cells across at density 1, with a 1-cell gap.
    static let tileWidth = 56
    static let tileGap = 8
    static let tileHeight = 32

    /// How many of a row's images fit across the app area.
    static func imagesShown(_ row: ImageRowFields, geometry: DisplayGeometry) -> Int {
        let width = geometry.width - 8 - (geometry.appX + 8)
        return min(row.images.count, ImageRowFields.maximumImages, max(0, (width + tileGap) / (tileWidth + tileGap)))
    }

    /// One image row, and all it is drawn from.
    struct ImageRow: Equatable, Sendable {
        let item: ListItem
        let images: ImageRowFields
        let section: Int
        let index: Int
        /// The spinner's frame while its handler, or an image's, works.
        let spinner: Int?

        /// Draws the row from `y` points down.
        func draw(at y: Int, on canvas: inout Canvas) {
            let geometry = canvas.geometry
            let left = geometry.appX, right = geometry.width - 8
            let control = ControlID.listItem(section: section, item: index)
            let trailing = ListLayout.drawAccessory(item, spinner: spinner, x: right - 16, y: y, on: &canvas) ? right - 16 : right
            canvas.text(item.text, x: left + 8, y: y, width: trailing - left - 16, style: Style(item.isEnabled ? .text : .disabled))
            let titleLine = canvas.cells(x: left, y: y, width: right - left, height: 16)
            canvas.highlightRow(control, titleLine)
            canvas.register(control, titleLine, enabled: item.isEnabled)

            for (number, image) in images.images.prefix(ListLayout.imagesShown(images, geometry: geometry)).enumerated() {
                drawTile(image, id: .listImage(section: section, item: index, image: number), x: left + 8 + number * (tileWidth + tileGap), y: y, on: &canvas)
            }
            let line = Rect(x: geometry.column(left + 8), y: geometry.row(y + 64), width: geometry.column(right - 8) - geometry.column(left + 8), height: 1)
            canvas.fill(line, glyph: Glyphs.separator, style: Style(.separator))
        }

        /// One image: its tile, and its caption, which shows the focus.
        private func drawTile(_ image: ImageTile, id: ControlID, x: Int, y: Int, on canvas: inout Canvas) {
            let geometry = canvas.geometry
            let enabled = item.isEnabled && image.isEnabled
            let tile = canvas.cells(x: x, y: y + 16, width: tileWidth, height: tileHeight)
            if let thumbnail = image.thumbnail {
                ThumbnailLayout.draw(thumbnail, in: tile, enabled: enabled, on: &canvas)
            } else {
                ListLayout.drawTile(image.image, in: tile, enabled: enabled, on: &canvas)
            }
            canvas.inlineControl(
                id, image.title ?? "", column: tile.x - 1, row: geometry.textRow(y + 48), maxColumns: tile.width + 2,
                style: Style(enabled ? .secondary : .disabled), registers: false)
            canvas.register(id, canvas.cells(x: x, y: y + 16, width: tileWidth, height: tileHeight + 16), enabled: enabled)
        }
    }
}
