/// The help cards over the display: every key and console command, in
/// pages; and one command explained (`help COMMAND`).
enum HelpCard {
    /// The key bindings and the console's commands in a card, as many as
    /// fit; when they do not all fit, in pages that Space turns (wrapping
    /// round to the first).
    static func drawKeysAndCommands(_ frame: inout Frame, keyMap: KeyMap, page: Int, glyphs: Glyphs) {
        let lines = HelpText.lines(for: keyMap).map { (keys: $0.keys.joined(separator: " "), help: $0.help) }
        let keyWidth = min(24, lines.map { TextWidth.columns(of: $0.keys) }.max() ?? 0)
        let helpWidth = lines.map { TextWidth.columns(of: $0.help) }.max() ?? 0
        let width = min(frame.width, keyWidth + helpWidth + 7)
        let perPage = max(1, min(lines.count, frame.height - 4))
        let pages = (lines.count + perPage - 1) / perPage
        let first = (page % pages) * perPage
        let shown = lines[first..<min(lines.count, first + perPage)]
        let box = drawCard(
            &frame, width: width, lines: perPage, title: pages > 1 ? " Keys and commands \(page % pages + 1)/\(pages) " : " Keys and commands ",
            footer: pages > 1 ? " Space: next page · any key closes " : " any key closes ", glyphs: glyphs)
        for (index, line) in shown.enumerated() {
            let y = box.y + 2 + index
            frame.put(TextFit.truncate(line.keys, to: keyWidth), x: box.x + 2, y: y, style: Style(.accent, on: .card, bold: true))
            frame.put(TextFit.truncate(line.help, to: box.width - keyWidth - 7), x: box.x + 4 + keyWidth, y: y, style: Style(.text, on: .card))
        }
    }

    /// One command in a card: its forms, what it does, and more.
    static func drawCommand(_ frame: inout Frame, verb: String, glyphs: Glyphs) {
        guard let entry = CommandReference.entry(for: verb) else { return }
        let width = min(frame.width, 72)
        let inner = width - 4
        var lines: [(String, Style)] = TextFit.wrap(entry.usage, width: inner, maximumLines: 4).map { ($0, Style(.accent, on: .card, bold: true)) }
        lines.append(("", Style(.text, on: .card)))
        lines += TextFit.wrap(entry.summary, width: inner, maximumLines: 3).map { ($0, Style(.text, on: .card)) }
        for detail in entry.details { lines += TextFit.wrap(detail, width: inner, maximumLines: 6).map { ($0, Style(.secondary, on: .card)) } }
        let shown = lines.prefix(max(1, frame.height - 4))
        let box = drawCard(&frame, width: width, lines: shown.count, title: " help \(entry.verb) ", footer: " any key closes ", glyphs: glyphs)
        for (index, line) in shown.enumerated() { frame.put(line.0, x: box.x + 2, y: box.y + 2 + index, style: line.1) }
    }

    /// A card of `lines` text lines centred on the frame: its box, its
    /// title on the top edge and its footer on the bottom one. Returns the box.
    private static func drawCard(_ frame: inout Frame, width: Int, lines: Int, title: String, footer: String, glyphs: Glyphs) -> Rect {
        let height = lines + 4
        let box = Rect(x: (frame.width - width) / 2, y: max(0, (frame.height - height) / 2), width: width, height: min(height, frame.height))
        frame.fill(box, style: Style(.text, on: .card))
        frame.box(box, set: glyphs.box, style: Style(.separator, on: .card))
        frame.put(TextFit.truncate(title, to: width - 4), x: box.x + 2, y: box.y, style: Style(.text, on: .card, bold: true))
        frame.put(TextFit.truncate(footer, to: width - 4), x: box.x + 2, y: box.maxY - 1, style: Style(.secondary, on: .card))
        return box
    }
}
