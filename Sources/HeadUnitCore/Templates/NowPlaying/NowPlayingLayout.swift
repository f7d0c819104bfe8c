/// Now playing: artwork on the leading side, title and album/artist beside
/// it, the progress bar with elapsed and remaining time, the transport
/// controls and up to 5 buttons. A portrait display stacks the artwork
/// above the rest. In sports mode the teams take the artwork's place.
enum NowPlayingLayout {
    static let artworkSize = 128
    /// Where playback is on the progress bar.
    static let progressKnob: Unicode.Scalar = "○"

    static func draw(_ environment: TemplateEnvironment, nowPlaying: NowPlayingTemplate, on canvas: inout Canvas) {
        if let event = nowPlaying.sports { return drawSports(event, environment, nowPlaying: nowPlaying, on: &canvas) }
        let geometry = canvas.geometry
        let stacked = geometry.height >= 400
        let artX = stacked ? geometry.appX + (geometry.appWidth - artworkSize) / 2 / 8 * 8 : geometry.appX + 16
        let artY = stacked ? 64 : DisplayGeometry.barHeight
        let columnX = stacked ? geometry.appX + 16 : artX + artworkSize + 16
        let columnWidth = geometry.width - 16 - columnX
        let top = stacked ? artY + artworkSize + 16 : DisplayGeometry.barHeight
        let playing = environment.nowPlaying

        let art = canvas.cells(x: artX, y: artY, width: artworkSize, height: artworkSize)
        canvas.fill(art, glyph: Glyphs.imageFill, style: Style(.secondary, on: .artwork))
        let artGlyph = playing.track.map { $0.artwork ?? String($0.title.prefix(1)) } ?? "♪"
        canvas.text(
            artGlyph, column: art.x, row: art.y + (art.height - 1) / 2, columns: art.width, align: .center, style: Style(.text, on: .artwork, bold: true))

        guard let track = playing.track else {
            canvas.text("Not Playing", x: columnX, y: top, width: columnWidth, style: Style(.secondary, bold: true))
            return drawControls(environment, nowPlaying: nowPlaying, x: columnX, width: columnWidth, top: top, stacked: stacked, on: &canvas)
        }
        canvas.text(track.title, x: columnX, y: top, width: columnWidth, style: Style(.text, bold: true))
        drawByline(track, nowPlaying, x: columnX, width: columnWidth, y: top + 16, on: &canvas)
        drawProgress(playing, x: columnX, width: columnWidth, y: top + 48, on: &canvas)
        drawControls(environment, nowPlaying: nowPlaying, x: columnX, width: columnWidth, top: top, stacked: stacked, on: &canvas)
    }

    /// The album and artist line, a button when the app made it one;
    /// centred across the span with `centered`.
    static func drawByline(_ track: Track, _ nowPlaying: NowPlayingTemplate, x: Int, width: Int, y: Int, centered: Bool = false, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let byline = track.byline
        guard nowPlaying.isAlbumArtistButtonEnabled else {
            canvas.text(byline, x: x, y: y, width: width, align: centered ? .center : .leading, style: Style(.secondary))
            return
        }
        let label = "\(byline) \(Glyphs.disclosure)"
        let columns = geometry.columns(width) + 1
        let shown = min(columns, TextWidth.columns(of: label) + 2)
        canvas.inlineControl(
            .nowPlaying(.albumArtist), label, column: geometry.column(x) - 1 + (centered ? (columns - shown) / 2 : 0), row: geometry.textRow(y),
            maxColumns: columns, style: Style(.accent))
    }

