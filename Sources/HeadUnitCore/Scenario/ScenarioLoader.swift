/// Loads scenario files: reads, parses, decodes and reports, never throwing.
public enum ScenarioLoader {
    /// The largest scenario file read, in bytes.
    public static let maximumFileSize = 16 << 20

    /// Loads a scenario from its bytes; `file` is the name diagnostics print.
    /// `validate: false` skips the rule checks and `scripts: false` the
    /// scripts (for the embedded files, which tests lint and run).
    ///
    /// Each template is decoded as the parse passes it and its values let
    /// go; the places of problems are then found in the bytes, which are
    /// kept: a large file's values are never all held at once, beside the
    /// app made of them.
    public static func load(bytes: [UInt8], file: String, validate: Bool = true, scripts: Bool = true, cars: [CarProfile] = []) -> ScenarioLoadResult {
        var decoder = ScenarioDecoder()
        decoder.readsScripts = scripts
        let parsed = JSONFile.document(bytes, handingOverMembersOf: "templates") { decoder.read(template: $0) }
        let document: JSONNode
        switch parsed {
        case .success(let parsed): document = parsed
        case .failure(let diagnostic): return ScenarioLoadResult(scenario: nil, diagnostics: [diagnostic], isUnusable: true)
        }
        guard case .object = document.value else {
            let diagnostic = Diagnostic(
                .error, .wrongType, "a scenario must be a JSON object, not \(document.value.typeName)", at: document.location, path: "$")
            return ScenarioLoadResult(scenario: nil, diagnostics: [diagnostic], isUnusable: true)
        }
        decoder.reader.document = document
        let app = decoder.decode(document)
        let scenario = app.map { Scenario(app: $0, file: file) }
        var diagnostics = decoder.reader.diagnostics
        if let app, validate {
            // The decoder and the rule checks can meet the same problem (a
            // missing template): each rule and place once. The reader's own
            // are all kept: an object can miss two keys.
            var seen = Set(diagnostics.map { [$0.rule.id, $0.path] })
            diagnostics += ScenarioValidator.diagnostics(for: app, locations: decoder.reader.locations, cars: cars).filter {
                seen.insert([$0.rule.id, $0.path]).inserted
            }
        }
        diagnostics.sort()
        var omitted = (errors: decoder.reader.omittedErrors, warnings: 0)
        if diagnostics.count > DocumentReader.maximumDiagnostics {
            let dropped = diagnostics[DocumentReader.maximumDiagnostics...]
            omitted.errors += dropped.count { $0.severity == .error }
            omitted.warnings += dropped.count { $0.severity == .warning }
            diagnostics.removeSubrange(DocumentReader.maximumDiagnostics...)
        }
        return ScenarioLoadResult(scenario: scenario, diagnostics: diagnostics, isUnusable: false, omitted: omitted)
    }

    /// The embedded tour: every general template, used when no file is
    /// given. Read once, without its scripts, which a first frame does not
    /// need (they are `tourScripts`); a test lints it like any shipped scenario.
    public static let tour = embedded(PackageResources.tour_json, file: "tour.json", scripts: false)

    /// The embedded tour's scripts, for the commands that run them; read
    /// only when one does.
    public static let tourScripts = embedded(PackageResources.tour_json, file: "tour.json").app.scripts

    /// The embedded navigation flow (Scenarios/navigation.json), for the
    /// bench's map and guidance figures.
    public static let navigation = embedded(PackageResources.navigation_json, file: "navigation.json")

    private static func embedded(_ bytes: [UInt8], file: String, scripts: Bool = true) -> Scenario {
        let result = load(bytes: bytes, file: file, validate: false, scripts: scripts)
        guard let scenario = result.scenario else {
            preconditionFailure("the embedded \(file) does not load: \(result.diagnostics.map { $0.formatted(file: file) })")
        }
        return scenario
    }
}
