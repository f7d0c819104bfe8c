import CarPlay
import CarPlayTesting
import SwiftUI
import Testing

/// A SwiftUI view a navigation app hosts on the car's window.
struct SpeedView: View {
    let limit: Int
    var body: SpeedView { self }
}

/// An environment key, as a model shared with the phone's views declares one.
struct CallManagerKey: EnvironmentKey {
    static let defaultValue = "no calls"
}

/// The app's delegate, as a scene delegate reaches it through UIApplication.
final class SurveyAppDelegate: NSObject, UIApplicationDelegate {}

/// A navigation app whose map on the car's window is a hosted SwiftUI view.
@MainActor final class HostingApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let hosted = UIHostingController(rootView: SpeedView(limit: 50))
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        window.rootViewController = hosted
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

/// UIKit's app-wide singleton, its scene configuration, image literals, and
/// SwiftUI's hosting controller and environment, which the surveyed apps'
/// CarPlay files use (Kei-onara!, SRCarPlay, ITFCP, CarPlayVOIPDemo,
/// EVCharger, Apple's samples).
@MainActor struct AppConformance {
    @Test("UIApplication.shared is one app, whose delegate the app sets, always active, opening no other app", .apple("uikit/uiapplication/shared"))
    func sharedApplication() {
        // The app-wide delegate is one for every test: put back what another test set.
        let previous = UIApplication.shared.delegate
        defer { UIApplication.shared.delegate = previous }
        let delegate = SurveyAppDelegate()
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.delegate === delegate)
        #expect(UIApplication.shared.applicationState == .active)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        #expect(!UIApplication.shared.canOpenURL(URL(string: "maps://")!))
        var opened: Bool?
        UIApplication.shared.open(URL(string: "maps://?daddr=50,19")!) { opened = $0 }
        #expect(opened == false)
    }

    @Test("a scene session's configuration has its role", .apple("uikit/uiscenesession/configuration"))
    func sessionConfiguration() {
        let session = UISceneSession(role: CPTemplateApplicationSceneSessionRoleApplication)
        #expect(session.configuration.role == CPTemplateApplicationSceneSessionRoleApplication)
        #expect(session.configuration.name == nil)
    }

    @Test("an image literal is the named asset, as init(named:) gives it", .apple("uikit/uiimage/init(imageliteralresourcename:)"))
    func imageLiteral() {
        let literal = #imageLiteral(resourceName: "Jazz Radio")
        #expect(literal.glyph == UIImage(named: "Jazz Radio")?.glyph)
    }

    @Test("a view controller and its view are drawn with the current traits", .apple("uikit/uitraitenvironment/traitcollection"))
    func traitCollection() {
        let controller = UIViewController()
        #expect(controller.traitCollection == UITraitCollection.current)
        #expect(controller.view.traitCollection == UITraitCollection.current)
    }

    @Test("a value holds a rectangle or a point, as UIKit's NSValue extension does", .apple("foundation/nsvalue/init(cgrect:)"))
    func valueOfRect() {
        let rect = CGRect(x: 10, y: 20, width: 300, height: 200)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    }

    @Test("the environment reads a key's default until it is set", .apple("swiftui/environmentkey"))
    func environment() {
        var values = EnvironmentValues()
        #expect(values[CallManagerKey.self] == "no calls")
        values[CallManagerKey.self] = "on a call"
        #expect(values[CallManagerKey.self] == "on a call")
    }

    @Test("a hosted SwiftUI view on the car's window is drawn as the map surface", .apple("swiftui/uihostingcontroller/init(rootview:)"))
    func hostedMap() async throws {
        let app = HostingApp()
        let car = try await TestCar(delegate: app, category: .navigation, name: "Hosting")
        try await car.connect()
        #expect(app.hosted.rootView.limit == 50)
        #expect(car.rootTemplate is CPMapTemplate)
        #expect(car.notices.contains { $0.contains("CPWindow.rootViewController") })
    }
}
