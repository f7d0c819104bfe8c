/// Places the display in the terminal: centred in a bezel when there is
/// room, with a status line under it; a clear message naming both sizes when
/// the terminal is too small; the help and console overlays on top.
public enum TerminalComposer {
    /// A frame the size of the terminal, and where the display sits in it.
    public struct Composition: Sendable {
        public let frame: Frame
        /// The display's top-left cell, nil when it is not shown.
        public let displayOrigin: (column: Int, row: Int)?
        /// The display's size in cells.
        public let displaySize: (columns: Int, rows: Int)

        /// The display cell under a terminal cell, if the display is there.
        public func displayCell(column: Int, row: Int) -> (column: Int, row: Int)? {
            guard let origin = displayOrigin else { return nil }
            let x = column - origin.column, y = row - origin.row
            guard x >= 0, y >= 0, x < displaySize.columns, y < displaySize.rows else { return nil }
            return (x, y)
        }
    }

    /// What surrounds the display.
    public struct Chrome: Sendable {
        public var overlay: Overlay
        public var message: String?
        public var keyMap: KeyMap
        /// The instrument cluster's frame, when one is attached: drawn in
        /// its own frame beside the bezel, else below it, else left out.
        public var cluster: Frame?
        /// The inspector's frame, when it shows: beside the bezel (after the
        /// cluster), else below it, else left out.
        public var inspector: Frame?
        /// The display's density: a terminal too small at density 2 is told
        /// what density 1 needs.
        public var density: Density
        /// The car clock's rate: the status line says so while it is not 1x.
        public var clockRate: Double
        /// What the status line says the keys do (`keyHints(of:)` of the key
        /// map, which a session that keeps its key map writes once).
        public var keyHints: String

        public init(
            overlay: Overlay = .none, message: String? = nil, keyMap: KeyMap = .defaults, cluster: Frame? = nil, inspector: Frame? = nil,
            density: Density = .one, clockRate: Double = 1, keyHints: String? = nil
        ) {
            self.overlay = overlay
            self.message = message
            self.keyMap = keyMap
            self.keyHints = keyHints ?? TerminalComposer.keyHints(of: keyMap)
            self.cluster = cluster
            self.inspector = inspector
            self.density = density
            self.clockRate = clockRate
        }
    }

    static let bezel = Style(.bezel, on: .bezel)

    /// The terminal's frame; the bezel and the help card are drawn in
    /// `glyphs`, the display's own (the theme's).
    public static func compose(
        _ screen: Screen, profile: DisplayProfile, columns: Int, rows: Int, chrome: Chrome, glyphs: Glyphs
    ) -> Composition {
        var drawing = ChromeDrawing()
        return compose(screen, profile: profile, columns: columns, rows: rows, chrome: chrome, glyphs: glyphs, reusing: &drawing)
    }

    /// The terminal's frame, what is around the display copied from
    /// `drawing` when it is what was around it there (and kept there when
    /// a copy can keep it): the same frame as `compose(_:profile:columns:rows:chrome:glyphs:)`,
    /// for a host that composes one step after another.
    public static func compose(
        _ screen: Screen, profile: DisplayProfile, columns: Int, rows: Int, chrome: Chrome, glyphs: Glyphs, reusing drawing: inout ChromeDrawing
    ) -> Composition {
        let size = (screen.frame.width, screen.frame.height)
        let around = ChromeContent(chrome, size: size, profile: profile, columns: columns, rows: rows, glyphs: glyphs)
        if let around, drawing.around == around {
            // Every shown cell of the display is blitted: what was in the
            // display's place in the frame blitted into does not matter.
            let keeps = !screen.frame.hasClusters
            var frame = keeps ? drawing.older.take() ?? drawing.frame : drawing.frame
            let shown = Rect(x: 0, y: 0, width: size.0, height: around.displayRowsShown)
            frame.blit(screen.frame, region: shown, x: drawing.displayOrigin.column, y: drawing.displayOrigin.row)
            drawing.older = keeps ? drawing.latest.take() : nil
            drawing.latest = keeps ? frame : nil
            return Composition(frame: frame, displayOrigin: drawing.displayOrigin, displaySize: size)
        }
        let composition = drawAll(screen, profile: profile, columns: columns, rows: rows, chrome: chrome, glyphs: glyphs)
        drawing = ChromeDrawing()
        if let around, let origin = composition.displayOrigin {
            drawing.around = around
            drawing.frame = composition.frame
            drawing.displayOrigin = origin
        }
        return composition
    }

