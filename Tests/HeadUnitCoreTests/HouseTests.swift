import Foundation
import HeadUnitTestSupport
import Testing

@testable import HeadUnitCore

/// The house's own rules, which no compiler checks: every kind has its
/// example in a test folder mirroring its source, every CarPlay rule has a
/// test and its line in the scenario guide, and the steps for a new kind
/// name every file that lists the kinds.
struct HouseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift sources under `folder`, by their path from the package root.
    static func sources(under folder: String) throws -> [String: String] {
        let base = root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var texts: [String: String] = [:]
        for file in files { texts["\(folder)/\(file)"] = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8) }
        return texts
    }

    /// A kind's folder name: `actionSheet` lives in `ActionSheet/`.
    static func folder(of kind: TemplateKind) -> String { kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() }

    /// Every kind has its test folder, mirroring its source folder, with
    /// its example (`KindExample`: a scenario that lints and the schema
    /// accepts, and the screen it draws), and no test folder is a kind's
    /// that is not there.
    @Test func everyKindHasAnExampleInATestFolderMirroringItsSource() throws {
        for kind in TemplateKind.allCases {
            let folder = Self.folder(of: kind)
            let tests = try Self.sources(under: "Tests/HeadUnitCoreTests/Templates/\(folder)")
            let example = tests["Tests/HeadUnitCoreTests/Templates/\(folder)/\(folder)KindTests.swift"]
            #expect(example?.contains("KindExample(\n        kind: .\(kind.rawValue),") == true, "\(folder)/\(folder)KindTests.swift has no example of \(kind)")
            #expect(example?.contains("try Self.example.check()") == true, "\(folder)KindTests does not check its example")
            #expect(try Self.sources(under: "Sources/HeadUnitCore/Templates/\(folder)").count >= 4)
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests/HeadUnitCoreTests/Templates").path)
        let kinds = Set(TemplateKind.allCases.map(Self.folder(of:)))
        #expect(Set(folders.filter { !$0.hasSuffix(".swift") }) == kinds)
    }

    /// A push or present looks at a kind's findings only when the kind
    /// says the car raises one as it is shown: a kind whose rules raise an
    /// exception (`RuleFinding.exception`) says so, and no other does.
    @Test func aKindSaysItRaisesWhenShownExactlyWhenARuleOfItsDoes() throws {
        let kinds = try Self.sources(under: "Sources/HeadUnitCore/Templates").filter { $0.key.hasSuffix("+Content.swift") }
        #expect(kinds.count == TemplateKind.allCases.count)
        for (file, text) in kinds {
            #expect(
                text.contains("static let raisesWhenShown = true") == text.contains(".exception("),
                "\(file): raisesWhenShown must be true exactly when a finding is an exception")
        }
        #expect(TemplateKind.allCases.contains { $0.contentType.raisesWhenShown } && TemplateKind.allCases.contains { !$0.contentType.raisesWhenShown })
    }

    /// Each rule id is named by a test (its exact message, `[rule-id]`, or
    /// its case) and listed where scenario writers read the rules.
    @Test(arguments: CarPlayRule.allCases)
    func everyRuleHasATestAndALineInTheScenarioGuide(_ rule: CarPlayRule) throws {
        let guide = try Self.text("Scenarios/README.md")
        #expect(guide.contains("`\(rule.rawValue)`"), "Scenarios/README.md does not list `\(rule.rawValue)`")
        let tests = try Self.sources(under: "Tests").values.joined(separator: "\n")
        #expect(
            tests.contains("[\(rule.rawValue)]") || tests.contains("\"\(rule.rawValue)\"") || tests.contains("RuleViolation(.\(rule),"),
            "no test names the rule \(rule.rawValue)")
    }

    /// The files of the core, outside the kinds' folders, that list every
    /// kind by name (a switch over them): the edits a new kind needs.
    static func filesListingEveryKind() throws -> Set<String> {
        let sources = try sources(under: "Sources/HeadUnitCore")
        let kindFolders = Set(TemplateKind.allCases.map { "Sources/HeadUnitCore/Templates/\(folder(of: $0))/" })
        var files: Set<String> = []
        for (path, text) in sources where !kindFolders.contains(where: { path.hasPrefix($0) }) {
            if TemplateKind.allCases.allSatisfy({ text.contains(".\($0.rawValue)") }) { files.insert(path) }
        }
        return files
    }

    @Test func theStepsForANewKindNameEveryFileThatListsTheKinds() throws {
        let architecture = try Self.text("docs/ARCHITECTURE.md")
        let start = try #require(architecture.range(of: "### Adding a template kind"))
        let end = try #require(architecture.range(of: "### Adding a CarPlay rule"))
        let steps = architecture[start.upperBound..<end.lowerBound]
        let named = Set(
            steps.matches(of: /`([A-Z][A-Za-z]+\/[A-Za-z+]+\.swift)`/).map { "Sources/HeadUnitCore/\($0.output.1)" })
        let listing = try Self.filesListingEveryKind()
        #expect(listing.count >= 2, "the kinds are listed in TemplateKind and CarPlayLimits at least")
        #expect(listing.isSubset(of: named), "the steps do not name \(listing.subtracting(named).sorted())")
        #expect(named.count <= 3, "a new kind takes one folder and at most 3 edits outside it; the steps name \(named.sorted())")
    }

    /// No type passes 500 lines, its extensions counted with it (a type
    /// that grows past that has more than one job); in the CarPlay library,
    /// whose app's side was split by job (the turn, the scene, the
    /// synchroniser), none passes 250.
    @Test(arguments: [("Sources", 500), ("Sources/CarPlay", 250)])
    func noTypePassesItsSize(folder: String, limit: Int) throws {
        let lines = try Self.typeSizes(under: folder)
        #expect(lines.count > 50)
        let large = lines.filter { $0.value > limit }.map { "\($0.key) (\($0.value) lines)" }.sorted()
        #expect(large.isEmpty, "past \(limit) lines: \(large)")
    }

    /// The lines of each type under `folder`, by module and name
    /// (`HeadUnitCore.SessionState`), its extensions counted with it.
    private static func typeSizes(under folder: String) throws -> [String: Int] {
        var lines: [String: Int] = [:]
        for (path, text) in try sources(under: folder) {
            let module = path.split(separator: "/")[1]
            var owner: String?
            var depth = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if depth == 0,
                    let match = line.firstMatch(
                        of:
                            /^(?:@\w+(?:\([^)]*\))? +)*(?:(?:public|internal|private|fileprivate|package|final|indirect|open) +)*(?:struct|enum|class|extension|protocol|actor) +([A-Za-z_]\w*)/
                    )
                {
                    owner = "\(module).\(match.output.1)"
                }
                if let owner { lines[owner, default: 0] += 1 }
                depth += line.count { $0 == "{" } - line.count { $0 == "}" }
                if depth == 0 { owner = nil }
            }
        }
        return lines
    }

    /// A release build links the functions a start runs first, from the
    /// file Package.swift names: lld stops at a missing file, so it must be
    /// there, one symbol a line, in the seven groups scripts/start-order.sh
    /// writes, each headed by a comment (lld skips a line starting `#`).
    @Test func theReleaseLinkOrderIsThereAndWellFormed() throws {
        #expect(try Self.text("Package.swift").contains("\"/Linking/start-order.txt\""))
        let lines = try Self.text("Linking/start-order.txt").split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let groups = lines.split(omittingEmptySubsequences: false, whereSeparator: { $0.hasPrefix("#") }).dropFirst().map(Array.init)
        let names = groups.flatMap { $0 }
        #expect(lines.first?.hasPrefix("# ") == true && groups.count == 7, "seven groups, each headed by a comment")
        #expect(names.count > 1000, "a start runs thousands of functions")
        #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(" ") }, "one symbol a line")
        #expect(groups.allSatisfy { $0 == $0.sorted() } && Set(names).count == names.count, "each group sorted, each name once, as the script writes it")
        #expect(names.contains { $0.hasPrefix("$s12HeadUnitCore") } && names.contains { $0.hasPrefix("$s16HeadUnitTerminal") })
    }
}
