import CNcursesw
import Glibc

/// The escape sequences the painter writes, each from the terminfo entry
/// of the terminal curses opened: cursor moves, erasing a stretch of
/// cells, attributes and colours. Curses keeps setting the terminal up,
/// reading it and restoring it; the bytes of a frame are the painter's.
final class TerminalVocabulary {
    private let cursorAddress: [CChar]
    private let rowAddress: [CChar]?
    private let columnAddress: [CChar]?
    private let cursorForward: [CChar]?
    private let eraseCharacters: [CChar]?
    private let setForeground: [CChar]?
    private let setBackground: [CChar]?
    /// Attributes off (`sgr0`).
    private let attributesOff: [UInt8]
    /// The terminal's own colours again (`op`) and attributes off: how a
    /// frame ends, as curses ends an update.
    let reset: [UInt8]
    let bold: [UInt8]
    let dim: [UInt8]
    let reverse: [UInt8]
    /// Whether erased cells take the current background (`bce`), so a
    /// stretch of coloured spaces may go as one erase.
    private let erasesInColour: Bool
    /// Whether writing the bottom-right cell scrolls the screen (`am`
    /// without `xenl`): that cell is then never written.
    let scrollsAtLastCell: Bool
    /// Whether the cursor may move while attributes are on (`msgr`).
    let movesWithAttributes: Bool
    private var foregrounds: [Int32: [UInt8]] = [:]
    private var backgrounds: [Int32: [UInt8]] = [:]

    /// The vocabulary of curses' current terminal; nil when it cannot
    /// address the cursor (curses refuses such a terminal before this).
    init?() {
        guard let cursorAddress = Self.string("cup") else { return nil }
        self.cursorAddress = cursorAddress
        rowAddress = Self.string("vpa")
        columnAddress = Self.string("hpa")
        cursorForward = Self.string("cuf")
        eraseCharacters = Self.string("ech")
        setForeground = Self.string("setaf")
        setBackground = Self.string("setab")
        attributesOff = Self.bytes(Self.string("sgr0"))
        reset = Self.bytes(Self.string("op")) + attributesOff
        bold = Self.bytes(Self.string("bold"))
        dim = Self.bytes(Self.string("dim"))
        reverse = Self.bytes(Self.string("rev"))
        erasesInColour = tigetflag("bce") == 1
        scrollsAtLastCell = tigetflag("am") == 1 && tigetflag("xenl") != 1
        movesWithAttributes = tigetflag("msgr") == 1
    }

    /// Appends the cheapest move from `cursor` (nil: unknown) to a cell.
    func move(from cursor: (row: Int, column: Int)?, to row: Int, _ column: Int, into bytes: inout [UInt8]) {
        if let cursor {
            if cursor.row == row, cursor.column == column { return }
            if cursor.row == row, cursor.column < column, let cursorForward {
                return bytes += made(.forward, column - cursor.column) { hu_tiparm1(cursorForward, Int32(column - cursor.column)) }
            }
            if cursor.column == column, let rowAddress { return bytes += made(.row, row) { hu_tiparm1(rowAddress, Int32(row)) } }
            if cursor.row == row, let columnAddress { return bytes += made(.column, column) { hu_tiparm1(columnAddress, Int32(column)) } }
        }
        bytes += made(.address, row << 24 | column) { hu_tiparm2(cursorAddress, Int32(row), Int32(column)) }
    }

    /// The sequences with a number in them that were made (a move, an
    /// erase), by kind and number: `tiparm` formats each with `sprintf`,
    /// which cost a knob step more than all the rest of its writing.
    private var made: [Int: [UInt8]] = [:]

    /// A parameterised sequence: which capability, for `made`.
    private enum Parameterised: Int {
        case address, row, column, forward, erase
    }

