import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// Text goldens: a missing one recorded in the run that finds it missing,
/// any recorded on request (and the recording run fails), then compared;
/// a difference fails with the diff, the display, and the frame written
/// as SVG beside the test's build output.
@MainActor struct GoldenScreenTests {
    @Test func aRecordingRunWritesTheGoldenAndFailsThenItIsCompared() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carplay-goldens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("MailTests.swift").path
        let car = try await connectedMailCar()
        let golden = folder.appendingPathComponent("__Screens__/mail.txt").path
        let recorded = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", record: true, file: file) }
        #expect(recorded == .recorded(golden: golden))
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == car.screen)
        try car.expectScreen(matching: "mail", record: false, file: file)

        try await car.rotate()
        let error = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", record: false, file: file) }
        let differs = try #require(error?.differingScreen, "expected a difference, got \(String(describing: error))")
        #expect(differs.golden == golden && differs.display == car.screen && differs.artifacts.isEmpty, "no package around the temporary folder to write into")
        #expect(differs.diff.hasPrefix("row 4:\n- ") && differs.diff.contains("\n+ "), "\(differs.diff)")
    }

    /// A missing golden is written in the run that finds it missing, which
    /// fails saying so; the next run checks against it and passes.
    @Test func aMissingGoldenIsRecordedAndTheNextRunPasses() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await connectedMailCar()
        let golden = package.golden("mail.txt")
        let recorded = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", file: package.testFile) }
        #expect(recorded == .recordedMissing(golden: golden))
        #expect(recorded?.description.contains("recorded the display as \(golden)") == true, "\(String(describing: recorded))")
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == car.screen)
        try car.expectScreen(matching: "mail", file: package.testFile)
    }

    /// In a package, a failing golden's frame is written as SVG and text
    /// under `.build/carplay-testing/<test file>/`.
    @Test func aFailingGoldensFrameIsWrittenAsSVG() async throws {
        let car = try await connectedMailCar()
        try car.expectScreen(matching: "mail")
        try await car.rotate(2)
        let error = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail") }
        let differs = try #require(error?.differingScreen, "expected a difference, got \(String(describing: error))")
        let svg = try #require(differs.artifacts.first { $0.hasSuffix("/.build/carplay-testing/GoldenScreenTests/mail.svg") })
        let document = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(document.hasPrefix("<svg") || document.hasPrefix("<?xml"))
        #expect(document.contains("Drafts") && document.contains("Sent"))
        #expect(error?.description.contains("Written: \(svg)") == true)
    }
}
