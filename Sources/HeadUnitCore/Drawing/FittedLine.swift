/// One line of text cut to a number of columns exactly as
/// `TextFit.truncate` cuts it, measured in one pass and drawn from the
/// text's UTF-8 itself, so that `Canvas.text` builds no string and
/// measures no glyph twice.
///
/// Printable ASCII is a byte a column. Other text goes scalar by scalar
/// where two neighbours each stand alone (`TextWidth.standsAlone`), which
/// always breaks a grapheme cluster there; only the runs between, where a
/// scalar can join its neighbour (a combining mark, an emoji sequence),
/// are broken into clusters.
struct FittedLine {
    /// The whole text, of which a prefix is shown.
    let text: String
    /// Columns shown, the ellipsis included.
    let width: Int
    /// The glyphs shown (bytes, when `isASCII`): all of them, or those
    /// before the ellipsis when the text is cut.
    private let kept: Int
    /// Whether the text was cut and ends in `…`.
    let isCut: Bool
    /// Whether the text is printable ASCII: a byte, a glyph and a column each.
    let isASCII: Bool

    /// `text` fitted to `columns` (at least 1).
    init(_ text: String, columns: Int) {
        self.text = text
        if TextWidth.isPrintableASCII(text) {
            let count = text.utf8.count
            isASCII = true
            isCut = count > columns
            kept = isCut ? columns - 1 : count
            width = isCut ? columns : count
            return
        }
        var total = 0, keptWidth = 0, kept = 0, all = 0
        Self.forEachCluster(of: text) { _, _, columnsOfGlyph in
            total += columnsOfGlyph
            // The cut keeps the longest prefix that leaves a column for `…`.
            if kept == all, keptWidth + columnsOfGlyph <= columns - 1 {
                kept += 1
                keptWidth += columnsOfGlyph
            }
            all += 1
            return true
        }
        isASCII = false
        isCut = total > columns
        self.kept = isCut ? kept : all
        width = isCut ? keptWidth + 1 : total
    }

    /// Calls `glyph` with each grapheme shown (the ellipsis last when cut):
    /// its scalar, or the cluster when it has several, and its columns,
    /// until it returns false.
    func forEachGlyph(_ glyph: (_ scalar: UInt32, _ cluster: Character?, _ columns: Int) -> Bool) {
        var left = kept, stopped = false
        if left > 0, isASCII {
            var bytes = text
            bytes.withUTF8 { utf8 in
                for byte in utf8[..<left] where !stopped { stopped = !glyph(UInt32(byte), nil, 1) }
            }
        } else if left > 0 {
            Self.forEachCluster(of: text) { scalar, cluster, columns in
                stopped = !glyph(scalar, cluster, columns)
                left -= 1
                return !stopped && left > 0
            }
        }
        if isCut, !stopped { _ = glyph(TextFit.ellipsisScalar.value, nil, 1) }
    }

    /// Calls `body` with the bytes of printable ASCII shown before the
    /// ellipsis (`isASCII` only).
    func withKeptBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var bytes = text
        bytes.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[..<kept])) }
    }

    /// Each grapheme cluster of `text` with its columns, until `body`
    /// returns false.
    private static func forEachCluster(of text: String, _ body: (_ scalar: UInt32, _ cluster: Character?, _ columns: Int) -> Bool) {
        var bytes = text
        bytes.withUTF8 { utf8 in
            var offset = 0
            guard !utf8.isEmpty else { return }
            var current = Self.scalar(in: utf8, at: offset)
            var alone = TextWidth.standsAlone(current.scalar)
            while offset < utf8.count {
                var next = offset + current.length
                let following = next < utf8.count ? Self.scalar(in: utf8, at: next) : nil
                let followingAlone = following.map { TextWidth.standsAlone($0.scalar) } ?? true
                if alone, followingAlone {
                    guard body(current.scalar.value, nil, TextWidth.columns(ofScalar: current.scalar)), let following else { return }
                    (offset, current, alone) = (next, following, followingAlone)
                } else {
                    // A run whose every neighbours can join: its clusters as Swift breaks them.
                    var previousAlone = followingAlone
                    next += following?.length ?? 0
                    while next < utf8.count {
                        let endAlone = TextWidth.standsAlone(Self.scalar(in: utf8, at: next).scalar)
                        if previousAlone && endAlone { break }
                        previousAlone = endAlone
                        next += Self.scalar(in: utf8, at: next).length
                    }
                    let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset), end = text.utf8.index(start, offsetBy: next - offset)
                    for character in Substring(text.unicodeScalars[start..<end]) {
                        let scalars = character.unicodeScalars, single = scalars.count == 1
                        guard body(single ? scalars.first!.value : 0, single ? nil : character, TextWidth.columns(of: character)) else { return }
                    }
                    offset = next
                    guard offset < utf8.count else { return }
                    current = Self.scalar(in: utf8, at: offset)
                    alone = TextWidth.standsAlone(current.scalar)
                }
            }
        }
    }

    /// The scalar whose UTF-8 starts at `offset` of valid UTF-8, and its length in bytes.
    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(utf8[offset])
        func next(_ index: Int) -> UInt32 { UInt32(utf8[offset + index] & 0x3F) }
        switch lead {
        case ..<0x80: return (Unicode.Scalar(lead)!, 1)
        case ..<0xE0: return (Unicode.Scalar((lead & 0x1F) << 6 | next(1))!, 2)
        case ..<0xF0: return (Unicode.Scalar((lead & 0x0F) << 12 | next(1) << 6 | next(2))!, 3)
        default: return (Unicode.Scalar((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3))!, 4)
        }
    }
}
