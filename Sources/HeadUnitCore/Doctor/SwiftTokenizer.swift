/// Swift code as words and punctuation, each with its line; comments
/// (nested ones too) and string literals (multi-line, raw, with their
/// interpolations) give no token. Enough of Swift's lexer for
/// `SwiftDeclarationScanner`; numbers and operators come as characters.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var tokens: [SwiftDeclarationScanner.Token] = []

    static func tokens(of text: String) -> [SwiftDeclarationScanner.Token] {
        var tokenizer = SwiftTokenizer(bytes: Array(text.utf8))
        tokenizer.code(emitting: true)
        return tokenizer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Code to the end, or (in an interpolation, not emitting) to the `)` that closes it.
    private mutating func code(emitting: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if starts("//") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if starts("/*") {
                blockComment()
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringStarts()) {
                stringLiteral()
            } else if Self.startsWord(byte) {
                let start = index, startLine = line
                if byte == UInt8(ascii: "`") {
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
                    index = min(index + 1, bytes.count)
                } else {
                    while index < bytes.count, Self.continuesWord(bytes[index]) { index += 1 }
                }
                if emitting { tokens.append(.init(text: String(decoding: bytes[start..<index], as: UTF8.self), line: startLine)) }
            } else {
                if !emitting, byte == UInt8(ascii: "(") { depth += 1 }
                if !emitting, byte == UInt8(ascii: ")") {
                    if depth == 0 {
                        index += 1
                        return
                    }
                    depth -= 1
                }
                if byte == 0x0A { line += 1 }
                if emitting, byte > 0x20 { tokens.append(.init(text: String(UnicodeScalar(byte)), line: line)) }
                index += 1
            }
        }
    }

    private mutating func blockComment() {
        var depth = 0
        while index < bytes.count {
            if starts("/*") {
                depth += 1
                index += 2
            } else if starts("*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }
    }

    /// Whether `#` at the reader starts a raw string: `#"`, `##"`, ...
    private func rawStringStarts() -> Bool {
        var position = index
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    /// A string literal from its opening delimiter to its closing one.
    private mutating func stringLiteral() {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = starts("\"\"\"")
        index += multiline ? 3 : 1
        let close = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < bytes.count {
            if bytes[index...].starts(with: close) {
                index += close.count
                return
            }
            if bytes[index...].starts(with: escape) {
                index += escape.count
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    code(emitting: false)
                    continue
                }
            }
            if index < bytes.count {
                if bytes[index] == 0x0A {
                    line += 1
                    // A single-line string ends at its line's end, closed or not.
                    if !multiline { return }
                }
                index += 1
            }
        }
    }

    private func starts(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    private static func startsWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static func continuesWord(_ byte: UInt8) -> Bool {
        (startsWord(byte) && byte != UInt8(ascii: "`")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
