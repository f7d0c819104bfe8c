import Foundation
import Testing

/// Every CarPlay template class says how headunit draws it: a direct
/// subclass of `CPTemplate` overrides `body(_:)`. (The compiler cannot
/// demand it: Apple's `CPTemplate` has a public `init()`, which a
/// subclass's initialiser calls by itself, so no initialiser of the base
/// can require the body; a class that forgot would show as an empty list.)
struct TemplateBodyTests {
    @Test func everyTemplateClassOverridesItsBody() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/CarPlay").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var classes: [String: String] = [:]
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /class (CP\w+): CPTemplate\b/) {
                classes[String(match.output.1)] = Self.declaration(of: String(match.output.1), in: text)
            }
        }
        #expect(classes.count >= 12, "\(classes.keys.sorted())")
        for (name, declaration) in classes {
            #expect(declaration.contains("override func body(_ conversion: Conversion) -> TemplateBody"), "\(name) does not say how it is drawn")
        }
    }

    /// The text of the class `name`, from its declaration to its closing brace.
    private static func declaration(of name: String, in text: String) -> String {
        guard let start = text.range(of: "class \(name):") else { return "" }
        var depth = 0
        var opened = false
        var end = text.endIndex
        for index in text[start.lowerBound...].indices {
            if text[index] == "{" {
                depth += 1
                opened = true
            } else if text[index] == "}" {
                depth -= 1
                if opened && depth == 0 {
                    end = index
                    break
                }
            }
        }
        return String(text[start.lowerBound..<end])
    }
}
