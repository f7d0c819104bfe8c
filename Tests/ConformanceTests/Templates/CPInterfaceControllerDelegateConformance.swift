import CarPlay
import CarPlayTesting
import Testing

/// CPInterfaceControllerDelegate: told as templates come into view and
/// leave it, before and after.
@MainActor struct CPInterfaceControllerDelegateConformance {
    /// An app that hears its templates appear, its root a list titled Home, connected; what it heard so far forgotten.
    static func observingApp() async throws -> (TemplateConformanceApp, TestCar) {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        app.observesAppearances = true
        let car = try await app.connectedCar()
        app.heard = []
        return (app, car)
    }

    @Test("the delegate hears that a pushed template is about to appear", .apple("carplay/cpinterfacecontrollerdelegate/templatewillappear(_:animated:)"))
    func willAppearOnPush() async throws {
        let (app, car) = try await Self.observingApp()
        await app.controller(car) { $0.pushTemplate(TemplateSamples.list("Detail"), animated: true, completion: nil) }
        #expect(app.heard.contains("willAppear Detail"), "\(app.heard)")
    }

    @Test(
        "the delegate hears that a pushed template has appeared, after it heard it would",
        .apple("carplay/cpinterfacecontrollerdelegate/templatedidappear(_:animated:)"))
    func didAppearAfterWillAppear() async throws {
        let (app, car) = try await Self.observingApp()
        await app.controller(car) { $0.pushTemplate(TemplateSamples.list("Detail"), animated: true, completion: nil) }
        let will = try #require(app.heard.firstIndex(of: "willAppear Detail"))
        let did = try #require(app.heard.firstIndex(of: "didAppear Detail"), "\(app.heard)")
        #expect(will < did)
    }

    @Test(
        "the delegate hears that the template the driver leaves is about to disappear",
        .apple("carplay/cpinterfacecontrollerdelegate/templatewilldisappear(_:animated:)"))
    func willDisappearOnBack() async throws {
        let (app, car) = try await Self.observingApp()
        await app.controller(car) { $0.pushTemplate(TemplateSamples.list("Detail"), animated: true, completion: nil) }
        app.heard = []
        try await car.back()
        #expect(app.heard.contains("willDisappear Detail"), "\(app.heard)")
        #expect(app.heard.contains("willAppear Home"), "the root comes back into view")
    }

    @Test(
        "the delegate hears that a dismissed modal has disappeared, after it heard it would",
        .apple("carplay/cpinterfacecontrollerdelegate/templatediddisappear(_:animated:)"))
    func didDisappearAfterWillDisappear() async throws {
        let (app, car) = try await Self.observingApp()
        await app.controller(car) {
            $0.presentTemplate(CPAlertTemplate(titleVariants: ["Low battery"], actions: [TemplateSamples.action("OK")]), animated: true, completion: nil)
        }
        #expect(app.heard == ["willAppear Low battery", "didAppear Low battery"])
        app.heard = []
        await app.controller(car) { $0.dismissTemplate(animated: true, completion: nil) }
        #expect(app.heard == ["willDisappear Low battery", "didDisappear Low battery"])
    }
}
