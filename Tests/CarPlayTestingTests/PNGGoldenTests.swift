import CarPlay
import Foundation
import Testing

@testable import CarPlayTesting

/// PNG goldens: the display drawn as its SVG screenshot renders, compared
/// pixel by pixel. A difference fails with the count of pixels, and leaves
/// the reference, the actual picture and their difference (each differing
/// pixel in magenta, the others dimmed) beside the test's build output.
@MainActor struct PNGGoldenTests {
    /// The standard display's picture: 50 x 15 cells of 10 x 20 pixels, in a bezel of 2 cells.
    static let size = (width: 540, height: 380)

    @Test func aMissingPNGGoldenIsRecordedAndTheNextRunPasses() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await connectedMailCar()
        let recorded = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", as: .png, file: package.testFile) }
        #expect(recorded == .recordedMissing(golden: package.golden("mail.png")))
        let golden = try PNGImage(decoding: Self.bytes(package.golden("mail.png")))
        #expect((golden.width, golden.height) == Self.size)
        try car.expectScreen(matching: "mail", as: .png, file: package.testFile)
    }

    @Test func aFailingPNGGoldenWritesTheReferenceTheActualAndTheirDifference() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await Self.focusMovedPastTheGolden(in: package)
        let error = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", as: .png, file: package.testFile) }
        let differs = try #require(error?.differingPicture, "expected a difference, got \(String(describing: error))")
        let paths = ["reference", "actual", "difference"].map { package.artifact("mail.\($0).png") }
        #expect(differs.golden == package.golden("mail.png") && differs.artifacts == paths)
        #expect(
            error?.description.contains(
                "in \(differs.differingPixels) of \(Self.size.width * Self.size.height) pixels\nWritten: \(paths.joined(separator: ", "))") == true)
        #expect(try Self.bytes(paths[0]) == Self.bytes(package.golden("mail.png")))

        let pictures = try paths.map { try PNGImage(decoding: Self.bytes($0)) }
        try #require(pictures.allSatisfy { ($0.width, $0.height) == Self.size })
        let (reference, actual, difference) = (pictures[0], pictures[1], pictures[2])
        func pixel(_ picture: PNGImage, _ x: Int, _ y: Int) -> [UInt8] { Array(picture.pixels[(y * picture.width + x) * 4..<(y * picture.width + x + 1) * 4]) }
        // Every pixel that changed is marked, and only those.
        var marked = 0
        var misplaced: [(x: Int, y: Int)] = []
        for y in 0..<Self.size.height {
            for x in 0..<Self.size.width {
                let highlighted = pixel(difference, x, y) == PictureDifference.highlight
                if highlighted { marked += 1 }
                if highlighted != (pixel(reference, x, y) != pixel(actual, x, y)) { misplaced.append((x, y)) }
            }
        }
        #expect(marked == differs.differingPixels && marked > 0)
        #expect(misplaced.isEmpty, "\(misplaced.count) pixels marked wrong, the first at \(String(describing: misplaced.first))")
        // The focus left Inbox for Drafts: both rows' backgrounds changed; Sent's did not, and shows dimmed.
        #expect(pixel(difference, 300, 130) == PictureDifference.highlight && pixel(difference, 300, 190) == PictureDifference.highlight)
        let sent = pixel(actual, 300, 250)
        #expect(pixel(difference, 300, 250) == [sent[0] / 3, sent[1] / 3, sent[2] / 3, sent[3]] && sent[3] == 255)
    }

    /// With a precision below 1, a picture passes with that share of its
    /// pixels the same; a picture of another size never passes.
    @Test func aPrecisionLetsAShareOfPixelsDiffer() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await Self.focusMovedPastTheGolden(in: package)
        try car.expectScreen(matching: "mail", as: .png(precision: 0.8), file: package.testFile)
        #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", as: .png(precision: 0.9), file: package.testFile) }

        let small = try await connectedMailCar(display: .minimum)
        let error = #expect(throws: TestCarError.self) { try small.expectScreen(matching: "mail", as: .png(precision: 0), file: package.testFile) }
        let differs = try #require(error?.differingPicture, "expected a difference, got \(String(describing: error))")
        #expect(differs.pixels == Self.size.width * Self.size.height && differs.differingPixels > 0)
    }

    @Test func aPNGGoldenThatCannotBeReadSaysWhy() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await connectedMailCar()
        try FileManager.default.createDirectory(atPath: package.golden(""), withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: package.golden("mail.png")))
        let error = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", as: .png, file: package.testFile) }
        #expect(error == .pictureUnavailable("\(package.golden("mail.png")) cannot be read: it is not a PNG"))
    }

    /// A car whose display was recorded as the golden `mail.png` in
    /// `package`, then whose focus moved from Inbox to Drafts.
    static func focusMovedPastTheGolden(in package: GoldenPackage) async throws -> TestCar {
        let car = try await connectedMailCar()
        let recorded = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", as: .png, file: package.testFile) }
        #expect(recorded == .recordedMissing(golden: package.golden("mail.png")))
        try await car.rotate()
        return car
    }

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
}
