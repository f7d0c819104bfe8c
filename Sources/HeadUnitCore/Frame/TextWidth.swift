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
        if isForbidden(first) { return 0 }
        var width = scalarWidth(first)
        if width <= 0 { return 0 }
        if width == 1, scalars.count > 1 {
            if scalars.contains(where: { $0.value == 0xFE0F }) { width = 2 }
            if isRegionalIndicator(first), scalars.dropFirst().contains(where: isRegionalIndicator) { width = 2 }
        }
        return width
    }

    /// Columns taken by a whole string.
    public static func columns(of text: some StringProtocol) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
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