    /// The bytes of `kind` for `number`, formatted by `format` the first time.
    private func made(_ kind: Parameterised, _ number: Int, format: () -> UnsafePointer<CChar>?) -> [UInt8] {
        let key = number << 3 | kind.rawValue
        if let known = made[key] { return known }
        // Every cell of a large terminal is at most a few hundred KB; a
        // terminal resized many times starts again.
        if made.count >= 1 << 16 { made = [:] }
        let new = Self.bytes(format())
        made[key] = new
        return new
    }

    /// Whether the terminal can erase cells to what spaces in `brush` show.
    func canErase(in brush: Brush) -> Bool {
        eraseCharacters != nil && brush.attributes & Brush.reverse == 0 && (erasesInColour || brush.background < 0)
    }

    /// Appends the erasing of `count` cells from the cursor, which stays where it is.
    func erase(_ count: Int, into bytes: inout [UInt8]) {
        guard let eraseCharacters else { return }
        bytes += made(.erase, count) { hu_tiparm1(eraseCharacters, Int32(count)) }
    }

    /// Appends what turns the terminal's pen from `current` (nil:
    /// unknown) into `brush`: only the colours that differ while the
    /// attributes stay, else a reset and all of the brush.
    func pen(_ brush: Brush, from current: Brush?, into bytes: inout [UInt8]) {
        if let current, current.attributes == brush.attributes {
            if current.foreground != brush.foreground { bytes += foreground(brush.foreground) }
            if current.background != brush.background { bytes += background(brush.background) }
            return
        }
        bytes += attributesOff
        if brush.attributes & Brush.bold != 0 { bytes += bold }
        if brush.attributes & Brush.dim != 0 { bytes += dim }
        if brush.attributes & Brush.reverse != 0 { bytes += reverse }
        bytes += foreground(brush.foreground)
        bytes += background(brush.background)
    }

    private func foreground(_ colour: Int32) -> [UInt8] { Self.bytes(setting: colour, by: setForeground, made: &foregrounds) }

    private func background(_ colour: Int32) -> [UInt8] { Self.bytes(setting: colour, by: setBackground, made: &backgrounds) }

    /// The bytes that set `colour` by `capability` (setaf or setab), made
    /// once a colour; none for the terminal's default (-1) or no capability.
    private static func bytes(setting colour: Int32, by capability: [CChar]?, made: inout [Int32: [UInt8]]) -> [UInt8] {
        guard colour >= 0, let capability else { return [] }
        if let known = made[colour] { return known }
        let new = bytes(hu_tiparm1(capability, colour))
        made[colour] = new
        return new
    }

    private static func string(_ name: String) -> [CChar]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return Array(UnsafeBufferPointer(start: value, count: strlen(value) + 1))
    }

    private static func bytes(_ string: [CChar]?) -> [UInt8] {
        guard let string else { return [] }
        return string.withUnsafeBufferPointer { bytes($0.baseAddress) }
    }

    private static func bytes(_ formatted: UnsafePointer<CChar>?) -> [UInt8] {
        var result: [UInt8] = []
        append(formatted, to: &result)
        return result
    }

    /// Appends a capability's bytes without its padding (`$<5>`, a delay
    /// for hardware terminals that curses would spend in NULs).
    private static func append(_ formatted: UnsafePointer<CChar>?, to bytes: inout [UInt8]) {
        guard let formatted else { return }
        var index = 0
        while formatted[index] != 0 {
            if formatted[index] == 0x24, formatted[index + 1] == 0x3C, let end = padEnd(formatted, from: index + 2) {
                index = end + 1
                continue
            }
            bytes.append(UInt8(bitPattern: formatted[index]))
            index += 1
        }
    }

    /// Where the padding that starts at `index` (after `$<`) ends: its `>`,
    /// nil when the text there is not padding.
    private static func padEnd(_ text: UnsafePointer<CChar>, from index: Int) -> Int? {
        var end = index
        while text[end] != 0, text[end] != 0x3E {
            guard (0x30...0x39).contains(text[end]) || [0x2E, 0x2A, 0x2F].contains(text[end]) else { return nil }
            end += 1
        }
        return text[end] == 0x3E ? end : nil
    }
}
