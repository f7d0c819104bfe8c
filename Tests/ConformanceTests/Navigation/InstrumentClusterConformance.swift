import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// A navigation app's instrument cluster scene for the conformance tests:
/// it is its cluster controller's delegate too, and records what both hear.
@MainActor
final class ClusterConformanceApp: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate,
    CPInstrumentClusterControllerDelegate
{
    var heard: [String] = []
    var scene: CPTemplateApplicationInstrumentClusterScene?
    var controller: CPInstrumentClusterController?
    private let setUp: (CPInstrumentClusterController) -> Void

    init(_ setUp: @escaping (CPInstrumentClusterController) -> Void = { _ in }) {
        self.setUp = setUp
        super.init()
    }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        heard.append("didConnect")
        scene = templateApplicationInstrumentClusterScene
        controller = instrumentClusterController
        instrumentClusterController.delegate = self
        setUp(instrumentClusterController)
    }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        heard.append("didDisconnect")
    }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) { heard.append("contentStyle \(contentStyle == .dark ? "dark" : "light")") }

    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) { heard.append("window") }
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) { heard.append("window gone") }
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) { heard.append("zoom in") }
    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) { heard.append("zoom out") }
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        heard.append("compass \(compassSetting.rawValue)")
    }
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {
        heard.append("speed limit \(speedLimitSetting.rawValue)")
    }

    /// A connected car with a cluster, this app's cluster scene on it.
    func carWithACluster() async throws -> TestCar {
        let car = try await TestCar(delegate: MapConformanceApp(), category: .navigation, name: "Maps Plus", instrumentClusterDelegate: self)
        try await car.attachCluster()
        try await car.connect()
        return car
    }
}

/// CPTemplateApplicationInstrumentClusterSceneDelegate: the cluster scene's life.
@MainActor struct CPTemplateApplicationInstrumentClusterSceneDelegateConformance {
    @Test(
        "as the car's cluster shows the app, the delegate is given the cluster controller",
        .apple("carplay/cptemplateapplicationinstrumentclusterscenedelegate/templateapplicationinstrumentclusterscene(_:didconnect:)"))
    func clusterConnectsTheScene() async throws {
        let app = ClusterConformanceApp()
        let car = try await TestCar(delegate: MapConformanceApp(), category: .navigation, instrumentClusterDelegate: app)
        try await car.connect()
        #expect(app.heard.isEmpty, "no cluster is attached")
        try await car.attachCluster()
        #expect(app.heard == ["didConnect", "window"])
    }

    @Test(
        "as the cluster goes, the delegate hears its controller go, after its window",
        .apple(
            "carplay/cptemplateapplicationinstrumentclusterscenedelegate/templateapplicationinstrumentclusterscene(_:diddisconnectinstrumentclustercontroller:)"
        ))
    func clusterGoneDisconnects() async throws {
        let app = ClusterConformanceApp()
        let car = try await app.carWithACluster()
        try await car.attachCluster(false)
        #expect(app.heard == ["didConnect", "window", "window gone", "didDisconnect"])
        try await car.attachCluster()
        try await car.disconnect()
        #expect(app.heard.suffix(2) == ["window gone", "didDisconnect"], "the phone's disconnect takes the cluster's scene too")
    }

    @Test(
        "the delegate hears the cluster's content style change with the car's appearance",
        .apple("carplay/cptemplateapplicationinstrumentclusterscenedelegate/contentstyledidchange(_:)"))
    func contentStyleChangeIsTold() async throws {
        let app = ClusterConformanceApp()
        let car = try await app.carWithACluster()
        try await car.setAppearance(.night)
        #expect(app.heard.last == "contentStyle dark")
        #expect(app.scene?.contentStyle == .dark)
    }
}

/// CPTemplateApplicationInstrumentClusterScene: the app's scene in the cluster.
@MainActor struct CPTemplateApplicationInstrumentClusterSceneConformance {
    @Test(
        "the cluster scene holds the cluster controller, and its session has the cluster's role",
        .apple("carplay/cptemplateapplicationinstrumentclusterscene/instrumentclustercontroller"))
    func sceneHoldsTheController() async throws {
        let app = ClusterConformanceApp()
        _ = try await app.carWithACluster()
        let scene = try #require(app.scene)
        #expect(scene.instrumentClusterController === app.controller && scene.activationState == .foregroundActive)
        #expect(scene.session.role == CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication)
        #expect(
            CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication.rawValue == "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")
    }

    @Test(
        "the cluster scene's content style is the car's appearance",
        .apple("carplay/cptemplateapplicationinstrumentclusterscene/contentstyle"))
    func contentStyleFollowsTheCar() async throws {
        let app = ClusterConformanceApp()
        _ = try await app.carWithACluster()
        #expect(app.scene?.contentStyle == .light)
    }
}

