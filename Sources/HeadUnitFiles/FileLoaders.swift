import HeadUnitCore

/// The files the core reads from bytes, read from the disk: a scenario,
/// a key map, a theme by name or path. The core never touches a file; a
/// host reads one here and hands the core its bytes.
extension JSONFile {
    /// The bytes of the file at `path` (under `folder`, never through a
    /// link leading out of it, when one is given), or why it cannot be
    /// read, as a diagnostic at the file's start.
    static func bytes(_ path: String, under folder: String? = nil, limit: Int) -> Result<[UInt8], Diagnostic> {
        LocalFile.read(path, under: folder, limit: limit).mapError { error in
            let rule: FormatRule = error == .tooLarge(limit: limit) ? .fileSize : .unreadable
            return Diagnostic(.error, rule, error.reason, at: SourceLocation(line: 1, column: 1), path: "$")
        }
    }
}

extension ScenarioLoader {
    /// Loads a scenario file.
    public static func load(path: String, cars: [CarProfile] = []) -> ScenarioLoadResult {
        switch JSONFile.bytes(path, limit: maximumFileSize) {
        case .success(let bytes): load(bytes: bytes, file: path, cars: cars)
        case .failure(let diagnostic): ScenarioLoadResult(scenario: nil, diagnostics: [diagnostic], isUnusable: true)
        }
    }
}

extension KeyMapLoader {
    /// The key map in the file at `path`, or the problems that stop it from being used.
    public static func load(path: String) -> Result<KeyMap, KeyMapFailure> {
        switch JSONFile.bytes(path, limit: 1 << 20) {
        case .success(let bytes): load(bytes: bytes)
        case .failure(let diagnostic): .failure(KeyMapFailure(diagnostics: [diagnostic]))
        }
    }
}

extension ThemeLoader {
    /// A shipped theme by name, or a theme file by path (`amber`,
    /// `./my.json`); with `folder`, a path under it (a script's), never
    /// through a link leading out of it.
    public static func theme(named nameOrPath: String, under folder: String? = nil) -> Result<Theme, ThemeFailure> {
        if let shipped = shippedTheme(named: nameOrPath) { return shipped }
        guard isFile(nameOrPath) else {
            let names = shippedNames.joined(separator: ", ")
            let diagnostic = Diagnostic(
                .error, .unknownTheme, "no theme is named '\(nameOrPath)': use \(names), or a theme file's path", at: SourceLocation(line: 1, column: 1),
                path: "$")
            return .failure(ThemeFailure(diagnostics: [diagnostic], file: nil))
        }
        let file = LocalFile.path(nameOrPath, in: folder)
        switch JSONFile.bytes(nameOrPath, under: folder, limit: 1 << 20) {
        case .success(let bytes): return load(bytes: bytes).mapError { ThemeFailure(diagnostics: $0.diagnostics, file: file) }
        case .failure(let diagnostic): return .failure(ThemeFailure(diagnostics: [diagnostic], file: file))
        }
    }
}

extension CarProfileLoader {
    /// A shipped car by name, or a car file by path (`knob-only`,
    /// `./my-car.json`); nil for a name that is neither.
    public static func car(named nameOrPath: String) -> Result<CarProfile, CarFailure>? {
        if let shipped = shippedCar(named: nameOrPath) { return shipped }
        guard isFile(nameOrPath) else { return nil }
        switch JSONFile.bytes(nameOrPath, limit: 1 << 20) {
        case .success(let bytes): return load(bytes: bytes).mapError { CarFailure(diagnostics: $0.diagnostics, file: nameOrPath) }
        case .failure(let diagnostic): return .failure(CarFailure(diagnostics: [diagnostic], file: nameOrPath))
        }
    }
}