    private static func drawProgress(_ playing: NowPlayingState, x: Int, width: Int, y: Int, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let bar = canvas.cells(x: x, y: y, width: width, height: 16)
        let barRow = geometry.textRow(y)
        guard let duration = playing.track?.duration, duration > 0 else {
            canvas.fill(Rect(x: bar.x, y: barRow, width: bar.width, height: 1), glyph: Glyphs.progressDone, style: Style(.progress))
            canvas.text("LIVE", x: x, y: y + 16, width: width, style: Style(.destructive, bold: true))
            return
        }
        let fraction = min(max(playing.elapsed / duration, 0), 1)
        let knob = min(bar.width - 1, Int((Double(bar.width - 1) * fraction).rounded()))
        canvas.fill(Rect(x: bar.x, y: barRow, width: knob, height: 1), glyph: Glyphs.progressDone, style: Style(.progress))
        canvas.fill(Rect(x: bar.x + knob, y: barRow, width: 1, height: 1), glyph: progressKnob, style: Style(.progress, bold: true))
        canvas.fill(Rect(x: bar.x + knob + 1, y: barRow, width: bar.width - knob - 1, height: 1), glyph: Glyphs.progressLeft, style: Style(.separator))
        // Whole seconds on both sides, so elapsed and remaining add up to the duration.
        let elapsed = playing.elapsed.rounded(.down)
        canvas.text(time(elapsed), x: x, y: y + 16, width: width, style: Style(.secondary))
        canvas.text("-" + time(duration.rounded(.down) - elapsed), x: x, y: y + 16, width: width, align: .trailing, style: Style(.secondary))
    }

    /// The transport row beside the artwork; the buttons row under it,
    /// across the whole app area (below the artwork in landscape).
    static func drawControls(
        _ environment: TemplateEnvironment, nowPlaying: NowPlayingTemplate, x: Int, width: Int, top: Int, stacked: Bool,
        on canvas: inout Canvas
    ) {
        let geometry = canvas.geometry
        row(transport(isPlaying: environment.nowPlaying.isPlaying), ink: .text, x: x, width: width, row: geometry.textRow(top + 96), on: &canvas)
        let buttons: [(ControlID, String)] = nowPlaying.buttons.prefix(CarPlayLimits.nowPlayingButtons).enumerated().map {
            (.nowPlayingButton($0.offset), "[\($0.element.kind.glyph)]")
        }
        let selected = Set(nowPlaying.buttons.indices.filter { nowPlaying.buttons[$0].isSelected }.map { ControlID.nowPlayingButton($0) })
        let buttonsX = stacked ? x : geometry.appX + 16
        row(buttons, ink: .secondary, selected: selected, x: buttonsX, width: x + width - buttonsX, row: geometry.textRow(top + 144), on: &canvas)
    }

    /// The transport's controls and their labels: previous, play or pause
    /// (as what plays is paused or playing), next. CarPlay Dashboard's now
    /// playing card shows them too.
    static func transport(isPlaying: Bool) -> [(ControlID, String)] {
        [(.nowPlaying(.previous), "|◁◁"), (.nowPlaying(.playPause), isPlaying ? "❚❚" : "▶"), (.nowPlaying(.next), "▷▷|")]
    }

    /// Inline controls spread evenly over a column, centred.
    private static func row(
        _ controls: [(ControlID, String)], ink: Ink, selected: Set<ControlID> = [], x: Int, width: Int, row: Int,
        on canvas: inout Canvas
    ) {
        guard !controls.isEmpty else { return }
        let geometry = canvas.geometry
        let columns = geometry.columns(width)
        let widths = controls.map { TextWidth.columns(of: $0.1) + 2 }
        let gap = max(0, min(4 * geometry.density.rawValue, (columns - widths.reduce(0, +)) / max(1, controls.count - 1)))
        var column = geometry.column(x) + (columns - widths.reduce(0, +) - gap * (controls.count - 1)) / 2
        for (index, control) in controls.enumerated() {
            let style = Style(selected.contains(control.0) ? .accent : ink, bold: selected.contains(control.0))
            column = canvas.inlineControl(control.0, control.1, column: column, row: row, maxColumns: widths[index], style: style).maxX + gap
        }
    }

    /// `m:ss`, or `h:mm:ss` from an hour.
    static func time(_ seconds: Double) -> String {
        let total = max(0, Int(seconds))
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        let mm = hours > 0 && minutes < 10 ? "0\(minutes)" : "\(minutes)"
        let ss = secs < 10 ? "0\(secs)" : "\(secs)"
        return hours > 0 ? "\(hours):\(mm):\(ss)" : "\(mm):\(ss)"
    }
}

extension Track {
    /// Its artist and album, as now playing writes them under its title.
    var byline: String { [artist, album].compactMap { $0 }.joined(separator: " — ") }
}