/// CPInstrumentClusterController: the app's part of the cluster.
@MainActor struct CPInstrumentClusterControllerConformance {
    @Test(
        "the controller holds the cluster's window while it is connected, and tells its delegate",
        .apple("carplay/cpinstrumentclustercontroller/instrumentclusterwindow"))
    func windowIsThere() async throws {
        let app = ClusterConformanceApp()
        let car = try await app.carWithACluster()
        let controller = try #require(app.controller)
        #expect(controller.delegate === app && controller.instrumentClusterWindow?.frame.size.width == 304)
        try await car.attachCluster(false)
        #expect(controller.instrumentClusterWindow == nil)
    }

    @Test(
        "with no trip under way the cluster shows the first inactive description that fits",
        .apple("carplay/cpinstrumentclustercontroller/inactivedescriptionvariants"))
    func inactiveDescriptionShows() async throws {
        let app = ClusterConformanceApp { $0.inactiveDescriptionVariants = ["Choose a destination on the map to start", "No trip"] }
        let car = try await app.carWithACluster()
        #expect(car.cluster?.contains("No trip") == true, "\(car.cluster ?? "")")
    }

    @Test(
        "the attributed inactive descriptions show by their characters",
        .apple("carplay/cpinstrumentclustercontroller/attributedinactivedescriptionvariants"))
    func attributedInactiveDescriptionShows() async throws {
        let app = ClusterConformanceApp { $0.attributedInactiveDescriptionVariants = [NSAttributedString(string: "Resting")] }
        let car = try await app.carWithACluster()
        #expect(app.controller?.attributedInactiveDescriptionVariants.map(\.string) == ["Resting"])
        #expect(car.cluster?.contains("Resting") == true)
    }

    @Test(
        "the compass and speed limit settings say whether the car shows its own",
        .apple("carplay/cpinstrumentclustercontroller/compasssetting"))
    func settingsFollowTheCar() async throws {
        let app = ClusterConformanceApp()
        let car = try await app.carWithACluster()
        let controller = try #require(app.controller)
        #expect(controller.compassSetting == .disabled && controller.speedLimitSetting == .disabled)
        try await car.setClusterCompass(true)
        try await car.setClusterSpeedLimit(true)
        #expect(controller.compassSetting == .enabled && controller.speedLimitSetting == .enabled)
        #expect(car.cluster?.contains("N▲") == true, "the car's compass shows in its cluster")
    }
}

/// CPInstrumentClusterControllerDelegate: the cluster's window and controls.
@MainActor struct CPInstrumentClusterControllerDelegateConformance {
    @Test(
        "the delegate hears the cluster's window connect and disconnect",
        .apple("carplay/cpinstrumentclustercontrollerdelegate/instrumentclustercontrollerdidconnect(_:)"))
    func windowComesAndGoes() async throws {
        let app = ClusterConformanceApp()
        let car = try await app.carWithACluster()
        try await car.attachCluster(false)
        #expect(app.heard == ["didConnect", "window", "window gone", "didDisconnect"])
    }

    @Test(
        "the delegate hears the driver zoom the cluster in and out",
        .apple("carplay/cpinstrumentclustercontrollerdelegate/instrumentclustercontrollerdidzoom(in:)"))
    func zoomIsTold() async throws {
        let app = ClusterConformanceApp()
        let car = try await app.carWithACluster()
        try await car.zoomCluster(in: true)
        try await car.zoomCluster(in: false)
        #expect(app.heard.suffix(2) == ["zoom in", "zoom out"])
    }

    @Test(
        "the delegate hears the compass and speed limit settings change",
        .apple("carplay/cpinstrumentclustercontrollerdelegate/instrumentclustercontroller(_:didchangecompasssetting:)"))
    func settingChangesAreTold() async throws {
        let app = ClusterConformanceApp()
        let car = try await app.carWithACluster()
        try await car.setClusterCompass(true)
        try await car.setClusterSpeedLimit(true)
        try await car.setClusterCompass(false)
        #expect(app.heard.suffix(3) == ["compass 1", "speed limit 1", "compass 2"])
    }
}

/// CPInstrumentClusterSetting: whether the car shows something of its own in the cluster.
struct CPInstrumentClusterSettingConformance {
    @Test("the settings have Apple's values", .apple("carplay/cpinstrumentclustersetting"))
    func settingsHaveApplesValues() {
        let settings: [CPInstrumentClusterSetting] = [.unspecified, .enabled, .disabled, .userPreference]
        #expect(settings.map(\.rawValue) == [0, 1, 2, 3])
    }
}
