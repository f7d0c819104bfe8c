import Testing

@testable import HeadUnitCore

/// How `doctor --sources` reads an app's Swift files: declarations, not
/// comments or strings, and adoption however it is written.
struct SwiftSourcesTests {
    static let source = #"""
        import CarPlay
        // class Commented: CPTemplateApplicationSceneDelegate {}
        /* class Block: CPTemplateApplicationSceneDelegate { /* nested */ } */
        let text = "class Quoted: CPTemplateApplicationSceneDelegate \(value("class Inner: X"))"
        let raw = #"class Raw: CPTemplateApplicationSceneDelegate \(1)"#
        let multi = """
            class Multi: CPTemplateApplicationSceneDelegate
            """
        @objc(CarPlayDelegate) @MainActor
        final class CarPlaySceneDelegate: UIResponder, @preconcurrency CarPlay.CPTemplateApplicationSceneDelegate {
            class func make() -> Self { fatalError() }
            class var shared: Int { 0 }
        }
        protocol CarScene: CPTemplateApplicationSceneDelegate {}
        class Base<T>: NSObject where T: Sendable {}
        class Derived: Base<Int>, CarScene {}
        extension MyApp.Later: CPTemplateApplicationSceneDelegate {}
        """#

    @Test func declarationsAreReadPastCommentsAndStrings() {
        typealias Declaration = SwiftDeclarationScanner.Declaration
        #expect(
            SwiftDeclarationScanner.declarations(in: Self.source) == [
                Declaration(
                    kind: .class, name: "CarPlaySceneDelegate", inherits: ["UIResponder", "CPTemplateApplicationSceneDelegate"], objcName: "CarPlayDelegate",
                    line: 10),
                Declaration(kind: .protocol, name: "CarScene", inherits: ["CPTemplateApplicationSceneDelegate"], objcName: nil, line: 14),
                Declaration(kind: .class, name: "Base", inherits: ["NSObject"], objcName: nil, line: 15),
                Declaration(kind: .class, name: "Derived", inherits: ["Base", "CarScene"], objcName: nil, line: 16),
                Declaration(kind: .extension, name: "Later", inherits: ["CPTemplateApplicationSceneDelegate"], objcName: nil, line: 17),
            ])
    }

    @Test func adoptersAreFoundThroughSuperclassesProtocolsAndExtensions() {
        let sources = SwiftSources(folders: ["App"], files: [("App/Delegate.swift", Self.source)])
        #expect(
            sources.adopters(of: "CPTemplateApplicationSceneDelegate") == [
                .init(name: "CarPlaySceneDelegate", place: "App/Delegate.swift:10", objcName: "CarPlayDelegate"),
                .init(name: "Derived", place: "App/Delegate.swift:16", objcName: nil),
                .init(name: "Later", place: "App/Delegate.swift:17", objcName: nil),
            ])
        #expect(sources.adopters(of: "CPTemplateApplicationDashboardSceneDelegate").isEmpty)
        #expect(sources.fileCount == 1)
    }

    /// A class declared `@objc(Name)` is found by its bare name; another named without its module is not.
    @Test func anObjectiveCNameNeedsNoModule() throws {
        let sources = SwiftSources(folders: ["App"], files: [("App/Delegate.swift", Self.source)])
        func plist(_ delegate: String) -> PropertyListValue {
            let configuration = PropertyListValue.dictionary(
                PropertyListDictionary([("UISceneConfigurationName", .string("CarPlay")), ("UISceneDelegateClassName", .string(delegate))]))
            let roles = PropertyListDictionary([("CPTemplateApplicationSceneSessionRoleApplication", .array([configuration]))])
            let manifest = PropertyListDictionary([("UIApplicationSupportsMultipleScenes", .boolean(true)), ("UISceneConfigurations", .dictionary(roles))])
            return .dictionary(PropertyListDictionary([("UIApplicationSceneManifest", .dictionary(manifest))]))
        }
        #expect(SceneDoctor.examine(plist("CarPlayDelegate"), sources: sources).isEmpty)
        #expect(SceneDoctor.examine(plist("MyApp.CarPlaySceneDelegate"), sources: sources).isEmpty)
        #expect(SceneDoctor.examine(plist("Derived"), sources: sources).map(\.severity) == [.error])
    }
}