    /// Whether a display of `size` in a terminal of `columns` x `rows`
    /// (room for it) has a bezel round it, and whether the status line has
    /// a row of its own under it; else it takes the display's last row.
    static func placement(of size: (columns: Int, rows: Int), columns: Int, rows: Int) -> (hasBezel: Bool, statusBelow: Bool) {
        let hasBezel = columns >= size.columns + 2 && rows >= size.rows + 2
        return (hasBezel, rows >= size.rows + (hasBezel ? 3 : 1))
    }

    /// The terminal's frame, every cell of it drawn.
    private static func drawAll(
        _ screen: Screen, profile: DisplayProfile, columns: Int, rows: Int, chrome: Chrome, glyphs: Glyphs
    ) -> Composition {
        let display = screen.frame
        let size = (display.width, display.height)
        var frame = Frame(width: columns, height: rows, style: bezel)
        guard columns >= display.width, rows >= display.height else {
            tooSmall(&frame, profile: profile, display: size, chrome: chrome)
            return Composition(frame: frame, displayOrigin: nil, displaySize: size)
        }
        let (hasBezel, statusBelow) = placement(of: size, columns: columns, rows: rows)
        let statusRows = statusBelow ? 1 : 0
        let displayBlock = (width: display.width + (hasBezel ? 2 : 0), height: display.height + (hasBezel ? 2 : 0) + statusRows)
        let (panels, leftOut) = hasBezel ? placePanels(chrome, display: displayBlock, columns: columns, rows: rows) : ([], [])
        let besidePanels = panels.filter(\.beside)
        let below = panels.first { !$0.beside }
        let block = (
            width: displayBlock.width + besidePanels.reduce(0) { $0 + $1.frame.width + 4 },
            height: max(displayBlock.height, besidePanels.map { $0.frame.height + 2 }.max() ?? 0) + (below.map { $0.frame.height + 2 } ?? 0)
        )
        let top = (rows - block.height) / 2 + (hasBezel ? 1 : 0)
        let left = (columns - block.width) / 2 + (hasBezel ? 1 : 0)
        frame.blit(display, x: left, y: top)
        if hasBezel {
            drawBezel(&frame, around: Rect(x: left - 1, y: top - 1, width: display.width + 2, height: display.height + 2), profile: profile, glyphs: glyphs)
        }
        let statusRow = statusRows > 0 ? top + display.height + (hasBezel ? 1 : 0) : top + display.height - 1
        let statusRect = Rect(x: hasBezel ? left - 1 : left, y: statusRow, width: hasBezel ? display.width + 2 : display.width, height: 1)
        drawStatus(&frame, in: statusRect, chrome: chrome, note: leftOut.first.map { Self.note(leftOut: $0, columns: columns) })
        var besideX = left - 1 + displayBlock.width + 2
        for panel in panels {
            let width = panel.frame.width + 2, height = panel.frame.height + 2
            let box =
                panel.beside
                ? Rect(x: besideX, y: top - 1, width: width, height: height)
                : Rect(x: left - 1 + (displayBlock.width - width) / 2, y: top - 1 + displayBlock.height, width: width, height: height)
            if panel.beside { besideX += width + 2 }
            frame.blit(panel.frame, x: box.x + 1, y: box.y + 1)
            frame.box(box, set: glyphs.box, style: bezel)
            frame.put(TextFit.truncate(panel.title, to: box.width - 2), x: box.x + 2, y: box.y, style: bezel)
        }
        switch chrome.overlay {
        case .help(let page): HelpCard.drawKeysAndCommands(&frame, keyMap: chrome.keyMap, page: page, glyphs: glyphs)
        case .command(let verb): HelpCard.drawCommand(&frame, verb: verb, glyphs: glyphs)
        case .none, .console: break
        }
        return Composition(frame: frame, displayOrigin: (left, top), displaySize: size)
    }

