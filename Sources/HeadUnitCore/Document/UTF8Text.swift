/// The encoding every text file headunit reads shares (scenarios, key
/// maps, themes, `.hus` test files): UTF-8, a byte-order mark at the start
/// passed over, and invalid UTF-8 refused at its place, in the JSON
/// parser's own words.
public enum UTF8Text {
    /// The byte-order mark some editors put first.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Why a sequence of bytes is not UTF-8.
    struct Invalid: Error {
        let message: String
    }

    /// Where a file's bytes stop being UTF-8, and why.
    public struct Problem: Error, Sendable {
        public let location: SourceLocation
        public let message: String
    }

    /// Decodes the multi-byte sequence starting at `index`, refusing
    /// overlong forms, surrogates and sequences cut short: its scalar and
    /// its length in bytes.
    static func scalar(in bytes: [UInt8], at index: Int) throws(Invalid) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length: Int, minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: throw Invalid(message: "invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
        }
        guard index + length <= bytes.count else { throw Invalid(message: "invalid UTF-8: a sequence is cut short") }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { throw Invalid(message: "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))") }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw Invalid(message: "invalid UTF-8: an overlong form or a surrogate") }
        return (scalar, length)
    }

    /// The text of `bytes` without its byte-order mark, or where its first
    /// invalid sequence is (line and column as the JSON parser counts
    /// them: a column a character) and why.
    public static func decode(_ bytes: [UInt8]) -> Result<String, Problem> {
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var index = start
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                (line, column) = byte == 0x0A ? (line + 1, 1) : (line, column + 1)
                index += 1
                continue
            }
            do throws(Invalid) {
                index += try scalar(in: bytes, at: index).length
                column += 1
            } catch {
                return .failure(Problem(location: SourceLocation(line: line, column: column), message: error.message))
            }
        }
        return .success(String(decoding: bytes[start...], as: UTF8.self))
    }
}
