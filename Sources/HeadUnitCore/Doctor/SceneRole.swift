/// The scene roles a CarPlay app declares under `UISceneConfigurations`,
/// as Apple's Information Property List reference documents them
/// (developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations,
/// and "Displaying Content in CarPlay", developer.apple.com/documentation/carplay/displaying-content-in-carplay):
/// the car's screen, and a navigation app's CarPlay Dashboard and
/// instrument cluster.
struct SceneRole: Sendable {
    /// The key under `UISceneConfigurations`.
    let key: String
    /// The one scene class CarPlay makes for it ("CarPlay doesn't support
    /// custom classes. Omit this key or specify ...").
    let sceneClass: String
    /// The protocol its `UISceneDelegateClassName` class must adopt.
    let delegateProtocol: String
    /// The manifest's Boolean that turns it on, for the dashboard and the cluster.
    let supportKey: String?
    /// How Swift code names the role (`UISceneSession.Role`).
    let codeName: String
    /// What shows it, for a message: "the car's screen".
    let screen: String

    /// The car's own screen: what every CarPlay app needs.
    static let carScreen = SceneRole(
        key: "CPTemplateApplicationSceneSessionRoleApplication", sceneClass: "CPTemplateApplicationScene",
        delegateProtocol: "CPTemplateApplicationSceneDelegate", supportKey: nil, codeName: "carTemplateApplication", screen: "the car's screen")

    /// A navigation app's CarPlay Dashboard (iOS 13.4).
    static let dashboard = SceneRole(
        key: "CPTemplateApplicationDashboardSceneSessionRoleApplication", sceneClass: "CPTemplateApplicationDashboardScene",
        delegateProtocol: "CPTemplateApplicationDashboardSceneDelegate", supportKey: "CPSupportsDashboardNavigationScene",
        codeName: "CPTemplateApplicationDashboardSceneSessionRoleApplication", screen: "the CarPlay Dashboard")

    /// A navigation app's instrument cluster (iOS 15.4).
    static let instrumentCluster = SceneRole(
        key: "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication", sceneClass: "CPTemplateApplicationInstrumentClusterScene",
        delegateProtocol: "CPTemplateApplicationInstrumentClusterSceneDelegate", supportKey: "CPSupportsInstrumentClusterNavigationScene",
        codeName: "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication", screen: "the instrument cluster")

    static let all = [carScreen, dashboard, instrumentCluster]

    /// The names by which code can name a role: `SwiftSources` notes where.
    static let codeNames: Set<String> = Set(all.map(\.codeName) + all.map(\.key))
}
