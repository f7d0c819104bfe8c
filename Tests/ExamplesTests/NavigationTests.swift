import CarPlay
import CarPlayTesting
import Testing

@testable import NavigationApp

/// Wayfinder: the trip preview, the guidance on the map and in the
/// instrument cluster, its estimates on the car's clock, and the end.
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

    @Test func theAppsOwnMapViewIsNotDrawnAndHeadunitSaysSo() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .navigation)
        try await car.connect()
        #expect(car.notices.first?.contains("the app's own map view (CPWindow.rootViewController) is not drawn") == true)
    }
}
