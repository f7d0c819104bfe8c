import Foundation
import Testing

@testable import CarPlayTesting

/// The PNG reader and writer that PNG goldens are compared by: a picture
/// rsvg-convert draws reads to its exact colours, each of PNG's row
/// filters is undone, the writer's PNG reads back as written, and a
/// damaged file is refused.
struct PNGImageTests {
    @Test func aPictureRsvgConvertDrewReadsToItsColours() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">
            <defs><linearGradient id="fade"><stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
            <rect width="32" height="16" fill="#ff0000"/><rect x="32" width="32" height="16" fill="#123456"/>
            <rect y="16" width="64" height="16" fill="url(#fade)"/>
            </svg>
            """
        let image = try PNGImage(decoding: try Self.rsvgConvert(svg))
        #expect((image.width, image.height) == (64, 32))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 64 + x) * 4..<(y * 64 + x) * 4 + 4]) }
        #expect(pixel(3, 3) == [0xFF, 0, 0, 0xFF] && pixel(31, 15) == [0xFF, 0, 0, 0xFF])
        #expect(pixel(32, 0) == [0x12, 0x34, 0x56, 0xFF] && pixel(63, 15) == [0x12, 0x34, 0x56, 0xFF])
        let fade = (0..<64).map { pixel($0, 24)[0] }
        #expect(zip(fade, fade.dropFirst()).allSatisfy { $0 < $1 } && fade[0] < 8 && fade[63] > 247, "\(fade)")
        #expect((0..<64).allSatisfy { pixel($0, 24) == pixel($0, 31) && pixel($0, 24)[1] == fade[$0] && pixel($0, 24)[3] == 0xFF })
    }

    /// Average and Paeth, which libpng does not choose for the picture
    /// above, worked by hand: rows of two one-byte pixels, each row's filter first.
    @Test func theAverageAndPaethFiltersAreUndone() throws {
        let filtered: [UInt8] = [
            0, 10, 0,  // none: 10, 0
            4, 10, 7,  // Paeth: 10 + above (10) = 20; 7 + above-left (10) = 17, nearest to 20 + 0 - 10
            3, 4, 255,  // average: 4 + (0 + 20) / 2 = 14; 255 + (14 + 17) / 2 = 270, which wraps to 14
            4, 16, 1,  // Paeth: 16 + above (14) = 30; 1 + left (30) = 31, as above and above-left are equal
        ]
        #expect(try PNGImage.unfiltered(filtered, rows: 4, stride: 2, bytesPerPixel: 1) == [10, 0, 20, 17, 14, 14, 30, 31])
    }

    @Test func theWritersPNGReadsBackAsWritten() throws {
        let pixels: [UInt8] = (0..<5 * 3 * 4).map { UInt8(truncatingIfNeeded: $0 * 37) }
        let image = PNGImage(width: 5, height: 3, pixels: pixels)
        #expect(try PNGImage(decoding: image.encoded) == image)
    }

    @Test func aDamagedPNGIsRefused() throws {
        let encoded = PNGImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)).encoded
        var damaged = encoded
        damaged[44] ^= 0xFF  // in the image data: signature, IHDR (25 bytes), IDAT's length and type
        #expect(throws: PNGImage.Unreadable(reason: "its IDAT chunk is damaged (CRC)")) { try PNGImage(decoding: damaged) }
        #expect(throws: PNGImage.Unreadable(reason: "it has no end (IEND)")) { try PNGImage(decoding: Array(encoded.dropLast(12))) }
        #expect(throws: PNGImage.Unreadable(reason: "it is not a PNG")) { try PNGImage(decoding: Array(encoded.dropFirst())) }
    }

    /// The PNG rsvg-convert draws of `svg`.
    static func rsvgConvert(_ svg: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "--format", "png"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(svg.utf8))
        try input.fileHandleForWriting.close()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](png)
    }
}
