import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// A navigation app's dashboard scene for the conformance tests: it gives
/// the buttons `buttons` makes and records what its delegate hears.
@MainActor final class DashboardConformanceApp: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    var heard: [String] = []
    var scene: CPTemplateApplicationDashboardScene?
    var controller: CPDashboardController?
    var window: UIWindow?
    private let buttons: (DashboardConformanceApp) -> [CPDashboardButton]

    init(_ buttons: @escaping (DashboardConformanceApp) -> [CPDashboardButton] = { _ in [] }) {
        self.buttons = buttons
        super.init()
    }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didConnect dashboardController: CPDashboardController,
        to window: UIWindow
    ) {
        heard.append("didConnect")
        scene = templateApplicationDashboardScene
        controller = dashboardController
        self.window = window
        dashboardController.shortcutButtons = buttons(self)
    }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didDisconnect dashboardController: CPDashboardController,
        from window: UIWindow
    ) {
        heard.append("didDisconnect")
    }

    /// A button titled `title` whose handler records that it ran.
    func button(_ title: String, subtitle: String = "") -> CPDashboardButton {
        CPDashboardButton(titleVariants: [title], subtitleVariants: subtitle.isEmpty ? [] : [subtitle], image: UIImage(systemName: "house")!) {
            [weak self] button in self?.heard.append("chose \(button.titleVariants[0])")
        }
    }

    /// A connected car with this dashboard, the map app's scene beside it, on the dashboard.
    func carOnTheDashboard(_ map: MapConformanceApp? = nil) async throws -> TestCar {
        let car = try await TestCar(delegate: map ?? MapConformanceApp(), category: .navigation, name: "Maps Plus", dashboardDelegate: self)
        try await car.connect()
        try await car.pressDashboard()
        return car
    }
}

/// CPDashboardButton: a shortcut button on CarPlay Dashboard.
@MainActor struct CPDashboardButtonConformance {
    @Test(
        "a dashboard button keeps the title and subtitle variants and the image it was made with",
        .apple("carplay/cpdashboardbutton/init(titlevariants:subtitlevariants:image:handler:)"))
    func buttonKeepsWhatItWasMadeWith() {
        let image = UIImage(systemName: "house")!
        let button = CPDashboardButton(titleVariants: ["Home", "H"], subtitleVariants: ["15 min"], image: image)
        #expect(button.titleVariants == ["Home", "H"] && button.subtitleVariants == ["15 min"] && button.image === image)
    }

    @Test(
        "the dashboard shows the first title variant that fits, its subtitle and its image",
        .apple("carplay/cpdashboardbutton/titlevariants"))
    func firstFittingTitleShows() async throws {
        let app = DashboardConformanceApp { _ in
            [
                CPDashboardButton(
                    titleVariants: ["Home by the coast road and the bridge", "Home"], subtitleVariants: ["15 min"], image: UIImage(systemName: "house")!)
            ]
        }
        let car = try await app.carOnTheDashboard()
        #expect(car.screen.contains("⌂ Home  15 min"), "the shorter title fits")
    }

    @Test(
        "choosing a dashboard button calls its handler with the button",
        .apple("carplay/cpdashboardbutton/init(titlevariants:subtitlevariants:image:handler:)"))
    func choosingCallsTheHandler() async throws {
        let app = DashboardConformanceApp { [$0.button("Home"), $0.button("Work")] }
        let car = try await app.carOnTheDashboard()
        try await car.tap("Work")
        #expect(app.heard == ["didConnect", "chose Work"])
    }
}

/// CPDashboardController: the dashboard scene's shortcut buttons.
@MainActor struct CPDashboardControllerConformance {
    @Test(
        "the dashboard shows the app's shortcut buttons, two at most, while no trip is under way",
        .apple("carplay/cpdashboardcontroller/shortcutbuttons"))
    func shortcutButtonsShow() async throws {
        let app = DashboardConformanceApp { [$0.button("Home"), $0.button("Work"), $0.button("Gym")] }
        let car = try await app.carOnTheDashboard()
        #expect(app.controller?.shortcutButtons.count == 3)
        #expect(car.screen.contains("Home") && car.screen.contains("Work") && !car.screen.contains("Gym"))
        #expect(car.focus?.label.contains("Home") == true, "the knob starts on the first")
    }

    @Test(
        "during a trip the dashboard shows the guidance instead of the shortcut buttons",
        .apple("carplay/cptemplateapplicationdashboardscene"))
    func guidanceTakesTheButtonsPlace() async throws {
        let map = MapConformanceApp()
        let app = DashboardConformanceApp { [$0.button("Work")] }
        let car = try await app.carOnTheDashboard(map)
        #expect(car.screen.contains("Work"))
        let session = await car.phone { map.map.startNavigationSession(for: Trips.trip(to: "Home")) }
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Left onto Elm St"])] }
        #expect(car.screen.contains("Left onto Elm St") && !car.screen.contains("Work"))
    }
}

/// CPTemplateApplicationDashboardScene: the app's scene on the dashboard.
@MainActor struct CPTemplateApplicationDashboardSceneConformance {
    @Test(
        "the dashboard scene holds the dashboard controller and the window the app draws its map in",
        .apple("carplay/cptemplateapplicationdashboardscene/dashboardcontroller"))
    func sceneHoldsTheControllerAndWindow() async throws {
        let app = DashboardConformanceApp()
        _ = try await app.carOnTheDashboard()
        let scene = try #require(app.scene)
        #expect(scene.dashboardController === app.controller && scene.dashboardWindow === app.window)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test(
        "the dashboard scene's session has the dashboard's role",
        .apple("carplay/cptemplateapplicationdashboardscenesessionroleapplication"))
    func sessionHasTheDashboardRole() async throws {
        let app = DashboardConformanceApp()
        _ = try await app.carOnTheDashboard()
        #expect(app.scene?.session.role == CPTemplateApplicationDashboardSceneSessionRoleApplication)
        #expect(CPTemplateApplicationDashboardSceneSessionRoleApplication.rawValue == "CPTemplateApplicationDashboardSceneSessionRoleApplication")
    }
}

/// CPTemplateApplicationDashboardSceneDelegate: the dashboard scene's life.
@MainActor struct CPTemplateApplicationDashboardSceneDelegateConformance {
    @Test(
        "as the car's display shows the dashboard, the delegate is given the dashboard controller and window",
        .apple("carplay/cptemplateapplicationdashboardscenedelegate/templateapplicationdashboardscene(_:didconnect:to:)"))
    func showingTheDashboardConnects() async throws {
        let app = DashboardConformanceApp()
        let car = try await TestCar(delegate: MapConformanceApp(), category: .navigation, dashboardDelegate: app)
        try await car.connect()
        #expect(app.heard.isEmpty, "the app's screen is not the dashboard")
        try await car.pressDashboard()
        #expect(app.heard == ["didConnect"] && car.showsDashboard)
        #expect(app.controller != nil && app.window != nil)
    }

    @Test(
        "as the dashboard goes, or the phone disconnects, the delegate hears the controller and window go",
        .apple("carplay/cptemplateapplicationdashboardscenedelegate/templateapplicationdashboardscene(_:diddisconnect:from:)"))
    func leavingTheDashboardDisconnects() async throws {
        let app = DashboardConformanceApp()
        let car = try await app.carOnTheDashboard()
        try await car.pressDashboard()
        #expect(app.heard == ["didConnect", "didDisconnect"] && !car.showsDashboard)
        try await car.pressDashboard()
        try await car.disconnect()
        #expect(app.heard == ["didConnect", "didDisconnect", "didConnect", "didDisconnect"])
    }
}
