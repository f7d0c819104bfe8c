import Foundation
import HeadUnitTestSupport
import Testing

/// `headunit doctor`, run as a user runs it on an app's Info.plist and
/// Swift files (`Fixtures/Doctor`: a plist as Xcode writes one, and an app
/// whose delegate adopts the protocol in an extension).
final class DoctorCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Doctor").path
    static let plist = fixtures + "/Info.plist"
    static let app = fixtures + "/App"

    /// The test's own folder for the files it writes, gone when the test ends.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-doctor-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false) }

    deinit { try? FileManager.default.removeItem(at: scratch) }

    /// The fixture with `text` put for `original`, written to the scratch folder.
    func variant(_ original: String, _ text: String) throws -> String {
        let fixture = try String(contentsOfFile: Self.plist, encoding: .utf8)
        try #require(fixture.contains(original), "the fixture holds \(original)")
        let file = scratch.appendingPathComponent("Info-\(UUID().uuidString).plist")
        try Data(fixture.replacingOccurrences(of: original, with: text).utf8).write(to: file)
        return file.path
    }

    @Test func aCorrectPlistPassesWithItsDelegateFound() throws {
        let result = try ToolProcess.run(["doctor", Self.plist, "--sources", Self.app])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "doctor: the car would show this app\n")
    }

    @Test func withoutSourcesTheClassIsNotChecked() throws {
        let result = try ToolProcess.run(["doctor", Self.plist])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "\(Self.plist): note: CarPlaySceneDelegate was not looked for: give --sources DIR (the app's Swift files) to check that a class of that name adopts CPTemplateApplicationSceneDelegate\n"
        )
        #expect(result.stderr == "doctor: the car would show this app; its delegate class was not checked (no --sources)\n")
    }

    @Test func aBinaryPlistIsRead() throws {
        let object = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: Self.plist)), format: nil)
        let binary = scratch.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0).write(to: binary)
        let good = try ToolProcess.run(["doctor", binary.path, "--sources", Self.app])
        #expect(good.status == 0)
        #expect(good.stderr == "doctor: the car would show this app\n")
        var broken = try #require(object as? [String: Any])
        broken["UIApplicationSceneManifest"] = nil
        try PropertyListSerialization.data(fromPropertyList: broken, format: .binary, options: 0).write(to: binary)
        let missing = try ToolProcess.run(["doctor", binary.path])
        #expect(missing.status == 1)
        #expect(missing.lines.first?.hasPrefix("\(binary.path): error: no UIApplicationSceneManifest: ") == true, "\(missing.stdout)")
    }

    /// The fixture spoilt one way: the text put for its `original`, and
    /// every line `doctor --sources` then prints (`{file}` stands for the
    /// spoilt file, `{app}` for the sources' folder).
    struct Spoilt: Sendable, CustomStringConvertible {
        let description: String
        let original: String
        let replacement: String
        let lines: [String]
        let verdict: String
    }

    static let configuration =
        "<string>CPTemplateApplicationScene</string>\n\t\t\t\t\t<key>UISceneConfigurationName</key>\n\t\t\t\t\t<string>CarPlay</string>\n"
    static let delegate = "$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate"

    static let spoilt = [
        Spoilt(
            description: "a missing manifest", original: "<key>UIApplicationSceneManifest</key>", replacement: "<key>UIApplicationSceneManfest</key>",
            lines: [
                "{file}: error: no UIApplicationSceneManifest (\"UIApplicationSceneManfest\" looks like it, misspelt): a car shows an app only through the CarPlay scene the manifest declares, under UISceneConfigurations"
            ], verdict: "1 error"),
        Spoilt(
            description: "a missing CarPlay role", original: "<key>CPTemplateApplicationSceneSessionRoleApplication</key>",
            replacement: "<key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>",
            lines: [
                "{file}: error: UISceneConfigurations has no CPTemplateApplicationSceneSessionRoleApplication: the car's screen has no scene to show (it declares UIWindowSceneSessionRoleApplication and UIWindowSceneSessionRoleExternalDisplayNonInteractive)"
            ], verdict: "1 error"),
        Spoilt(
            description: "an empty role", original: "<key>CPTemplateApplicationSceneSessionRoleApplication</key>\n\t\t\t<array>",
            replacement: "<key>CPTemplateApplicationSceneSessionRoleApplication</key>\n\t\t\t<array/><key>Unused</key><array>",
            lines: [
                "{file}: error: CPTemplateApplicationSceneSessionRoleApplication is an empty array: the car's screen has no configuration to make its scene from"
            ], verdict: "1 error"),
        Spoilt(
            description: "a misspelt delegate class", original: delegate, replacement: "$(PRODUCT_MODULE_NAME).CarPlaySceneDelegat",
            lines: [
                "{file}: error: CPTemplateApplicationSceneSessionRoleApplication[0].UISceneDelegateClassName names CarPlaySceneDelegat, but no class of that name in the 2 Swift files under {app} adopts CPTemplateApplicationSceneDelegate; the ones that do: CarPlaySceneDelegate ({app}/CarPlaySceneDelegate.swift:5); did you mean CarPlaySceneDelegate?"
            ], verdict: "1 error"),
        Spoilt(
            description: "a class that does not adopt the protocol", original: delegate, replacement: "MyApp.SceneDelegate",
            lines: [
                "{file}: error: CPTemplateApplicationSceneSessionRoleApplication[0].UISceneDelegateClassName names SceneDelegate ({app}/SceneDelegate.swift:4), which does not adopt CPTemplateApplicationSceneDelegate in the 2 Swift files under {app}; the ones that do: CarPlaySceneDelegate ({app}/CarPlaySceneDelegate.swift:5)"
            ], verdict: "1 error"),
        Spoilt(
            description: "a Swift class without its module", original: delegate, replacement: "CarPlaySceneDelegate",
            lines: [
                "{file}: error: CPTemplateApplicationSceneSessionRoleApplication[0].UISceneDelegateClassName \"CarPlaySceneDelegate\" has no module, and CarPlaySceneDelegate ({app}/CarPlaySceneDelegate.swift:5) is a Swift class: UIKit finds a Swift class by $(PRODUCT_MODULE_NAME).CarPlaySceneDelegate, or by CarPlaySceneDelegate alone only if it is declared @objc(CarPlaySceneDelegate)"
            ], verdict: "1 error"),
        Spoilt(
            description: "a missing delegate class and a misspelt scene class",
            original: configuration + "\t\t\t\t\t<key>UISceneDelegateClassName</key>\n\t\t\t\t\t<string>\(delegate)</string>",
            replacement: configuration.replacingOccurrences(of: "Scene</string>", with: "Scen</string>"),
            lines: [
                "{file}: error: CPTemplateApplicationSceneSessionRoleApplication[0].UISceneClassName is \"CPTemplateApplicationScen\", not CPTemplateApplicationScene: CarPlay makes no other scene class (write it, or leave the key out)",
                "{file}: error: CPTemplateApplicationSceneSessionRoleApplication[0] has no UISceneDelegateClassName: the car's screen gets the scene, but no delegate hears it connect, so no template is ever shown",
            ], verdict: "2 errors"),
        Spoilt(
            description: "a navigation app's dashboard and cluster, and the car's role gone", original: "<key>UISceneConfigurations</key>",
            replacement:
                "<key>CPSupportsDashboardNavigationScene</key><true/><key>UISceneConfigurations</key><dict><key>CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication</key><array><dict><key>UISceneConfigurationName</key><string>Cluster</string><key>UISceneDelegateClassName</key><string>Nav.ClusterDelegate</string></dict></array></dict><key>Unused</key>",
            lines: [
                "{file}: error: UISceneConfigurations has no CPTemplateApplicationSceneSessionRoleApplication: the car's screen has no scene to show (it declares CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication)",
                "{file}: warning: CPSupportsDashboardNavigationScene is YES, but UISceneConfigurations has no CPTemplateApplicationDashboardSceneSessionRoleApplication: the CarPlay Dashboard has no scene to show",
                "{file}: warning: UISceneConfigurations has CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication, but CPSupportsInstrumentClusterNavigationScene is not YES: the instrument cluster does not show the app",
                "{file}: warning: CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication[0].UISceneDelegateClassName names ClusterDelegate, but no class of that name in the 2 Swift files under {app} adopts CPTemplateApplicationInstrumentClusterSceneDelegate; none there does",
            ], verdict: "1 error and 3 warnings"),
    ]

    @Test(arguments: spoilt)
    func aSpoiltDeclarationIsNamed(_ spoilt: Spoilt) throws {
        let file = try variant(spoilt.original, spoilt.replacement)
        let result = try ToolProcess.run(["doctor", file, "--sources", Self.app])
        #expect(result.status == 1)
        #expect(result.lines == spoilt.lines.map { $0.replacingOccurrences(of: "{file}", with: file).replacingOccurrences(of: "{app}", with: Self.app) })
        #expect(result.stderr == "doctor: the car would not show this app: \(spoilt.verdict)\n")
    }

    @Test func aRoleNamedInCodeMakesAMissingOneAWarning() throws {
        let code = scratch.appendingPathComponent("Code")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: false)
        try Data("final class AppDelegate {\n    let car = UISceneSession.Role.carTemplateApplication\n}\n".utf8).write(
            to: code.appendingPathComponent("AppDelegate.swift"))
        let file = try variant("<key>CPTemplateApplicationSceneSessionRoleApplication</key>", "<key>CPTemplateApplicationSceneSessionRoleApplicaton</key>")
        let result = try ToolProcess.run(["doctor", file, "--sources", code.path])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "\(file): warning: UISceneConfigurations has no CPTemplateApplicationSceneSessionRoleApplication (\"CPTemplateApplicationSceneSessionRoleApplicaton\" looks like it, misspelt): the car's screen has no scene to show (it declares UIWindowSceneSessionRoleApplication and CPTemplateApplicationSceneSessionRoleApplicaton); unless the app delegate returns it from application(_:configurationForConnecting:options:), as the code naming the role at \(code.path)/AppDelegate.swift:2 may (not checked)\n"
        )
    }

    @Test func malformedXMLIsRefusedWithItsPlace() throws {
        let file = try variant("<string>CarPlay</string>", "<string>CarPlay</strin>")
        let result = try ToolProcess.run(["doctor", file])
        #expect(result.status == 2)
        #expect(result.stdout == "\(file):28:21: error: </strin> does not close <string>, opened at 28:6\n")
        #expect(result.stderr == "doctor: \(file) cannot be read as a property list, so nothing was checked\n")
    }

    @Test func aFolderOrAFIFOIsRefusedWithoutBlocking() throws {
        let fifo = scratch.appendingPathComponent("Info.plist").path
        try #require(mkfifo(fifo, 0o600) == 0)
        for path in [scratch.path, fifo] {
            let result = try ToolProcess.run(["doctor", path])
            #expect(result.status == 2)
            #expect(result.stdout == "\(path): error: it is not a regular file (a folder, a FIFO or a device)\n")
            #expect(result.stderr == "doctor: \(path) cannot be read as a property list, so nothing was checked\n")
        }
    }

    @Test func sourcesAreReadWithinTheirFolderOnly() throws {
        // The delegate reached only through a link out of the folder, and in a hidden folder: neither is read.
        let sources = scratch.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sources.appendingPathComponent("Linked").path, withDestinationPath: Self.app)
        try FileManager.default.createSymbolicLink(
            atPath: sources.appendingPathComponent("Linked.swift").path, withDestinationPath: Self.app + "/CarPlaySceneDelegate.swift")
        try FileManager.default.copyItem(
            atPath: Self.app + "/CarPlaySceneDelegate.swift", toPath: sources.appendingPathComponent(".build/CarPlaySceneDelegate.swift").path)
        let result = try ToolProcess.run(["doctor", Self.plist, "--sources", sources.path, "--sources", sources.path + "/"])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "\(Self.plist): error: CPTemplateApplicationSceneSessionRoleApplication[0].UISceneDelegateClassName names CarPlaySceneDelegate, but no class of that name in the 0 Swift files under \(sources.path) and \(sources.path)/ adopts CPTemplateApplicationSceneDelegate; none there does\n"
        )
    }

    @Test(arguments: [
        (["doctor"], "headunit doctor: name one Info.plist: headunit doctor App/Info.plist --sources App\n"),
        (["doctor", "a.plist", "b.plist"], "headunit doctor: name one Info.plist: headunit doctor App/Info.plist --sources App\n"),
        (["doctor", plist, "--sources", "/no/such/folder"], "headunit doctor: --sources /no/such/folder: the folder does not exist\n"),
        (["doctor", plist, "--sources", plist], "headunit doctor: --sources \(plist): it is not a folder\n"),
        (["doctor", plist, "--source", "App"], "headunit doctor: unknown option '--source'; accepted: --sources, --help\n"),
    ])
    func usageMistakesGetOneLineAndStatus2(_ arguments: [String], _ message: String) throws {
        let result = try ToolProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }
}
