/// The text of an XML property list's `<integer>`, `<date>` and `<data>`
/// as values, or nil when it is not one.
enum PropertyListText {
    /// A decimal or `0x` hexadecimal whole number, as Apple's reader takes them.
    static func integer(_ text: String) -> Int? {
        let negative = text.hasPrefix("-")
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        let hex = digits.hasPrefix("0x") || digits.hasPrefix("0X")
        guard let magnitude = UInt64(hex ? digits.dropFirst(2) : digits, radix: hex ? 16 : 10) else { return nil }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return Int(truncatingIfNeeded: magnitude)
    }

    /// `2026-12-03T09:41:00Z` as seconds since 2001-01-01 UTC.
    static func date(_ text: String) -> Double? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0) }
        guard text.hasSuffix("Z"), parts.count == 6, let year = parts[0], let month = parts[1], let day = parts[2], let hour = parts[3],
            let minute = parts[4], let second = parts[5], (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        // Days from 1970-01-01 to the civil date (Howard Hinnant's algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second) - 978_307_200
    }

    /// Base64 as a `<data>` holds it: space anywhere, padding at the end.
    static func base64(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = [], bits: UInt32 = 0, count = 0, padding = 0
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                padding += 1
                continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            guard padding == 0 else { return nil }
            bits = bits << 6 | value
            count += 1
            if count == 4 {
                bytes += [UInt8(bits >> 16 & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits & 0xFF)]
                (bits, count) = (0, 0)
            }
        }
        switch count {
        case 0: break
        case 2: bytes.append(UInt8(bits >> 4 & 0xFF))
        case 3: bytes += [UInt8(bits >> 10 & 0xFF), UInt8(bits >> 2 & 0xFF)]
        default: return nil
        }
        return bytes
    }
}
