/// One thing `headunit doctor` says of an app's Info.plist.
public struct SceneFinding: Equatable, Sendable {
    public enum Severity: String, Sendable {
        /// The car would not show the app on its screen.
        case error
        /// Something the car may mind, or a navigation app's dashboard or cluster would.
        case warning
        /// What was not checked.
        case note
    }

    public let severity: Severity
    public let message: String
}

/// Whether an app's Info.plist declares its CarPlay scene as a car needs
/// it (the manifest, the car's role, the scene class, the delegate class,
/// a navigation app's dashboard and cluster), and, given the app's Swift
/// sources, whether the delegate class it names adopts the protocol.
/// Apple's documents for each key are cited in `SceneRole`.
public enum SceneDoctor {
    /// What is wrong with `plist`, in the order a reader meets it.
    public static func examine(_ plist: PropertyListValue, sources: SwiftSources?) -> [SceneFinding] {
        var examination = SceneExamination(sources: sources)
        examination.examine(plist)
        return examination.findings
    }

    /// One line: whether the car would show the app, and what was counted.
    public static func verdict(_ findings: [SceneFinding]) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let errors = findings.count { $0.severity == .error }, warnings = findings.count { $0.severity == .warning }
        guard errors == 0 else {
            return "doctor: the car would not show this app: \(counted(errors, "error"))" + (warnings > 0 ? " and \(counted(warnings, "warning"))" : "")
        }
        let unchecked = findings.contains { $0.severity == .note } ? "; its delegate class was not checked (no --sources)" : ""
        return "doctor: the car would show this app" + (warnings > 0 ? ", with \(counted(warnings, "warning"))" : "") + unchecked
    }
}

/// One reading of an Info.plist, its findings gathered as it goes.
private struct SceneExamination {
    let sources: SwiftSources?
    private(set) var findings: [SceneFinding] = []

    init(sources: SwiftSources?) { self.sources = sources }

    mutating func examine(_ plist: PropertyListValue) {
        guard case .dictionary(let info) = plist else {
            report(.error, "the property list is \(plist.kindName), not the dictionary an Info.plist is")
            return
        }
        guard
            let manifest = dictionary(
                "UIApplicationSceneManifest", in: info, of: nil, .error,
                why: "a car shows an app only through the CarPlay scene the manifest declares, under UISceneConfigurations")
        else { return }
        switch manifest["UIApplicationSupportsMultipleScenes"] {
        case .boolean(true): break
        case nil:
            report(.warning, "UIApplicationSceneManifest has no UIApplicationSupportsMultipleScenes: \(Self.multipleScenes)")
        case .boolean(false): report(.warning, "UIApplicationSupportsMultipleScenes is NO: \(Self.multipleScenes)")
        case let other?: report(.warning, "UIApplicationSupportsMultipleScenes is \(other.kindName), not a Boolean: \(Self.multipleScenes)")
        }
        let inCode = missing(SceneRole.carScreen, .error)
        let configurations = dictionary(
            "UISceneConfigurations", in: manifest, of: "UIApplicationSceneManifest", inCode.severity,
            why: "the car finds its scene's configuration there" + inCode.unless)
        guard let configurations else { return }
        examine(SceneRole.carScreen, in: configurations, manifest: manifest)
        for role in [SceneRole.dashboard, SceneRole.instrumentCluster] { examine(role, in: configurations, manifest: manifest) }
    }

    private static let multipleScenes = "Apple's CarPlay example sets it to YES, the car's scene being a second one beside the phone's"

    /// How a missing place for `role`'s configuration is told: at
    /// `severity`, unless the sources name the role in code, where an app
    /// delegate's `application(_:configurationForConnecting:options:)` may
    /// make the configuration (not followed here): then a warning saying so.
    private func missing(_ role: SceneRole, _ severity: SceneFinding.Severity) -> (severity: SceneFinding.Severity, unless: String) {
        guard let place = sources?.placeNaming(role.codeName) ?? sources?.placeNaming(role.key) else { return (severity, "") }
        return (
            .warning,
            "; unless the app delegate returns it from application(_:configurationForConnecting:options:), as the code naming the role at \(place) may (not checked)"
        )
    }

    /// One role's configurations, and for the dashboard and the cluster the switch that turns it on.
    private mutating func examine(_ role: SceneRole, in configurations: PropertyListDictionary, manifest: PropertyListDictionary) {
        if let supportKey = role.supportKey {
            let supported = manifest[supportKey] == .boolean(true)
            if supported, configurations[role.key] == nil {
                report(.warning, "\(supportKey) is YES, but UISceneConfigurations has no \(role.key): \(role.screen) has no scene to show")
            }
            if !supported, configurations[role.key] != nil {
                report(.warning, "UISceneConfigurations has \(role.key), but \(supportKey) is not YES: \(role.screen) does not show the app")
            }
            guard configurations[role.key] != nil else { return }
        }
        let severity: SceneFinding.Severity = role.supportKey == nil ? .error : .warning
        let others = configurations.keys.filter { $0 != role.key }
        let declared = others.isEmpty ? "" : " (it declares \(ValueListing.words(others)))"
        let inCode = missing(role, severity)
        guard
            let value = member(
                role.key, in: configurations, of: "UISceneConfigurations", inCode.severity,
                why: "\(role.screen) has no scene to show\(declared)" + inCode.unless)
        else { return }
        guard case .array(let list) = value else {
            report(severity, "\(role.key) is \(value.kindName), not an array of scene configurations")
            return
        }
        if list.isEmpty { report(severity, "\(role.key) is an empty array: \(role.screen) has no configuration to make its scene from") }
        for (position, item) in list.enumerated() {
            let place = "\(role.key)[\(position)]"
            guard case .dictionary(let configuration) = item else {
                report(severity, "\(place) is \(item.kindName), not a scene configuration's dictionary")
                continue
            }
            examine(configuration, at: place, of: role, severity)
        }
    }

