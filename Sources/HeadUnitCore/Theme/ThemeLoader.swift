/// Reads theme files, reporting problems like a scenario's: file, line,
/// column, rule. A theme must give every colour role in both appearances.
public enum ThemeLoader {
    /// The files of the shipped themes by name, in the order `headunit
    /// themes` lists them; each is read only when asked for, as start-up
    /// needs one.
    static let shipped: [(name: String, bytes: [UInt8])] = [
        ("default", PackageResources.theme_default_json), ("high-contrast", PackageResources.theme_high_contrast_json),
        ("amber", PackageResources.theme_amber_json), ("mono", PackageResources.theme_mono_json),
    ]

    /// The themes shipped in the binary, in the order `headunit themes` lists them.
    public static var builtIn: [Theme] {
        shipped.compactMap { try? load(bytes: $0.bytes).get() }
    }

    /// The default theme.
    public static let standard: Theme = {
        guard let theme = try? load(bytes: shipped[0].bytes).get() else { preconditionFailure("the default theme does not load") }
        return theme
    }()

    /// Whether `theme(named:)` reads `nameOrPath` as a file: it holds a `/` or ends in `.json`.
    public static func isFile(_ nameOrPath: String) -> Bool {
        nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
    }

    /// A shipped theme by name; nil for a name no shipped theme has.
    public static func shippedTheme(named name: String) -> Result<Theme, ThemeFailure>? {
        if name == standard.name { return .success(standard) }
        guard let file = shipped.first(where: { $0.name == name }) else { return nil }
        return load(bytes: file.bytes).mapError { ThemeFailure(diagnostics: $0.diagnostics, file: name) }
    }

    /// The names of the shipped themes, in order.
    public static var shippedNames: [String] { shipped.map(\.name) }

    /// A theme from a file's bytes.
    public static func load(bytes: [UInt8]) -> Result<Theme, ThemeFailure> {
        let document: JSONNode
        switch JSONFile.document(bytes) {
        case .success(let parsed): document = parsed
        case .failure(let diagnostic): return .failure(ThemeFailure(diagnostics: [diagnostic], file: ""))
        }
        var reader = DocumentReader()
        let keys = ["$schema", "headunit-theme", "name", "summary", "glyphs", "day", "night"]
        guard let fields = reader.object(document, at: "$", accepts: keys, requires: ["headunit-theme", "name", "day", "night"], what: "a theme") else {
            return .failure(ThemeFailure(diagnostics: reader.diagnostics, file: ""))
        }
        if let version = fields["headunit-theme"], version.value != .number(1) {
            reader.error(.formatVersion, "\"headunit-theme\" must be 1, the theme format this build reads", at: version.location, path: "$.headunit-theme")
        }
        let name = reader.string(fields, "name") ?? ""
        let summary = reader.string(fields, "summary") ?? ""
        let glyphs = fields["glyphs"].map { readGlyphs($0, reader: &reader) } ?? .rounded
        let day = fields["day"].flatMap { readPalette($0, at: "$.day", reader: &reader) }
        let night = fields["night"].flatMap { readPalette($0, at: "$.night", reader: &reader) }
        guard let day, let night, !reader.diagnostics.contains(where: { $0.severity == .error }) else {
            return .failure(ThemeFailure(diagnostics: reader.diagnostics.sorted(), file: ""))
        }
        return .success(Theme(name: name, summary: summary, day: day, night: night, glyphs: glyphs))
    }

    private static func readPalette(_ node: JSONNode, at path: DocumentPath, reader: inout DocumentReader) -> Palette? {
        guard
            let fields = reader.object(
                node, at: path, accepts: ["ink", "surface"], requires: ["ink", "surface"], what: "\"\(path.description.dropFirst(2))\"")
        else {
            return nil
        }
        let inks = fields["ink"].flatMap { readColours($0, at: path.member("ink"), roles: Ink.allCases.map(\.name), reader: &reader) }
        let surfaces = fields["surface"].flatMap { readColours($0, at: path.member("surface"), roles: Surface.allCases.map(\.name), reader: &reader) }
        guard let inks, let surfaces else { return nil }
        return Palette(ink: { inks[Int($0.rawValue)] }, surface: { surfaces[Int($0.rawValue)] })
    }

    /// The colours of `roles`, in their order; nil unless every one is given and good.
    private static func readColours(_ node: JSONNode, at path: DocumentPath, roles: [String], reader: inout DocumentReader) -> [RGB]? {
        guard let fields = reader.object(node, at: path, accepts: roles, requires: roles, what: "\"\(path.description.dropFirst(2))\"") else { return nil }
        var colours: [RGB] = []
        for role in roles {
            guard let value = fields[role], let text = reader.string(value, at: path.member(role), what: "the colour of \"\(role)\"") else { continue }
            guard let colour = RGB(hex: text) else {
                reader.error(
                    .badColour, "the colour of \"\(role)\" must be written #rrggbb; it is \"\(Escaped.value(text, limit: 32))\"", at: value.location,
                    path: "\(path).\(role)")
                continue
            }
            colours.append(colour)
        }
        return colours.count == roles.count ? colours : nil
    }

    private static func readGlyphs(_ node: JSONNode, reader: inout DocumentReader) -> Glyphs {
        guard let fields = reader.object(node, at: "$.glyphs", accepts: ["box", "focusMarks"], what: "\"glyphs\"") else { return .rounded }
        var glyphs: Glyphs = .rounded
        if let box = fields["box"], let text = reader.string(box, at: "$.glyphs.box", what: "\"box\"") {
            switch text {
            case "rounded": glyphs = .rounded
            case "square": glyphs = .square
            default:
                reader.error(
                    .badValue, "\"box\" must be \"rounded\" or \"square\"; it is \"\(Escaped.value(text, limit: 32))\"", at: box.location,
                    path: "$.glyphs.box")
            }
        }
        if let marks = reader.strings(fields, "focusMarks") {
            let scalars = marks.compactMap { $0.unicodeScalars.count == 1 && TextWidth.columns(of: $0) == 1 ? $0.unicodeScalars.first : nil }
            if marks.count == 2, scalars.count == 2 {
                glyphs.focusLeft = Character(scalars[0])
                glyphs.focusRight = Character(scalars[1])
            } else {
                reader.error(
                    .badValue, "\"focusMarks\" must be two glyphs one column wide, left and right", at: fields["focusMarks"]!.location,
                    path: "$.glyphs.focusMarks")
            }
        }
        return glyphs
    }
}

/// Why a theme cannot be used.
public struct ThemeFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]
    /// The file it came from, for diagnostics; nil when no file was named
    /// (a name that is no shipped theme).
    public let file: String?

    package init(diagnostics: [Diagnostic], file: String?) {
        self.diagnostics = diagnostics
        self.file = file
    }

    /// The problems as lines: `FILE:LINE:COLUMN: error: ...` for a file's,
    /// the bare message for a name that is no theme (it has no position).
    public var lines: [String] {
        guard let file else { return diagnostics.map(\.message) }
        return diagnostics.map { $0.formatted(file: file) }
    }
}
