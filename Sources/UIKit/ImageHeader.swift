#if canImport(Glibc)
    import Glibc
#endif

/// The pixel size an image file's header gives: PNG, JPEG, GIF, BMP and
/// WebP, the formats UIKit decodes that say their size up front.
enum ImageHeader {
    /// How much of a file is read for its header: a JPEG's size follows
    /// its metadata, which may hold a thumbnail.
    static let limit = 256 * 1024

    /// The first bytes of the regular file at `path`; nil for a missing
    /// file, a directory, a FIFO or a device (opened without blocking and
    /// checked before a byte is read).
    static func read(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: limit)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, limit) }
        return count > 0 ? Data(bytes[..<count]) : nil
    }

    /// The width and height in pixels, or nil when `data` is not an image.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(limit))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            return size(bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
        }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return size(littleEndian(bytes, 6, 2), littleEndian(bytes, 8, 2))
        }
        if bytes.starts(with: Array("BM".utf8)), bytes.count >= 26 {
            return size(littleEndian(bytes, 18, 4), Int(Int32(truncatingIfNeeded: littleEndian(bytes, 22, 4)).magnitude))
        }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 30, Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return webP(bytes)
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        return nil
    }

    private static func webP(_ bytes: [UInt8]) -> CGSize? {
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8X": return size(littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
        case "VP8L": return size((littleEndian(bytes, 21, 2) & 0x3FFF) + 1, ((littleEndian(bytes, 22, 3) >> 6) & 0x3FFF) + 1)
        case "VP8 ": return size(littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
        default: return nil
        }
    }

    /// A JPEG's size, from its first start-of-frame segment.
    private static func jpeg(_ bytes: [UInt8]) -> CGSize? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return size(bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func size(_ width: Int, _ height: Int) -> CGSize? {
        width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
