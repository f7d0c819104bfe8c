import Foundation
import HeadUnitCore

/// Checking the display against a text golden kept beside the test.
extension TestCar {
    /// Checks that the display is the golden named `name`: the text in
    /// `__Screens__/NAME.txt` beside the test file. When it differs the
    /// error shows the diff and the display, and the frame is written as an
    /// SVG (and as text) under the package's `.build/carplay-testing/`. With
    /// `CARPLAY_RECORD=1` in the environment the golden is written instead,
    /// and the test fails, so that a recording run is never taken for a
    /// passing one; `record` says so for this golden alone.
    public func expectScreen(matching name: String, record: Bool? = nil, file: String = #filePath) throws {
        let testFile = URL(fileURLWithPath: file)
        let golden = testFile.deletingLastPathComponent().appendingPathComponent("__Screens__").appendingPathComponent("\(name).txt")
        let actual = screen
        if record ?? (ProcessInfo.processInfo.environment["CARPLAY_RECORD"] == "1") {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: golden)
            throw TestCarError.recorded(golden: golden.path)
        }
        let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? ""
        guard expected != actual else { return }
        let artifacts = writeArtifacts(name: name, testFile: testFile)
        let diff = expected.isEmpty ? "(no golden yet: CARPLAY_RECORD=1 writes it)" : ScreenDiff.lines(expected: expected, actual: actual)
        throw TestCarError.screenDiffers(golden: golden.path, diff: diff, display: actual, artifacts: artifacts)
    }

    /// Writes the failing frame as SVG and text under the package's
    /// `.build/carplay-testing/TESTFILE/`; the paths written.
    private func writeArtifacts(name: String, testFile: URL) -> [String] {
        guard let package = Self.packageRoot(of: testFile) else { return [] }
        let folder = package.appendingPathComponent(".build/carplay-testing").appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let frame = driver.screen.frame
        let palette = ThemeLoader.standard.palette(driver.state.appearance)
        let files = [
            (folder.appendingPathComponent("\(name).svg"), SVGWriter.document(of: frame, palette: palette, title: name)),
            (folder.appendingPathComponent("\(name).txt"), screen),
        ]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (url, text) in files { try Data(text.utf8).write(to: url) }
        } catch {
            return []
        }
        return files.map(\.0.path)
    }

    /// The folder of the package the test file belongs to: the nearest
    /// above it that holds a Package.swift.
    static func packageRoot(of file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}

/// The rows of two screens that differ, as `-` the golden's and `+` the display's.
enum ScreenDiff {
    static func lines(expected: String, actual: String) -> String {
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for row in 0..<max(wanted.count, shown.count) {
            let was = row < wanted.count ? String(wanted[row]) : nil
            let now = row < shown.count ? String(shown[row]) : nil
            guard was != now else { continue }
            out.append("row \(row + 1):")
            if let was { out.append("- \(was)") }
            if let now { out.append("+ \(now)") }
        }
        return out.joined(separator: "\n")
    }
}