    /// A framed panel beside or below the display: the cluster, the inspector.
    private struct Panel {
        let title: String
        let frame: Frame
        let beside: Bool
    }

    /// Where the panels go: each beside the display while the terminal is
    /// wide enough, else one below it, else left out; a panel taller than
    /// the terminal is cut to it.
    private static func placePanels(
        _ chrome: Chrome, display: (width: Int, height: Int), columns: Int, rows: Int
    ) -> (placed: [Panel], leftOut: [LeftOut]) {
        var placed: [Panel] = []
        var leftOut: [LeftOut] = []
        var width = display.width
        for (name, panel) in [("cluster", chrome.cluster), ("inspector", chrome.inspector)] {
            guard let panel else { continue }
            let title = " \(name) "
            guard rows > 2 else {
                leftOut.append(LeftOut(name: name, columns: width + 2 + panel.width + 2))
                continue
            }
            var frame = panel
            if frame.height + 2 > rows {
                frame = Frame(width: panel.width, height: rows - 2)
                frame.blit(panel, x: 0, y: 0)
            }
            if columns >= width + 2 + frame.width + 2 {
                placed.append(Panel(title: title, frame: frame, beside: true))
                width += frame.width + 4
            } else if !placed.contains(where: { !$0.beside }), rows >= display.height + frame.height + 2, columns >= max(display.width, frame.width + 2) {
                placed.append(Panel(title: title, frame: frame, beside: false))
            } else {
                leftOut.append(LeftOut(name: name, columns: width + 2 + frame.width + 2))
            }
        }
        return (placed, leftOut)
    }

    /// A panel asked for that the terminal has no room for, and the
    /// terminal's columns it would take beside the display.
    struct LeftOut {
        let name: String
        let columns: Int
    }

    /// The line under the display that says a panel is not drawn, and why.
    static func note(leftOut: LeftOut, columns: Int) -> String {
        "the \(leftOut.name) is not drawn: it needs a terminal of \(leftOut.columns) columns; this one has \(columns)"
    }

    private static func drawBezel(_ frame: inout Frame, around rect: Rect, profile: DisplayProfile, glyphs: Glyphs) {
        frame.box(rect, set: glyphs.box, style: bezel)
        let label = TextFit.truncate(" headunit · \(profile.name.map { "\($0) " } ?? "")\(profile.spec) ", to: rect.width - 4)
        frame.put(label, x: rect.x + (rect.width - TextWidth.columns(of: label)) / 2, y: rect.y, style: bezel)
    }

    /// What the status line says the keys of `keyMap` do: `? help · : console · q quit`.
    public static func keyHints(of keyMap: KeyMap) -> String {
        [(KeyAction.help, "help"), (.console, "console"), (.quit, "quit")]
            .compactMap { action, word in keyMap.keys(for: action).first.map { "\($0) \(word)" } }.joined(separator: " · ")
    }

