import CarPlay
import CarPlayTesting
import Testing

/// An app delegate of CarPlay before scenes: it records the interface
/// controllers and windows it is told of (cars of other tests may connect
/// meanwhile: a test reads its own car's).
@MainActor final class CarPlayAppDelegate: UIResponder, CPApplicationDelegate {
    var connected: [(CPInterfaceController, CPWindow)] = []
    var disconnected: [(CPInterfaceController, CPWindow)] = []

    func application(
        _ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        connected.append((interfaceController, window))
    }

    func application(
        _ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        disconnected.append((interfaceController, window))
    }
}

/// CPApplicationDelegate: the app delegate hears the car connect and disconnect.
@MainActor struct CPApplicationDelegateConformance {
    @Test(
        "the app delegate hears the car connect with its interface controller and window, and disconnect",
        .apple("carplay/cpapplicationdelegate/application(_:didconnectcarinterfacecontroller:to:)"))
    func appDelegateHearsTheCar() async throws {
        let appDelegate = CarPlayAppDelegate()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = appDelegate
        defer { UIApplication.shared.delegate = previous }
        #expect(UIApplication.shared.delegate === appDelegate)
        let scene = WindowedSceneApp()
        let car = try await TestCar(delegate: scene, category: .navigation)
        try await car.connect()
        let controller = try #require(scene.interfaceController)
        let mine = { (told: [(CPInterfaceController, CPWindow)]) in told.filter { $0.0 === controller } }
        #expect(mine(appDelegate.connected).count == 1 && mine(appDelegate.connected).first?.1 === scene.window)
        #expect(mine(appDelegate.disconnected).isEmpty)
        try await car.disconnect()
        #expect(mine(appDelegate.disconnected).count == 1 && mine(appDelegate.disconnected).first?.1 === scene.window)
    }
}
