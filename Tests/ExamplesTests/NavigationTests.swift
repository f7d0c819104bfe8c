import CarPlay
import CarPlayTesting
import Testing

@testable import NavigationApp

/// Wayfinder: the trip preview, the guidance on the map and in the
/// instrument cluster, its estimates on the car's clock, and the end; its
/// dashboard's shortcut buttons and its cluster scene.
@MainActor struct NavigationTests {
    @Test func guidanceShowsInTheCluster() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .navigation, name: "Wayfinder")
        try await car.attachCluster()
        try await car.connect()
        let map = try #require(car.rootTemplate as? CPMapTemplate)
        try await car.nudge(.up)
        #expect(car.focus?.label == "Go Home")
        try await car.press()
        #expect(car.screen.contains("Fastest Route") && car.screen.contains("15 min"))
        try await car.tap("Go")
        #expect(map.trailingNavigationBarButtons.map(\.title) == ["End"], "the app's own bar button, changed by its delegate")
        let cluster = try #require(car.cluster)
        #expect(cluster.contains("Main St") && cluster.contains("↱  5.2 mi  ▮▯▯"))
        #expect(cluster.contains(" ↑ │(↑)│[↱]") && cluster.contains("El Camino Real"), "the lanes and the road, from the navigation metadata")
        try car.expectScreen(matching: "guidance")
        try await car.advance(by: 60)
        #expect(car.cluster?.contains("4.9 mi") == true, "the estimates run on the car's clock, not the test's")
        try await car.tap("End")
        #expect(!car.screen.contains("Turn right onto") && car.screen.contains("Go Home"))
    }

    /// Wayfinder with its dashboard and cluster scenes, as its Info.plist would name them.
    private static func carWithItsScenes() async throws -> (TestCar, DashboardSceneDelegate, ClusterSceneDelegate) {
        let navigation = CarPlaySceneDelegate()
        let dashboard = DashboardSceneDelegate(navigation: navigation), cluster = ClusterSceneDelegate()
        let car = try await TestCar(
            delegate: navigation, category: .navigation, name: "Wayfinder", dashboardDelegate: dashboard, instrumentClusterDelegate: cluster)
        try await car.attachCluster()
        try await car.connect()
        return (car, dashboard, cluster)
    }

    @Test func theDashboardsHomeButtonStartsTheTrip() async throws {
        let (car, dashboard, _) = try await Self.carWithItsScenes()
        #expect(dashboard.dashboardController == nil, "the display shows the app, not the dashboard")
        try await car.pressDashboard()
        #expect(dashboard.dashboardController?.shortcutButtons.map { $0.titleVariants[0] } == ["Home", "Routes Home"])
        #expect(car.screen.contains("⌂ Home  15 min ") && car.screen.contains("Now Playing"))
        try car.expectScreen(matching: "dashboard")
        try await car.press()
        #expect(car.screen.contains("Turn right onto") && !car.screen.contains("Routes Home"), "the guidance takes the buttons' place")
        #expect(car.cluster?.contains(" ↑ │(↑)│[↱]") == true)
        try await car.pressDashboard()
        #expect(dashboard.dashboardController == nil && car.screen.contains("End"), "back at the app, under way")
    }

    @Test func theClusterSaysWhatShowsWithoutATripAndHearsItsControls() async throws {
        let (car, _, cluster) = try await Self.carWithItsScenes()
        #expect(cluster.window != nil && car.cluster?.contains("Wayfinder: no trip") == true)
        try await car.zoomCluster(in: true)
        try await car.setClusterCompass(true)
        #expect(cluster.zoom == 1 && !cluster.drawsCompass && cluster.drawsSpeedLimit)
        #expect(car.cluster?.contains("N▲") == true, "the car's compass, which the app no longer draws")
        try await car.attachCluster(false)
        #expect(cluster.window == nil)
    }

    @Test func theAppsOwnMapViewIsNotDrawnAndHeadunitSaysSo() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .navigation)
        try await car.connect()
        #expect(car.notices.first?.contains("the app's own map view (CPWindow.rootViewController) is not drawn") == true)
    }
}
