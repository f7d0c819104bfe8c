import HeadUnitCore
import HeadUnitFiles

/// `headunit doctor INFO.plist [--sources DIR]...`: whether an app's
/// Info.plist declares its CarPlay scene as a car needs, each thing wrong
/// a line; exit 0 when the car would show the app, 1 when it would not, 2
/// when the file cannot be read as a property list (as `lint`'s statuses).
enum DoctorCommand: Subcommand {
    static let name = "doctor"
    static let synopsis = "headunit doctor INFO.plist [--sources DIR]..."
    static let summary = "check the CarPlay scene an app's Info.plist declares"
    static let sourcesOption = TextOption(
        name: "sources", placeholder: "DIR",
        help: "a folder of the app's Swift files, where the delegate class is looked for (repeatable; links and hidden folders not followed)")
    static let specs = [sourcesOption.spec, FlagOption.help.spec]

    static let help = Usage.help(
        synopsis,
        """
        Reads an app's Info.plist (XML or binary) and checks its CarPlay scene: the scene manifest, the
        CPTemplateApplicationSceneSessionRoleApplication configuration, its scene and delegate classes, and a
        navigation app's dashboard and instrument cluster scenes. With --sources, the delegate class must be one
        of the app's classes that adopt CPTemplateApplicationSceneDelegate. Each finding one line
        FILE: error|warning|note: message; a verdict follows on stderr.
        Exit status: 0 the car would show the app, 1 it would not, 2 a file unusable.
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: name, help: help) else { return .success }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw .usage(UsageError("doctor: name one Info.plist: headunit doctor App/Info.plist --sources App"))
        }
        let plist: PropertyListValue
        switch PropertyList.load(path: path) {
        case .success(let value): plist = value
        case .failure(let error):
            Output.line("\(path)\(error.location.map { ":\($0)" } ?? ""): error: \(error.message)")
            Output.error("doctor: \(path) cannot be read as a property list, so nothing was checked")
            return .usage
        }
        var sources: SwiftSources?
        let folders = parsed.values(sourcesOption)
        if !folders.isEmpty {
            switch SwiftSources.load(folders: folders) {
            case .success(let read): sources = read
            case .failure(let failure): throw .usage(UsageError("doctor: --sources \(failure.folder): \(failure.error.reason)"))
            }
        }
        let findings = SceneDoctor.examine(plist, sources: sources)
        for finding in findings { Output.line("\(path): \(finding.severity.rawValue): \(finding.message)") }
        Output.error(SceneDoctor.verdict(findings))
        return findings.contains { $0.severity == .error } ? .problems : .success
    }
}