    /// One scene configuration: its scene class, its name and its delegate class.
    private mutating func examine(_ configuration: PropertyListDictionary, at place: String, of role: SceneRole, _ severity: SceneFinding.Severity) {
        switch configuration["UISceneClassName"] {
        case nil, .string(role.sceneClass)?: break
        case .string(let other)?:
            report(
                severity,
                "\(place).UISceneClassName is \"\(other)\", not \(role.sceneClass): CarPlay makes no other scene class (write it, or leave the key out)")
        case let other?: report(severity, "\(place).UISceneClassName is \(other.kindName), not the string \(role.sceneClass)")
        }
        if configuration["UISceneConfigurationName"] == nil {
            report(.warning, "\(place) has no UISceneConfigurationName: Apple's example names each configuration, and an app delegate picks one by its name")
        }
        let why = "\(role.screen) gets the scene, but no delegate hears it connect, so no template is ever shown"
        guard let value = member("UISceneDelegateClassName", in: configuration, of: place, severity, why: why) else { return }
        guard case .string(let written) = value else {
            report(severity, "\(place).UISceneDelegateClassName is \(value.kindName), not a class's name")
            return
        }
        let name = DelegateClassName(written)
        guard !name.className.isEmpty else {
            report(severity, "\(place).UISceneDelegateClassName \"\(written)\" names no class: \(why)")
            return
        }
        examine(name, written: written, at: "\(place).UISceneDelegateClassName", of: role, severity)
    }

    /// The delegate class against the sources: it is there, and adopts the role's protocol.
    private mutating func examine(_ name: DelegateClassName, written: String, at place: String, of role: SceneRole, _ severity: SceneFinding.Severity) {
        let className = name.className
        let moduleless = "UIKit finds a Swift class by $(PRODUCT_MODULE_NAME).\(className), or by \(className) alone only if it is declared @objc(\(className))"
        guard let sources else {
            if name.module == nil { report(.warning, "\(place) \"\(written)\" has no module: \(moduleless)") }
            report(
                .note,
                "\(className) was not looked for: give --sources DIR (the app's Swift files) to check that a class of that name adopts \(role.delegateProtocol)"
            )
            return
        }
        let adopters = sources.adopters(of: role.delegateProtocol)
        let match = adopters.first { name.module == nil ? $0.objcName == className || $0.name == className : $0.name == className }
        if let match {
            if name.module == nil, match.objcName != className {
                report(severity, "\(place) \"\(written)\" has no module, and \(className) (\(match.place)) is a Swift class: \(moduleless)")
            }
            return
        }
        let files = "the \(sources.fileCount) Swift file\(sources.fileCount == 1 ? "" : "s") under \(sources.folderList)"
        let listed = adopters.map { "\($0.name) (\($0.place))" }
        let which = listed.isEmpty ? "none there does" : "the ones that do: \(ValueListing.words(listed))"
        let hint = KeySuggestion.nearest(to: className, in: adopters.map(\.name)).map { "; did you mean \($0)?" } ?? ""
        if let declared = sources.declaredClass(named: className) {
            report(
                severity, "\(place) names \(className) (\(declared.place)), which does not adopt \(role.delegateProtocol) in \(files); \(which)\(hint)")
        } else {
            report(severity, "\(place) names \(className), but no class of that name in \(files) adopts \(role.delegateProtocol); \(which)\(hint)")
        }
    }

    /// The dictionary at `key`, or nil when it is missing or not a dictionary (each reported).
    private mutating func dictionary(
        _ key: String, in dictionary: PropertyListDictionary, of place: String?, _ severity: SceneFinding.Severity, why: String
    ) -> PropertyListDictionary? {
        guard let value = member(key, in: dictionary, of: place, severity, why: why) else { return nil }
        guard case .dictionary(let found) = value else {
            report(severity, "\(key) is \(value.kindName), not a dictionary")
            return nil
        }
        return found
    }

    /// The value at `key`; a missing one is reported, with a key that looks like it misspelt.
    private mutating func member(
        _ key: String, in dictionary: PropertyListDictionary, of place: String?, _ severity: SceneFinding.Severity, why: String
    ) -> PropertyListValue? {
        if let value = dictionary[key] { return value }
        let misspelt = dictionary.keys.first { $0 != key && KeySuggestion.nearest(to: $0, in: [key]) != nil }
        let hint = misspelt.map { " (\"\($0)\" looks like it, misspelt)" } ?? ""
        report(severity, "\(place.map { "\($0) has no " } ?? "no ")\(key)\(hint): \(why)")
        return nil
    }

    private mutating func report(_ severity: SceneFinding.Severity, _ message: String) {
        findings.append(SceneFinding(severity: severity, message: message))
    }
}
