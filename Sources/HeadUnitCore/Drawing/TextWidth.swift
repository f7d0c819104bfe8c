import CTextWidth

/// The one measure of text on screen: how many terminal columns it takes.
///
/// Every measurement of text goes through here, never `String.count`. Widths
/// follow glibc's `wcwidth` under a UTF-8 locale, per grapheme cluster:
/// a cluster takes the width of its first scalar, an emoji presentation
/// selector (VS16) or a regional-indicator pair makes it two columns, and
/// a control or zero-width cluster has no width and is never drawn.
public enum TextWidth {
    /// Columns taken by one grapheme cluster; 0 for one that is never drawn.
    public static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var width = columns(ofScalar: first)
        if width == 1, scalars.count > 1 {
            if scalars.contains(where: { $0.value == 0xFE0F }) { width = 2 }
            if isRegionalIndicator(first), scalars.dropFirst().contains(where: isRegionalIndicator) { width = 2 }
        }
        return width
    }

    /// Columns taken by a scalar that is a grapheme cluster by itself.
    public static func columns(ofScalar scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x80 { return scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : 0 }
        if isForbidden(scalar) { return 0 }
        return max(0, scalarWidth(scalar))
    }

    /// Columns taken by a whole string.
    public static func columns(of text: some StringProtocol) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        if isOneScalarPerCluster(text) {
            for scalar in text.unicodeScalars { total += columns(ofScalar: scalar) }
        } else {
            for character in text { total += columns(of: character) }
        }
        return total
    }

    /// Whether every scalar of `text` is a grapheme cluster by itself, so
    /// it can be measured and drawn scalar by scalar, without the cost of
    /// grapheme breaking. False when it holds a scalar that can join its
    /// neighbour: a combining mark, a joiner, a variation selector, an
    /// emoji modifier or tag, a regional indicator, a Hangul jamo, or a
    /// prepended or spacing mark of the grapheme rules.
    public static func isOneScalarPerCluster(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy(standsAlone)
    }

    /// Whether a scalar is a grapheme cluster by itself, whatever stands
    /// beside it (see `isOneScalarPerCluster`).
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: return false  // CR LF is one cluster
        case 0..<0x300, 0x2010..<0x20D0, 0x2100..<0x2C00, 0x3040..<0x3099, 0x309B..<0x3100, 0x4E00..<0xA000, 0xAC00..<0xD7A4: return true
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x0E33, 0x0EB3, 0x1100...0x11FF, 0x200C...0x200D,
            0xA960...0xA97F, 0xD7B0...0xD7FF, 0xFE00...0xFE0F, 0xFF9E...0xFF9F, 0x110BD, 0x110CD, 0x111C2...0x111C3, 0x113D1, 0x1193F, 0x11941,
            0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF:
            return false
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return false
            default: return true
            }
        }
    }

    /// Whether every byte of `text` is printable ASCII: one column each.
    public static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return fast ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether a scalar must never reach a terminal: C0 and C1 controls,
    /// DEL, bidirectional overrides and isolates, and other invisible
    /// format characters that can reorder or hide text.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200B, 0x2060...0x2064, 0xFEFF, 0xFFF9...0xFFFB: true
        default: false
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let width = Int(headunit_wcwidth(scalar.value))
        if width != -2 { return width }
        // No UTF-8 locale on this machine: a coarse East Asian table.
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
            0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
