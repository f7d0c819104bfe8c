/// Now playing in sports mode (CPNowPlayingModeSports): the left team on
/// the left and the right team on the right, whatever the driving side,
/// each a logo box with its name (a star for a favourite), standings and
/// score (the possession mark beside it, toward the middle); between them
/// the status image, up to 3 lines of status and the event's clock; under
/// them what plays, the transport controls and the buttons.
extension NowPlayingLayout {
    /// A team's logo box: 6 cells across, 3 down at density 1.
    static let logoBox = (width: 48, height: 48)

    static func drawSports(_ event: SportsEvent, _ environment: TemplateEnvironment, nowPlaying: NowPlayingTemplate, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let top = DisplayGeometry.barHeight
        let x = geometry.appX + 16, width = geometry.appWidth - 32
        // Each side a third, at least 15 cells (the standings' least) and at most 20.
        let side = min(160, max(120, width / 3 / 8 * 8))
        drawTeam(event.left, align: .leading, x: x, width: side, y: top, on: &canvas)
        drawTeam(event.right, align: .trailing, x: x + width - side, width: side, y: top, on: &canvas)
        if let status = event.status { drawStatus(status, clock: environment.clock, x: x + side, width: width - 2 * side, y: top, on: &canvas) }
        if let track = environment.nowPlaying.track {
            if nowPlaying.isAlbumArtistButtonEnabled {
                drawByline(track, nowPlaying, x: x, width: width, y: top + 96, centered: true, on: &canvas)
            } else {
                let line = ([track.title] + [track.byline].filter { !$0.isEmpty }).joined(separator: " · ")
                canvas.text(line, x: x, y: top + 96, width: width, align: .center, style: Style(.secondary))
            }
        }
        drawControls(environment, nowPlaying: nowPlaying, x: x, width: width, top: top + 16, stacked: true, on: &canvas)
    }

    /// One team, its logo box at the edge of its side.
    private static func drawTeam(_ team: SportsTeam, align: Canvas.Alignment, x: Int, width: Int, y: Int, on canvas: inout Canvas) {
        let box = canvas.cells(x: align == .leading ? x : x + width - logoBox.width, y: y, width: logoBox.width, height: logoBox.height)
        canvas.box(box, style: Style(.separator))
        canvas.text(
            String(team.logo.prefix(SportsTeam.initialsLength)), column: box.x + 1, row: box.y + 1, columns: box.width - 2, align: .center,
            style: Style(.text, bold: true))
        let name = team.isFavorite ? "\(team.name) \(SportsTeam.favorite)" : team.name
        canvas.text(name, x: x, y: y + 48, width: width, align: align, style: Style(.text, bold: true))
        if let standings = team.standings {
            canvas.text(String(standings.prefix(SportsTeam.standingsLength)), x: x, y: y + 64, width: width, align: align, style: Style(.secondary))
        }
        let score = String(team.score.prefix(SportsTeam.scoreLength))
        let line = team.possession.map { align == .leading ? "\(score) \($0)" : "\($0) \(score)" } ?? score
        canvas.text(line, x: x, y: y + 80, width: width, align: align, style: Style(.accent, bold: true))
    }

    /// The status between the teams: its image, its lines, its clock.
    private static func drawStatus(_ status: SportsEventStatus, clock: Double, x: Int, width: Int, y: Int, on canvas: inout Canvas) {
        var lines: [(text: String, style: Style)] = status.image.map { [($0, Style(.accent))] } ?? []
        for (index, text) in status.texts.prefix(SportsEventStatus.maximumTexts).enumerated() {
            lines.append((text, index == 0 ? Style(.text, bold: true) : Style(.secondary)))
        }
        if let eventClock = status.clock { lines.append((time(eventClock.shown(at: clock)), Style(.accent, bold: true))) }
        for (index, line) in lines.enumerated() {
            canvas.text(line.text, x: x, y: y + index * 16, width: width, align: .center, style: line.style)
        }
    }
}
