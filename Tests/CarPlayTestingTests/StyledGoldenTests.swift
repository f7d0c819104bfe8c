import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// A styled golden holds the colours as well as the text: the core's
/// golden document (`headunit snapshot --format golden`), whose style runs
/// name each cell's colour roles. A colour change that leaves the text
/// alone passes the text golden and fails the styled one.
@MainActor struct StyledGoldenTests {
    @Test func aStyledGoldenIsTheCoresGoldenDocument() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await connectedMailCar()
        let recorded = #expect(throws: TestCarError.self) { try car.expectScreen(matching: "mail", as: .styled, file: package.testFile) }
        #expect(recorded == .recordedMissing(golden: package.golden("mail.golden")))
        let document = try String(contentsOfFile: package.golden("mail.golden"), encoding: .utf8)
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = car.screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.first == "# headunit frame 50x15: mail · standard", "\(document)")
        #expect(Array(lines[1...rows.count]) == rows)
        #expect(lines[rows.count + 1].hasPrefix("--- styles "))
        // The focused row, on the focus surface between its edges; its control, focused.
        #expect(lines.contains("3: 0-4 railText/rail, 5 keyline/rail, 6 focusEdge/background, 7-47 focusText/focus, 48 focusEdge/background"), "\(document)")
        #expect(lines.contains("list.0.0 6,3 43x3 focused"), "\(document)")
        try car.expectScreen(matching: "mail", as: .styled, file: package.testFile)
    }

    /// A row the app disables keeps its words and changes its colour role:
    /// the text golden passes, the styled one fails on that row's styles.
    @Test func aDisabledRowPassesTheTextGoldenAndFailsTheStyled() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let enabled = try await connectedMailCar()
        _ = #expect(throws: TestCarError.self) { try enabled.expectScreen(matching: "mail", file: package.testFile) }
        _ = #expect(throws: TestCarError.self) { try enabled.expectScreen(matching: "mail", as: .styled, file: package.testFile) }

        let disabled = try await connectedMailCar(disabled: ["Sent"])
        try disabled.expectScreen(matching: "mail", file: package.testFile)
        let error = #expect(throws: TestCarError.self) { try disabled.expectScreen(matching: "mail", as: .styled, file: package.testFile) }
        let differs = try #require(error?.differingScreen, "expected a difference, got \(String(describing: error))")
        #expect(differs.golden == package.golden("mail.golden") && differs.display == disabled.screen)
        // The row's words in the disabled ink, and its control disabled: nothing else.
        #expect(
            differs.diff == """
                row 27:
                - 9: 0 railText/rail, 1-3 railAccent/rail+bold, 4 railText/rail, 5 keyline/rail
                + 9: 0 railText/rail, 1-3 railAccent/rail+bold, 4 railText/rail, 5 keyline/rail, 8-11 disabled/background
                row 40:
                - list.0.2 6,9 43x3
                + list.0.2 6,9 43x3 disabled
                """)
        #expect(differs.artifacts == [package.artifact("mail.svg"), package.artifact("mail.golden")])
        #expect(try String(contentsOfFile: package.artifact("mail.golden"), encoding: .utf8).contains("disabled/"))
    }
}
