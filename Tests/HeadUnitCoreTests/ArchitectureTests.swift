import Foundation
import Testing

/// The rule that is not a suggestion: the core never sees the terminal,
/// nor the disk. It imports the C library's text widths and nothing else:
/// no Glibc, no Foundation, so it cannot open, read or write a file (the
/// host does that, through HeadUnitFiles).
struct ArchitectureTests {
    @Test func theCoreImportsNothingThatReachesTheTerminalOrTheDisk() throws {
        let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/HeadUnitCore").standardized
        let files = try #require(FileManager.default.enumerator(atPath: core.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                #expect(module == "CTextWidth", "\(file) imports \(module)")
            }
        }
    }
}

/// The headunit binary is a static executable linked without Foundation
/// (its ICU alone is tens of megabytes, and the link names no ICU library):
/// a module of the binary that imports Foundation builds and tests in
/// debug, and fails only the release link ("undefined symbol:
/// swift_ucal_open"), as RecordingFile once did.
struct StaticBinaryTests {
    @Test(arguments: ["headunit", "HeadUnitCommands", "HeadUnitCore", "HeadUnitFiles", "HeadUnitTerminal"])
    func theBinarysModulesDoNotImportFoundation(_ module: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/\(module)").standardized
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).contains("import Foundation") }
            #expect(imports.isEmpty, "\(module)/\(file): \(imports.joined(separator: "; "))")
        }
    }
}

/// The core's rooms stand in three tiers, lowest first, and the folder
/// list reads as the data flow: a room names types of its own tier and
/// the tiers below, never of one above. A template kind (the middle tier)
/// knows the car only through `TemplateEnvironment`, never the session.
struct TierTests {
    /// The rooms of `Sources/HeadUnitCore`, by tier: reading documents,
    /// drawing, writing frames and themes; the template kinds, maps, the
    /// rule book and the decoding of templates; the session and its drive,
    /// focus, keys, commands, scripts, scenario loading, lint, the screen's
    /// composition and the interactive loop.
    static let tiers: [[String]] = [
        ["Document", "Drawing", "Writers", "Theme"],
        ["Templates", "Map", "Rules", "Decoding"],
        ["Session", "Car", "Focus", "Keys", "Commands", "Scripts", "Scenario", "Lint", "Doctor", "Layout", "Interactive"],
    ]

    @Test func noRoomNamesATypeOfAHigherTier() throws {
        let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/HeadUnitCore").standardized
        let files = try #require(FileManager.default.enumerator(atPath: core.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var texts: [(file: String, tier: Int, code: String)] = []
        for file in files {
            let room = String(file.split(separator: "/")[0])
            let tier = try #require(Self.tiers.firstIndex { $0.contains(room) }, "\(file): the room \(room) is in no tier")
            let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
            texts.append(
                (
                    file, tier,
                    text.split(separator: "\n").map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0] }.joined(separator: "\n")
                ))
        }
        // Where each type is declared: its lowest tier.
        var declared: [String: Int] = [:]
        for text in texts {
            for match in text.code.matches(
                of:
                    /(?m)^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)/
            ) {
                declared[String(match.output.1)] = min(declared[String(match.output.1)] ?? text.tier, text.tier)
            }
        }
        #expect(declared.count > 200)
        var higher: [String] = []
        for text in texts {
            let names = Set(text.code.matches(of: /\b[A-Z]\w*\b/).map { String($0.output) })
            for name in names.sorted() where (declared[name] ?? 0) > text.tier {
                higher.append("\(text.file) names \(name) (tier \(declared[name]! + 1))")
            }
        }
        #expect(higher.isEmpty, "\(higher.sorted().joined(separator: "\n"))")
    }
}

/// An app's CarPlay code and its tests link what a CarPlay app needs and
/// no more: the `CarPlay` and `CarPlayTesting` libraries reach neither
/// curses nor the command-line tool (only an app's `main.swift` imports
/// `CarPlayHeadUnit`, which brings both). A target's link line is made
/// from its dependencies, as the package manifest declares them.
struct LibraryLinkTests {
    @Test func carPlayAndItsTestingLinkNeitherCursesNorTheCommands() throws {
        let targets = try Self.manifestTargets()
        var closure: Set<String> = []
        var next = ["CarPlay", "CarPlayTesting"]
        while let name = next.popLast() {
            guard closure.insert(name).inserted else { continue }
            next += try #require(targets[name], "no target \(name)").dependencies
        }
        #expect(closure.isSuperset(of: ["CarPlay", "CarPlayTesting", "HeadUnitCore", "UIKit"]))
        #expect(closure.isDisjoint(with: ["CNcursesw", "HeadUnitTerminal", "HeadUnitCommands", "CarPlayHeadUnit"]), "\(closure.sorted())")
        for name in closure {
            let target = try #require(targets[name])
            #expect(!target.settings.contains("ncursesw") && !target.settings.contains("tinfo"), "\(name) links curses: \(target.settings)")
        }
    }

    /// The manifest's targets, by name: their dependencies, and their settings as text.
    private static func manifestTargets() throws -> [String: (dependencies: [String], settings: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        // A scratch folder of its own: the package's is locked while `swift test` runs.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var byName: [String: (dependencies: [String], settings: String)] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { ($0["byName"] ?? $0["target"]) as? [Any] }
            let settings = try JSONSerialization.data(withJSONObject: target["settings"] ?? [])
            byName[name] = (dependencies.compactMap { $0.first as? String }, String(decoding: settings, as: UTF8.self))
        }
        return byName
    }
}
