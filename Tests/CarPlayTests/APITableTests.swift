import Foundation
import Testing

/// The API table of docs/CARPLAY.md is the CarPlay library's public API:
/// every public type and member of `Sources/CarPlay`, `Sources/CarPlayHeadUnit` and of the stand-in
/// modules (UIKit, MediaPlayer, MapKit, CoreLocation, CoreMedia, os, Combine,
/// SwiftUICore, SwiftUI, AVFoundation, Contacts) has its row, every
/// row names one, and the rows of Apple's API headunit does not have yet
/// ("not yet") name nothing in the code.
struct APITableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    @Test func theTableMatchesTheCode() throws {
        let folders = [
            "CarPlay", "CarPlayHeadUnit", "UIKit", "MediaPlayer", "MapKit", "CoreLocation", "CoreMedia", "os", "Combine", "SwiftUICore", "SwiftUI",
            "AVFoundation", "Contacts",
        ].map {
            Self.root.appendingPathComponent("Sources/\($0)")
        }
        let code = try APIScanner.members(in: folders)
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/CARPLAY.md"), encoding: .utf8)
        let rows = APIScanner.tableRows(doc)
        #expect(code.count > 400 && rows.count > 400)
        let notYet = Set(rows.filter { $0.value == "not yet" }.keys)
        let missing = code.subtracting(rows.keys).sorted()
        let stale = Set(rows.keys).subtracting(code).subtracting(notYet).sorted()
        let done = notYet.intersection(code).sorted()
        #expect(missing.isEmpty, "in the code, not in docs/CARPLAY.md: \(missing.joined(separator: "; "))")
        #expect(stale.isEmpty, "in docs/CARPLAY.md, not in the code: \(stale.joined(separator: "; "))")
        #expect(done.isEmpty, "\"not yet\" in docs/CARPLAY.md, but in the code: \(done.joined(separator: "; "))")
        let statuses: Set<String> = ["works", "kept", "says so", "stand-in", "headunit", "not yet"]
        let unknown = rows.filter { !statuses.contains($0.value) }.map { "\($0.key): \($0.value)" }.sorted()
        #expect(unknown.isEmpty, "a status is one of \(statuses.sorted()): \(unknown.joined(separator: "; "))")
        if let dump = ProcessInfo.processInfo.environment["HEADUNIT_API_DUMP"] {
            try code.sorted().joined(separator: "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        }
    }
}

/// Reads a Swift source's public API as `Type member` lines (`CPListItem
/// setText(_:)`, `CPListItem init(text:detailText:)`, `CPMessageLeadingItem
/// cases`, a type or typealias alone as `CPListItem`), and the API table of
/// a document.
enum APIScanner {
    static func members(in folders: [URL]) throws -> Set<String> {
        var members: Set<String> = []
        for folder in folders {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                members.formUnion(scan(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            }
        }
        return members
    }

    /// The rows of the `| type | member | status |` table: `Type member` to status.
    static func tableRows(_ document: String) -> [String: String] {
        var rows: [String: String] = [:]
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        let table = lines.drop { !$0.hasPrefix("| type | member | status |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        for line in table where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let type = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let member = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            rows[member.isEmpty ? type : "\(type) \(member)"] = cells[2]
        }
        return rows
    }

    private struct Scope {
        let name: String
        let depth: Int
        let isProtocol: Bool
        let isEnum: Bool
    }

    static func scan(_ source: String) -> Set<String> {
        var members: Set<String> = []
        var scopes: [Scope] = []
        var depth = 0
        var pending = ""
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            line = stripStrings(line)
            pending += (pending.isEmpty ? "" : " ") + line.trimmingCharacters(in: .whitespaces)
            guard pending.filter({ $0 == "(" }).count <= pending.filter({ $0 == ")" }).count else { continue }
            let statement = pending
            pending = ""
            let words = statement.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "{" || $0 == "<" || $0 == "," }).map(String.init)
            let scope = scopes.last.flatMap { $0.depth == depth - 1 ? $0 : nil }
            let isPublic = words.contains("public") || words.contains("open")
            if isPublic, let index = words.firstIndex(of: "typealias"), index + 1 < words.count {
                // A typealias is a type's name: `CPBarButtonHandler`, `CPListItem.AssistantCellPosition`.
                members.insert(scope.map { "\($0.name).\(words[index + 1])" } ?? words[index + 1])
            } else if let kindIndex = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "extension"].contains($0) }),
                kindIndex + 1 < words.count, !words.contains("func"), !words.contains("var"),
                isPublic || words[kindIndex] == "extension"
            {
                let name = words[kindIndex + 1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                if words[kindIndex] != "extension", scope == nil || isPublic {
                    members.insert(scope.map { "\($0.name).\(name)" } ?? name)
                }
                // A one-line enum (`public enum Style: Int { case a, b }`) has its cases on the line.
                if words[kindIndex] == "enum", words.contains("case"), isPublic {
                    members.insert("\(scope.map { "\($0.name).\(name)" } ?? name) cases")
                }
                if statement.contains("{") {
                    scopes.append(
                        Scope(
                            name: scope.map { "\($0.name).\(name)" } ?? name, depth: depth, isProtocol: words[kindIndex] == "protocol",
                            isEnum: words[kindIndex] == "enum"))
                }
            } else if scope == nil, depth == 0, isPublic, words.contains("func"), let function = member(statement, words) {
                // A function of the module's own: `NSStringFromCPLaneStatus(_:)`.
                members.insert(function)
            } else if scope == nil, depth == 0, isPublic, let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }), index + 1 < words.count {
                members.insert(words[index + 1])
            } else if let scope {
                let exposed = isPublic || scope.isProtocol
                if scope.isEnum, words.first == "case" || (words.first == "public" && words.dropFirst().first == "case") {
                    members.insert("\(scope.name) cases")
                } else if exposed, !words.contains("private") || statement.contains("private(set)"), !words.contains("fileprivate"),
                    let member = member(statement, words)
                {
                    members.insert("\(scope.name) \(member)")
                }
            }
            depth += statement.filter { $0 == "{" }.count - statement.filter { $0 == "}" }.count
            while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
        }
        return members
    }

    /// `name`, `name(label:)` or `init(label:)` of a declaration.
    private static func member(_ statement: String, _ words: [String]) -> String? {
        if let index = words.firstIndex(where: { $0 == "var" || $0 == "let" }), index + 1 < words.count {
            return words[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
        let name: String
        let after: Substring
        if let range = statement.range(of: "func ") {
            let rest = statement[range.upperBound...]
            name = String(rest.prefix { $0 != "(" && $0 != "<" }).trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            after = rest.drop { $0 != "(" }
        } else if let range = statement.range(of: "init"), statement[range.upperBound...].first == "(" || statement[range.upperBound...].first == "?" {
            name = "init"
            after = statement[range.upperBound...].drop { $0 != "(" }
        } else {
            return nil
        }
        return "\(name)(\(labels(after).map { "\($0):" }.joined()))"
    }

    /// The argument labels of a parameter list starting at `(`.
    private static func labels(_ list: Substring) -> [String] {
        var depth = 0
        var angles = 0
        var parameter = ""
        var parameters: [String] = []
        for character in list {
            if character == "<" { angles += 1 }
            if character == ">" && angles > 0 { angles -= 1 }
            if character == "(" {
                depth += 1
                if depth == 1 { continue }
            }
            if character == ")" {
                depth -= 1
                if depth == 0 {
                    parameters.append(parameter)
                    break
                }
            }
            if depth == 1 && angles == 0 && character == "," {
                parameters.append(parameter)
                parameter = ""
            } else if depth >= 1 {
                parameter.append(character)
            }
        }
        return parameters.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map {
            String($0.split(separator: ":").first?.split(separator: " ").first ?? "_")
        }
    }

    /// The line with what string literals hold taken out.
    private static func stripStrings(_ line: String) -> String {
        var result = ""
        var inString = false
        for character in line {
            if character == "\"" {
                inString.toggle()
                result.append(character)
            } else if !inString {
                result.append(character)
            }
        }
        return result
    }
}
