import Foundation
import Testing

/// The sources follow `.swift-format`, as `swift format lint --strict` checks.
struct SourceFormatTests {
    @Test func sourcesAreFormatted() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "lint", "--strict", "-r", "Sources", "Tests", "Examples", "Package.swift"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swift format lint found:\n\(text)")
        #expect(text.isEmpty, "swift format lint found:\n\(text)")
    }
}
