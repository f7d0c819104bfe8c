/// A thumbnail (CPThumbnailImage) in its cells: the image's tile; over
/// it, a sports overlay's two teams (initials at their sides, scores
/// under them, the period between); and an image overlay's text on the
/// top line (the bottom one of a tile two lines high) at its alignment.
enum ThumbnailLayout {
    static func draw(_ thumbnail: Thumbnail, in rect: Rect, enabled: Bool, on canvas: inout Canvas) {
        guard let event = thumbnail.sports else {
            ListLayout.drawTile(thumbnail.image, in: rect, enabled: enabled, on: &canvas)
            return drawOverlay(thumbnail.overlay, in: rect, enabled: enabled, on: &canvas)
        }
        ListLayout.drawTile("", in: rect, enabled: enabled, on: &canvas)
        let style = Style(enabled ? .text : .disabled, on: .artwork, bold: true)
        let teams = rect.y + max(0, (rect.height - 2) / 2)
        canvas.text(String(event.left.logo.prefix(SportsTeam.initialsLength)), column: rect.x, row: teams, columns: rect.width, style: style)
        canvas.text(
            String(event.right.logo.prefix(SportsTeam.initialsLength)), column: rect.x, row: teams, columns: rect.width, align: .trailing, style: style)
        if rect.height > 1 {
            let scores = teams + 1
            canvas.text(String(event.left.score.prefix(SportsTeam.scoreLength)), column: rect.x, row: scores, columns: rect.width, style: style)
            canvas.text(
                String(event.right.score.prefix(SportsTeam.scoreLength)), column: rect.x, row: scores, columns: rect.width, align: .trailing, style: style)
            let room = rect.width - TextWidth.columns(of: event.left.score) - TextWidth.columns(of: event.right.score) - 2
            if let period = event.status?.texts.first, TextWidth.columns(of: period) <= room {
                canvas.text(
                    period, column: rect.x, row: scores, columns: rect.width, align: .center, style: Style(enabled ? .secondary : .disabled, on: .artwork))
            }
        }
        drawOverlay(thumbnail.overlay, in: rect, enabled: enabled, on: &canvas)
    }

    /// An image overlay: its text on the thumbnail's top line, or the
    /// bottom one of a thumbnail two lines high or less.
    private static func drawOverlay(_ overlay: ImageOverlay?, in rect: Rect, enabled: Bool, on canvas: inout Canvas) {
        guard let overlay else { return }
        let row = rect.height > 2 ? rect.y : rect.maxY - 1
        let align: Canvas.Alignment =
            switch overlay.alignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        canvas.text(
            overlay.text, column: rect.x, row: row, columns: rect.width, align: align, style: Style(enabled ? .accent : .disabled, on: .card, bold: true))
    }
}
