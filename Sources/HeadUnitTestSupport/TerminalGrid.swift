import HeadUnitCore

/// A screen read back from escape-coded text (tmux's `capture-pane -e`, or
/// the ANSI writer): each cell's glyph, colours and weight, so a test can
/// compare what a terminal shows with what a frame means.
public struct TerminalGrid: Sendable {
    /// One terminal cell. Colours are -1 for the terminal's default, 0–255
    /// for indexed colours, or `0x1000000 | rgb` for 24-bit ones.
    public struct Cell: Equatable, Sendable, CustomStringConvertible {
        public var glyph: String
        public var foreground: Int
        public var background: Int
        public var bold: Bool
        public var reverse: Bool

        /// What a viewer sees: a space shows nothing but its backdrop, and a
        /// half block is its mirror with the colours exchanged.
        public var look: Cell {
            if glyph == " " || glyph.isEmpty {
                return Cell(glyph: glyph, foreground: 0, background: reverse ? foreground : background, bold: false, reverse: false)
            }
            if glyph == "\u{2590}", !bold, !reverse {
                return Cell(glyph: "\u{258C}", foreground: background, background: foreground, bold: false, reverse: false)
            }
            return self
        }

        /// Whether two cells look the same: as `look` says, with 24-bit
        /// colours a few steps apart taken as equal (a painter may nudge a
        /// colour it cannot send exactly).
        public func looksLike(_ other: Cell) -> Bool {
            let a = look, b = other.look
            return a.glyph == b.glyph && a.bold == b.bold && a.reverse == b.reverse && Self.close(a.foreground, b.foreground)
                && Self.close(a.background, b.background)
        }

        private static func close(_ a: Int, _ b: Int) -> Bool {
            guard a != b else { return true }
            guard a & 0x100_0000 != 0, b & 0x100_0000 != 0 else { return false }
            return [16, 8, 0].allSatisfy { abs(((a >> $0) & 0xFF) - ((b >> $0) & 0xFF)) <= 8 }
        }

        public var description: String {
            "'\(glyph)' fg \(foreground) bg \(background)\(bold ? " bold" : "")\(reverse ? " reverse" : "")"
        }
    }

    /// Rows of cells; a wide glyph is followed by a cell with an empty glyph.
    public private(set) var rows: [[Cell]]
    /// What `write` draws with, and where.
    private var pen = Self.plainPen
    private var cursor = (row: 0, column: 0)

