import CZlib
import HeadUnitFiles

/// A picture's pixels, 8-bit RGBA row by row: what a PNG golden is
/// compared by. It reads the PNGs goldens hold (rsvg-convert's, which
/// cairo writes through libpng, and its own): 8 bits a channel, grey or
/// RGB with or without alpha, not interlaced, any of the five row filters.
struct PNGImage: Equatable {
    let width: Int
    let height: Int
    /// Four bytes a pixel (red, green, blue, alpha), row after row.
    var pixels: [UInt8]

    /// Why a file is not a PNG this reads.
    struct Unreadable: Error, Equatable {
        let reason: String
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "\(width)x\(height) RGBA takes \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The picture of the PNG file `bytes`.
    init(decoding bytes: [UInt8]) throws(Unreadable) {
        let (header, data) = try Self.chunks(of: bytes)
        guard let header, header.count == 13 else { throw Unreadable(reason: "it has no header (IHDR)") }
        let width = Self.number(header, 0), height = Self.number(header, 4)
        let (depth, colour, interlace) = (header[8], header[9], header[12])
        guard depth == 8, let channels = Self.channels[colour], interlace == 0 else {
            throw Unreadable(reason: "bit depth \(depth), colour type \(colour), interlace \(interlace): this reads 8-bit grey or RGB, not interlaced")
        }
        let stride = width * channels
        var filtered = [UInt8](repeating: 0, count: height * (stride + 1))
        var size = uLongf(filtered.count)
        let status = filtered.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, size == filtered.count else { throw Unreadable(reason: "its image data does not inflate to \(width)x\(height)") }
        let samples = try Self.unfiltered(filtered, rows: height, stride: stride, bytesPerPixel: channels)
        self.init(width: width, height: height, pixels: Self.rgba(samples, channels: channels))
    }

    /// The image as a PNG file: 8-bit RGBA, rows unfiltered, deflated.
    var encoded: [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 4 + 1))
        for row in 0..<height {
            raw.append(0)
            raw += pixels[row * width * 4..<(row + 1) * width * 4]
        }
        var size = compressBound(uLong(raw.count))
        var deflated = [UInt8](repeating: 0, count: Int(size))
        let status = deflated.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { compress2(out.baseAddress, &size, $0.baseAddress, uLong($0.count), Z_DEFAULT_COMPRESSION) }
        }
        precondition(status == Z_OK, "zlib could not deflate \(raw.count) bytes into its own bound")
        let header = Self.bytes(width) + Self.bytes(height) + [8, 6, 0, 0, 0]
        return PNGRenderer.signature + Self.chunk("IHDR", header) + Self.chunk("IDAT", Array(deflated[..<Int(size)])) + Self.chunk("IEND", [])
    }

    /// The header chunk (IHDR) of the PNG file `bytes` and its image data
    /// (the IDAT chunks', joined), each chunk's CRC checked.
    private static func chunks(of bytes: [UInt8]) throws(Unreadable) -> (header: [UInt8]?, data: [UInt8]) {
        guard bytes.starts(with: PNGRenderer.signature) else { throw Unreadable(reason: "it is not a PNG") }
        var header: [UInt8]?
        var data: [UInt8] = []
        var at = PNGRenderer.signature.count
        while at + 12 <= bytes.count {
            let length = number(bytes, at)
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard length <= bytes.count - at - 12 else { throw Unreadable(reason: "its \(type) chunk is cut short") }
            let body = Array(bytes[at + 8..<at + 8 + length])
            guard number(bytes, at + 8 + length) == crc(Array(bytes[at + 4..<at + 8]) + body) else {
                throw Unreadable(reason: "its \(type) chunk is damaged (CRC)")
            }
            at += 12 + length
            switch type {
            case "IHDR": header = body
            case "IDAT": data += body
            case "IEND": return (header, data)
            default: continue
            }
        }
        throw Unreadable(reason: "it has no end (IEND)")
    }

    /// Channels a pixel by colour type: grey, RGB, grey and alpha, RGBA.
    private static let channels: [UInt8: Int] = [0: 1, 2: 3, 4: 2, 6: 4]

    /// The rows' samples with their filters undone (PNG's filter method 0:
    /// none, sub, up, average, Paeth), each row's filter byte dropped.
    static func unfiltered(_ data: [UInt8], rows: Int, stride: Int, bytesPerPixel bpp: Int) throws(Unreadable) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rows * stride)
        for row in 0..<rows {
            let filter = data[row * (stride + 1)]
            guard filter <= 4 else { throw Unreadable(reason: "row \(row) has filter \(filter), which PNG does not define") }
            data.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { samples in
                    let source = input.baseAddress! + row * (stride + 1) + 1
                    let line = samples.baseAddress! + row * stride
                    for i in 0..<stride {
                        let left = i >= bpp ? Int(line[i - bpp]) : 0
                        let up = row > 0 ? Int(line[i - stride]) : 0
                        let corner = row > 0 && i >= bpp ? Int(line[i - stride - bpp]) : 0
                        let predicted =
                            switch filter {
                            case 1: left
                            case 2: up
                            case 3: (left + up) / 2
                            case 4: paeth(left, up, corner)
                            default: 0
                            }
                        line[i] = source[i] &+ UInt8(predicted)
                    }
                }
            }
        }
        return out
    }

    /// Of the pixel left, above and above-left, the one nearest to left + above − above-left.
    private static func paeth(_ left: Int, _ up: Int, _ corner: Int) -> Int {
        let estimate = left + up - corner
        let (toLeft, toUp, toCorner) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
        if toLeft <= toUp && toLeft <= toCorner { return left }
        return toUp <= toCorner ? up : corner
    }

    /// Samples of `channels` a pixel as RGBA.
    private static func rgba(_ samples: [UInt8], channels: Int) -> [UInt8] {
        guard channels != 4 else { return samples }
        let count = samples.count / channels
        var out = [UInt8](repeating: 255, count: count * 4)
        for pixel in 0..<count {
            let at = pixel * channels
            let grey = channels < 3
            out[pixel * 4] = samples[at]
            out[pixel * 4 + 1] = samples[grey ? at : at + 1]
            out[pixel * 4 + 2] = samples[grey ? at : at + 2]
            if channels == 2 { out[pixel * 4 + 3] = samples[at + 1] }
        }
        return out
    }

    /// A chunk: its length, type, data and the CRC of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bytes(data.count) + typed + bytes(crc(typed))
    }

    /// zlib's CRC-32 of `bytes`, as PNG's chunks carry it.
    private static func crc(_ bytes: [UInt8]) -> Int {
        Int(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    /// The big-endian 32-bit number at `at`.
    private static func number(_ bytes: [UInt8], _ at: Int) -> Int {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// `value` as four big-endian bytes.
    private static func bytes(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
