import CarPlay
import CarPlayTesting
import Testing

/// A navigation app for the scene tests: it hears the window forms of the
/// scene delegate and sets a map as its root.
@MainActor final class WindowedSceneApp: UIResponder, CPTemplateApplicationSceneDelegate {
    var heard: [String] = []
    var scene: CPTemplateApplicationScene?
    var interfaceController: CPInterfaceController?
    var window: CPWindow?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        heard.append("didConnect to window")
        scene = templateApplicationScene
        self.interfaceController = interfaceController
        self.window = window
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        heard.append("didDisconnect from window")
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        heard.append("didConnect")
    }
}

/// CPTemplateApplicationSceneDelegate: the app's scene connects to the
/// car and disconnects from it.
@MainActor struct CPTemplateApplicationSceneDelegateConformance {
    @Test(
        "as the phone connects to the car, the delegate is given the interface controller to set its root with",
        .apple("carplay/cptemplateapplicationscenedelegate/templateapplicationscene(_:didconnect:)"))
    func connectGivesTheController() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home", ["Alpha"]) }
        let car = try await TestCar(delegate: app, category: .communication)
        #expect(app.heard.isEmpty)
        try await car.connect()
        #expect(app.heard == ["didConnect"])
        #expect(car.screen.contains("Alpha"))
    }

    @Test(
        "as the phone disconnects, the delegate hears the interface controller go",
        .apple("carplay/cptemplateapplicationscenedelegate/templateapplicationscene(_:diddisconnectinterfacecontroller:)"))
    func disconnectTellsTheDelegate() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        let car = try await app.connectedCar()
        try await car.disconnect()
        #expect(app.heard == ["didConnect", "didDisconnect"])
    }

    @Test(
        "a navigation app's delegate is given the car's window with the interface controller",
        .apple("carplay/cptemplateapplicationscenedelegate/templateapplicationscene(_:didconnect:to:)"))
    func navigationAppGetsTheWindow() async throws {
        let app = WindowedSceneApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        #expect(app.heard == ["didConnect to window"])
        #expect(app.window != nil && app.interfaceController != nil)
        #expect(car.rootTemplate is CPMapTemplate)
    }

    @Test(
        "a navigation app's delegate hears the interface controller and window go as the phone disconnects",
        .apple("carplay/cptemplateapplicationscenedelegate/templateapplicationscene(_:diddisconnect:from:)"))
    func navigationAppHearsTheWindowGo() async throws {
        let app = WindowedSceneApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        try await car.disconnect()
        #expect(app.heard == ["didConnect to window", "didDisconnect from window"])
    }
}

/// CPTemplateApplicationScene and CPWindow: the scene of a connection, its
/// interface controller, window and style.
@MainActor struct CPTemplateApplicationSceneConformance {
    @Test(
        "the scene's interface controller is the one its delegate was given",
        .apple("carplay/cptemplateapplicationscene/interfacecontroller"))
    func sceneHoldsTheController() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        _ = try await app.connectedCar()
        #expect(app.scene?.interfaceController === app.interfaceController)
    }

    @Test("the scene's car window is the window a navigation app draws its map in", .apple("carplay/cptemplateapplicationscene/carwindow"))
    func sceneHoldsTheWindow() async throws {
        let app = WindowedSceneApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        #expect(app.scene?.carWindow === app.window)
    }

    @Test("the car's window knows the scene it belongs to", .apple("carplay/cpwindow/templateapplicationscene"))
    func windowKnowsItsScene() async throws {
        let app = WindowedSceneApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        #expect(app.window?.templateApplicationScene === app.scene)
    }

    @Test("the car window covers the car's screen, for the map drawn in it", .apple("carplay/cpwindow"))
    func windowCoversTheScreen() async throws {
        let app = WindowedSceneApp()
        let car = try await TestCar(delegate: app, category: .navigation, display: .standard)
        try await car.connect()
        #expect(app.window?.bounds.size == CGSize(width: 400, height: 240))
    }

    @Test(
        "the map button safe area is the window less the map buttons' trailing column",
        .apple("carplay/cpwindow/mapbuttonsafearealayoutguide"))
    func mapButtonSafeAreaLeavesTheButtonsOut() async throws {
        let app = WindowedSceneApp()
        let car = try await TestCar(delegate: app, category: .navigation, display: .standard)
        try await car.connect()
        let guide = try #require(app.window?.mapButtonSafeAreaLayoutGuide)
        // The buttons' column is 7 cells of 8 points at the car's density.
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 344, height: 240))
        #expect(guide.owningView === app.window)
        #expect(UILayoutGuide().layoutFrame == .zero, "a guide nothing placed")
    }

    @Test("the scene's content style is the car's, light by day and dark by night", .apple("carplay/cptemplateapplicationscene/contentstyle"))
    func contentStyleFollowsTheCar() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        let car = try await app.connectedCar()
        #expect(app.scene?.contentStyle == .light)
        try await car.setAppearance(.night)
        #expect(app.scene?.contentStyle == .dark)
    }

    @Test("the scene's delegate hears the car's screen turn dark and light", .apple("carplay/cptemplateapplicationscenedelegate/contentstyledidchange(_:)"))
    func delegateHearsTheContentStyle() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        let car = try await app.connectedCar()
        try await car.setAppearance(.night)
        try await car.setAppearance(.day)
        #expect(app.contentStyles == [.dark, .light])
    }

    @Test(
        "a delegate of both the template and the cluster scene has one contentStyleDidChange, and hears it",
        .apple("carplay/cptemplateapplicationinstrumentclusterscenedelegate/contentstyledidchange(_:)"))
    func delegateOfBothScenesHearsTheContentStyle() async throws {
        let app = BothScenesDelegate()
        let car = try await TestCar(delegate: app, category: .navigation, name: "Maps")
        try await car.connect()
        try await car.setAppearance(.night)
        #expect(app.styles == [.dark])
    }

    @Test(
        "opening a maps address from the scene hands the driver to the car's Maps",
        .apple("carplay/cptemplateapplicationscene/open(_:options:completionhandler:)"))
    func openingAMapsURL() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home", ["Alpha"]) }
        let car = try await app.connectedCar()
        var opened: Bool?
        await car.phone { app.scene!.open(URL(string: "maps://?daddr=Cupertino")!, options: nil) { opened = $0 } }
        #expect(opened == true)
        #expect(!car.screen.contains("Alpha"), "\(car.screen)")
    }

    @Test(
        "the scene's session plays the CarPlay template application role",
        .apple("carplay/cptemplateapplicationscenesessionroleapplication"))
    func sessionRole() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        _ = try await app.connectedCar()
        #expect(app.scene?.session.role == CPTemplateApplicationSceneSessionRoleApplication)
    }
}

/// A scene delegate that is the cluster scene's too, as Apple's Coastal
/// Roads sample has it: one `contentStyleDidChange(_:)` serves both.
@MainActor final class BothScenesDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPTemplateApplicationInstrumentClusterSceneDelegate {
    var styles: [UIUserInterfaceStyle] = []

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) { styles.append(contentStyle) }
}