    /// The cells of escape-coded text, one row per line.
    public init(parsing text: String) {
        var rows: [[Cell]] = [[]]
        var pen = Self.plainPen
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\n":
                rows.append([])
            case "\u{1B}":
                if let sequence = Self.controlSequence(&characters), sequence.final == "m" { Self.apply(sequence.parameters, to: &pen) }
            default:
                rows[rows.count - 1] += Self.cells(of: character, in: pen)
            }
        }
        if rows.last?.isEmpty == true { rows.removeLast() }
        self.rows = rows
    }

    /// Writes escape-coded text over the grid as a terminal does: `CSI
    /// row;col H` and `CSI n C` move the cursor, SGR sets the pen, and each
    /// glyph takes the cell under the cursor (a cast's step, a painter's diff).
    /// The pen and the cursor carry over from one write to the next, as
    /// on a terminal.
    public mutating func write(_ text: String) {
        var (row, column) = cursor
        defer { cursor = (row, column) }
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1B}" else {
                for cell in Self.cells(of: character, in: pen) {
                    put(cell, row: row, column: column)
                    column += 1
                }
                continue
            }
            guard let sequence = Self.controlSequence(&characters) else { continue }
            let numbers = sequence.parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
            switch sequence.final {
            case "m": Self.apply(sequence.parameters, to: &pen)
            case "H":
                row = (numbers.first ?? 1) - 1
                column = (numbers.count > 1 ? numbers[1] : 1) - 1
            case "C": column += numbers.first ?? 1
            default: break
            }
        }
    }

    /// The pen of a terminal just reset: default colours, no attributes.
    private static let plainPen = Cell(glyph: "", foreground: -1, background: -1, bold: false, reverse: false)

    /// The cells a glyph takes in `pen`: one, or two for a wide glyph (the second empty).
    private static func cells(of character: Character, in pen: Cell) -> [Cell] {
        var cell = pen
        cell.glyph = String(character)
        guard TextWidth.columns(of: character) == 2 else { return [cell] }
        var second = pen
        second.glyph = ""
        return [cell, second]
    }

    /// The control sequence after an escape (`[`, parameters, a final
    /// byte), read from `characters`; nil for another kind of escape.
    private static func controlSequence(_ characters: inout String.Iterator) -> (parameters: String, final: Character)? {
        guard characters.next() == "[" else { return nil }
        var parameters = ""
        while let next = characters.next() {
            if let scalar = next.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { return (parameters, next) }
            parameters.append(next)
        }
        return nil
    }

    private mutating func put(_ cell: Cell, row: Int, column: Int) {
        guard rows.indices.contains(row) else { return }
        var blank = Self.plainPen
        blank.glyph = " "
        while rows[row].count <= column { rows[row].append(blank) }
        rows[row][column] = cell
    }

    /// The plain text of a row from `column`, `width` cells wide.
    public func text(row: Int, column: Int, width: Int) -> String {
        guard row < rows.count else { return "" }
        return rows[row].dropFirst(column).prefix(width).map(\.glyph).joined()
    }

    /// Where `other` lies within this grid, matched by the text of its first
    /// two rows; nil when it is not on screen.
    public func origin(of other: TerminalGrid) -> (column: Int, row: Int)? {
        guard let width = other.rows.first?.count, other.rows.count >= 2 else { return nil }
        let top = other.text(row: 0, column: 0, width: width), second = other.text(row: 1, column: 0, width: width)
        for row in 0..<max(0, rows.count - other.rows.count + 1) {
            for column in 0..<max(0, rows[row].count - width + 1)
            where text(row: row, column: column, width: width) == top && text(row: row + 1, column: column, width: width) == second {
                return (column, row)
            }
        }
        return nil
    }

    /// The cells of `other` that look different here, with `other` placed
    /// at `origin`: position, what this grid shows, what `other` shows.
    public func differences(from other: TerminalGrid, at origin: (column: Int, row: Int)) -> [(column: Int, row: Int, shown: Cell?, expected: Cell)] {
        var result: [(column: Int, row: Int, shown: Cell?, expected: Cell)] = []
        for (y, expectedRow) in other.rows.enumerated() {
            for (x, expected) in expectedRow.enumerated() {
                let row = origin.row + y, column = origin.column + x
                let shown = row < rows.count && column < rows[row].count ? rows[row][column] : nil
                if shown.map({ $0.looksLike(expected) }) != true { result.append((x, y, shown, expected)) }
            }
        }
        return result
    }

    /// Applies a select-graphic-rendition parameter list to the pen.
    private static func apply(_ parameters: String, to pen: inout Cell) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
            switch code {
            case 0:
                pen = plainPen
            case 1: pen.bold = true
            case 22: pen.bold = false
            case 7: pen.reverse = true
            case 27: pen.reverse = false
            case 30...37: pen.foreground = code - 30
            case 90...97: pen.foreground = code - 90 + 8
            case 39: pen.foreground = -1
            case 40...47: pen.background = code - 40
            case 100...107: pen.background = code - 100 + 8
            case 49: pen.background = -1
            case 38, 48:
                let colour: Int
                if codes.first == 5, codes.count >= 2 {
                    colour = codes.dropFirst().first ?? 0
                    codes = codes.dropFirst(2)
                } else if codes.first == 2, codes.count >= 4 {
                    let rgb = Array(codes.dropFirst().prefix(3))
                    colour = 0x100_0000 | rgb[0] << 16 | rgb[1] << 8 | rgb[2]
                    codes = codes.dropFirst(4)
                } else {
                    continue
                }
                if code == 38 { pen.foreground = colour } else { pen.background = colour }
            default: continue
            }
        }
    }
}