    private static func drawStatus(_ frame: inout Frame, in rect: Rect, chrome: Chrome, note: String?) {
        let clock = chrome.clockRate == 1 ? nil : "⏩ clock \(ClockRate.text(chrome.clockRate))"
        let hintText = [clock, chrome.keyHints.isEmpty ? nil : chrome.keyHints].compactMap { $0 }.joined(separator: " · ")
        frame.fill(rect, style: bezel)
        switch chrome.overlay {
        case .console(let line):
            if let error = line.error {
                // A message longer than the display takes the terminal's width.
                let wide = TextWidth.columns(of: error) > rect.width ? Rect(x: 0, y: rect.y, width: frame.width, height: 1) : rect
                frame.fill(wide, style: bezel)
                frame.put(TextFit.truncate(error, to: wide.width), x: wide.x, y: wide.y, style: Style(.destructive, on: .bezel, bold: true))
            } else {
                drawConsoleLine(&frame, line, in: rect)
            }
        default:
            let text = chrome.message ?? note ?? hintText
            // A message longer than the display takes the terminal's width.
            let wide = TextWidth.columns(of: text) > rect.width ? Rect(x: 0, y: rect.y, width: frame.width, height: 1) : rect
            let shown = TextFit.truncate(text, to: wide.width)
            frame.put(
                shown, x: wide.x + (wide.width - TextWidth.columns(of: shown)) / 2, y: rect.y,
                style: chrome.message == nil && note == nil ? bezel : Style(.bezel, on: .bezel, bold: true))
        }
    }

    /// The console's line, `:` first, with its cursor; the words a Tab
    /// could complete to at the right, else what the keys do, while the
    /// line leaves room.
    private static func drawConsoleLine(_ frame: inout Frame, _ line: ConsoleLine, in rect: Rect) {
        // Keep the cursor in sight on a long line: the start scrolls off first.
        var characters = Array(":" + line.text)
        var cursor = line.cursor + 1
        while TextWidth.columns(of: String(characters)) > rect.width - 1, cursor > 1 {
            characters.removeFirst()
            cursor -= 1
        }
        while TextWidth.columns(of: String(characters)) > rect.width - 1 { characters.removeLast() }
        let written = frame.put(String(characters), x: rect.x, y: rect.y, style: bezel)
        if cursor >= characters.count {
            frame.fill(Rect(x: rect.x + written, y: rect.y, width: 1, height: 1), glyph: "▏", style: Style(.accent, on: .bezel))
        } else {
            // The character under the cursor, shown in reverse.
            let x = rect.x + TextWidth.columns(of: String(characters.prefix(cursor)))
            frame.put(String(characters[cursor]), x: x, y: rect.y, style: Style(.focusText, on: .focus))
        }
        let aside = line.candidates.isEmpty ? "Tab completes · Enter runs · Esc closes" : line.candidates.joined(separator: "  ")
        let room = rect.width - written - 3
        guard room > 8 else { return }
        let shown = TextFit.truncate(aside, to: room)
        if !line.candidates.isEmpty || TextWidth.columns(of: aside) <= room {
            frame.put(shown, x: rect.maxX - TextWidth.columns(of: shown), y: rect.y, style: line.candidates.isEmpty ? bezel : Style(.secondary, on: .bezel))
        }
    }

    private static func tooSmall(_ frame: inout Frame, profile: DisplayProfile, display: (Int, Int), chrome: Chrome) {
        let name = profile.name ?? profile.spec
        let quit = chrome.keyMap.keys(for: .quit).first.map { ", or press \($0) to quit" } ?? ""
        var paragraphs: [(String, Style)] = [
            ("The terminal is \(frame.width)x\(frame.height);", Style(.secondary, on: .bezel)),
            ("the \(name) display needs \(display.0)x\(display.1)\(chrome.density == .two ? " at density 2" : "").", Style(.bezel, on: .bezel, bold: true)),
            ("Enlarge it\(quit).", Style(.secondary, on: .bezel)),
        ]
        if chrome.density == .two {
            // Density 2 doubles the cells; density 1 is true scale.
            paragraphs.insert(("With --density 1 it needs \(display.0 / 2)x\(display.1 / 2).", bezel), at: 2)
        }
        let lines = paragraphs.flatMap { text, style in TextFit.wrap(text, width: frame.width).map { ($0, style) } }
        let top = max(0, (frame.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            frame.put(line.0, x: max(0, (frame.width - TextWidth.columns(of: line.0)) / 2), y: top + index, style: line.1)
        }
    }
}
