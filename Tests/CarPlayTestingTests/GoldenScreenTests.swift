import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// A list app of one template, for checking the display against goldens.
@MainActor private final class ListDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let items = ["Inbox", "Drafts", "Sent"].map { CPListItem(text: $0, detailText: nil) }
        interfaceController.setRootTemplate(CPListTemplate(title: "Mail", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

/// Text goldens: recorded on request (and the recording run fails), then
/// compared; a difference fails with the diff, the display, and the frame
/// written as SVG beside the test's build output.
@MainActor struct GoldenScreenTests {
    @Test func aRecordingRunWritesTheGoldenAndFailsThenItIsCompared() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carplay-goldens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("MailTests.swift").path
        let car = try await TestCar(delegate: ListDelegate(), category: .communication)
        try await car.connect()
        let golden = folder.appendingPathComponent("__Screens__/mail.txt").path
        let recorded = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", record: true, file: file) }
        #expect(recorded == .recorded(golden: golden))
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == car.screen)
        try car.expectScreen(matching: "mail", record: false, file: file)

        try await car.rotate()
        let differs = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", record: false, file: file) }
        guard case .screenDiffers(let path, let diff, let display, let artifacts) = differs else {
            Issue.record("expected a difference, got \(String(describing: differs))")
            return
        }
        #expect(path == golden && display == car.screen && artifacts.isEmpty, "no package around the temporary folder to write into")
        #expect(diff.hasPrefix("row 4:\n- ") && diff.contains("\n+ "), "\(diff)")
    }

    /// In a package, a failing golden's frame is written as SVG and text
    /// under `.build/carplay-testing/<test file>/`.
    @Test func aFailingGoldensFrameIsWrittenAsSVG() async throws {
        let car = try await TestCar(delegate: ListDelegate(), category: .communication)
        try await car.connect()
        try car.expectScreen(matching: "mail")
        try await car.rotate(2)
        let differs = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail") }
        guard case .screenDiffers(_, _, _, let artifacts) = differs else {
            Issue.record("expected a difference, got \(String(describing: differs))")
            return
        }
        let svg = try #require(artifacts.first { $0.hasSuffix("/.build/carplay-testing/GoldenScreenTests/mail.svg") })
        let document = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(document.hasPrefix("<svg") || document.hasPrefix("<?xml"))
        #expect(document.contains("Drafts") && document.contains("Sent"))
        #expect(differs?.description.contains("Written: \(svg)") == true)
    }
}
