import CarPlay
import CarPlayTesting
import Testing

/// CPInterfaceController: the app's navigation hierarchy and its modal, as
/// the car shows them.
@MainActor struct CPInterfaceControllerConformance {
    /// An app whose root is a list titled Home, connected.
    static func homeApp() async throws -> (TemplateConformanceApp, TestCar) {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home", ["Alpha", "Beta"]) }
        return (app, try await app.connectedCar())
    }

    @Test(
        "the car makes the interface controller and hands it to the scene delegate as the scene connects",
        .apple("carplay/cpinterfacecontroller"))
    func controllerComesWithTheScene() async throws {
        let (app, car) = try await Self.homeApp()
        #expect(app.interfaceController != nil)
        #expect(app.interfaceController === app.scene?.interfaceController)
        #expect(car.screen.contains("Alpha"))
    }

    @Test(
        "setting the root shows it and tells the completion it succeeded",
        .apple("carplay/cpinterfacecontroller/setroottemplate(_:animated:completion:)"))
    func setRootShowsTheTemplate() async throws {
        let (app, car) = try await Self.homeApp()
        let settings = TemplateSamples.list("Settings", ["Sounds"])
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.setRootTemplate(settings, animated: true) { outcome = ($0, $1) } }
        #expect(outcome?.0 == true && outcome?.1 == nil)
        #expect(car.rootTemplate === settings && app.interfaceController?.rootTemplate === settings)
        #expect(car.screen.contains("Sounds"), "\(car.screen)")
    }

    @Test(
        "a new root starts a new navigation hierarchy, replacing the templates pushed before",
        .apple("carplay/cpinterfacecontroller/setroottemplate(_:animated:)"))
    func newRootStartsANewStack() async throws {
        let (app, car) = try await Self.homeApp()
        await app.controller(car) { $0.pushTemplate(TemplateSamples.list("Detail"), animated: false, completion: nil) }
        #expect(car.templates.count == 2)
        let settings = TemplateSamples.list("Settings", ["Sounds"])
        var succeeded: Bool?
        await car.phone {
            let controller = app.interfaceController!
            Task { succeeded = try await controller.setRootTemplate(settings, animated: false) }
        }
        await car.settle()
        #expect(succeeded == true)
        #expect(car.templates.count == 1 && car.templates.first === settings)
    }

    @Test(
        "pushing adds the template on top of the hierarchy and shows it, and the completion hears it was added",
        .apple("carplay/cpinterfacecontroller/pushtemplate(_:animated:completion:)"))
    func pushShowsTheTemplate() async throws {
        let (app, car) = try await Self.homeApp()
        let detail = TemplateSamples.list("Detail", ["Gamma"])
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.pushTemplate(detail, animated: true) { outcome = ($0, $1) } }
        #expect(outcome?.0 == true && outcome?.1 == nil)
        #expect(car.topTemplate === detail)
        #expect(car.screen.contains("Gamma") && !car.screen.contains("Alpha"))
    }

    @Test(
        "pushing with the async form returns once the template is on the hierarchy",
        .apple("carplay/cpinterfacecontroller/pushtemplate(_:animated:)"))
    func asyncPushReturnsTrue() async throws {
        let (app, car) = try await Self.homeApp()
        let detail = TemplateSamples.list("Detail", ["Gamma"])
        var pushed: Bool?
        await car.phone {
            let controller = app.interfaceController!
            Task { pushed = try await controller.pushTemplate(detail, animated: true) }
        }
        await car.settle()
        #expect(pushed == true)
        #expect(car.topTemplate === detail)
    }

    @Test(
        "popping removes the top template and shows the one under it",
        .apple("carplay/cpinterfacecontroller/poptemplate(animated:completion:)"))
    func popRemovesTheTop() async throws {
        let (app, car) = try await Self.homeApp()
        await app.controller(car) { $0.pushTemplate(TemplateSamples.list("Detail", ["Gamma"]), animated: false, completion: nil) }
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.popTemplate(animated: true) { outcome = ($0, $1) } }
        #expect(outcome?.0 == true && outcome?.1 == nil)
        #expect(car.templates.count == 1)
        #expect(car.screen.contains("Alpha") && !car.screen.contains("Gamma"))
    }

    @Test(
        "popping with the async form returns once the top template is gone",
        .apple("carplay/cpinterfacecontroller/poptemplate(animated:)"))
    func asyncPop() async throws {
        let (app, car) = try await Self.homeApp()
        await app.controller(car) { $0.pushTemplate(TemplateSamples.list("Detail"), animated: false, completion: nil) }
        var popped: Bool?
        await car.phone {
            let controller = app.interfaceController!
            Task { popped = try await controller.popTemplate(animated: false) }
        }
        await car.settle()
        #expect(popped == true && car.templates.count == 1)
    }

    @Test(
        "popping to the root removes every template but the root",
        .apple("carplay/cpinterfacecontroller/poptoroottemplate(animated:completion:)"))
    func popToRoot() async throws {
        let (app, car) = try await Self.homeApp()
        await app.controller(car) {
            $0.pushTemplate(TemplateSamples.list("One"), animated: false, completion: nil)
            $0.pushTemplate(TemplateSamples.list("Two"), animated: false, completion: nil)
        }
        #expect(car.templates.count == 3)
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.popToRootTemplate(animated: true) { outcome = ($0, $1) } }
        #expect(outcome?.0 == true)
        #expect(car.templates.count == 1 && car.topTemplate === car.rootTemplate)
        #expect(car.screen.contains("Alpha"))
    }

    @Test(
        "popping to the root with the async form leaves the root alone on the hierarchy",
        .apple("carplay/cpinterfacecontroller/poptoroottemplate(animated:)"))
    func asyncPopToRoot() async throws {
        let (app, car) = try await Self.homeApp()
        await app.controller(car) {
            $0.pushTemplate(TemplateSamples.list("One"), animated: false, completion: nil)
            $0.pushTemplate(TemplateSamples.list("Two"), animated: false, completion: nil)
        }
        var popped: Bool?
        await car.phone {
            let controller = app.interfaceController!
            Task { popped = try await controller.popToRootTemplate(animated: false) }
        }
        await car.settle()
        #expect(popped == true && car.templates.count == 1)
    }

    @Test(
        "popping to a template removes those above it, leaving it on top",
        .apple("carplay/cpinterfacecontroller/pop(to:animated:completion:)"))
    func popToATemplate() async throws {
        let (app, car) = try await Self.homeApp()
        let one = TemplateSamples.list("One", ["First"])
        await app.controller(car) {
            $0.pushTemplate(one, animated: false, completion: nil)
            $0.pushTemplate(TemplateSamples.list("Two"), animated: false, completion: nil)
            $0.pushTemplate(TemplateSamples.list("Three"), animated: false, completion: nil)
        }
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.pop(to: one, animated: true) { outcome = ($0, $1) } }
        #expect(outcome?.0 == true)
        #expect(car.templates.count == 2 && car.topTemplate === one)
        #expect(car.screen.contains("First"))
    }

    @Test(
        "popping to a template with the async form returns once it is on top",
        .apple("carplay/cpinterfacecontroller/pop(to:animated:)"))
    func asyncPopTo() async throws {
        let (app, car) = try await Self.homeApp()
        let one = TemplateSamples.list("One")
        await app.controller(car) {
            $0.pushTemplate(one, animated: false, completion: nil)
            $0.pushTemplate(TemplateSamples.list("Two"), animated: false, completion: nil)
        }
        var popped: Bool?
        await car.phone {
            let controller = app.interfaceController!
            Task { popped = try await controller.pop(to: one, animated: false) }
        }
        await car.settle()
        #expect(popped == true && car.topTemplate === one)
    }

    @Test(
        "presenting shows the template modally over the hierarchy, which stays as it was",
        .apple("carplay/cpinterfacecontroller/presenttemplate(_:animated:completion:)"))
    func presentShowsAModal() async throws {
        let (app, car) = try await Self.homeApp()
        let alert = CPAlertTemplate(titleVariants: ["Sign in on your phone"], actions: [TemplateSamples.action("OK")])
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.presentTemplate(alert, animated: true) { outcome = ($0, $1) } }
        #expect(outcome?.0 == true && outcome?.1 == nil)
        #expect(car.presentedTemplate === alert && app.interfaceController?.presentedTemplate === alert)
        #expect(car.templates.count == 1, "a modal is not pushed on the hierarchy")
        #expect(car.screen.contains("Sign in on your phone"))
    }

    @Test(
        "only one template is presented at a time: a second while one is up is refused",
        .apple("carplay/cpinterfacecontroller/presenttemplate(_:animated:)"))
    func oneModalAtATime() async throws {
        let (app, car) = try await Self.homeApp()
        let first = CPAlertTemplate(titleVariants: ["First"], actions: [TemplateSamples.action("OK")])
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.presentTemplate(first, animated: false, completion: nil) }
        await app.controller(car) {
            $0.presentTemplate(CPAlertTemplate(titleVariants: ["Second"], actions: [TemplateSamples.action("OK")]), animated: false) {
                outcome = ($0, $1)
            }
        }
        #expect(outcome?.0 == false && outcome?.1 != nil)
        #expect(!car.screen.contains("Second"))
    }

    @Test(
        "dismissing takes the modal away and tells the completion",
        .apple("carplay/cpinterfacecontroller/dismisstemplate(animated:completion:)"))
    func dismissRemovesTheModal() async throws {
        let (app, car) = try await Self.homeApp()
        await app.controller(car) {
            $0.presentTemplate(CPAlertTemplate(titleVariants: ["Sign in"], actions: [TemplateSamples.action("OK")]), animated: false, completion: nil)
        }
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) { $0.dismissTemplate(animated: true) { outcome = ($0, $1) } }
        #expect(outcome?.0 == true && outcome?.1 == nil)
        #expect(car.presentedTemplate == nil && app.interfaceController?.presentedTemplate == nil)
        #expect(!car.screen.contains("Sign in") && car.screen.contains("Alpha"))
    }

    @Test(
        "dismissing with the async form returns once the modal is gone",
        .apple("carplay/cpinterfacecontroller/dismisstemplate(animated:)"))
    func asyncDismiss() async throws {
        let (app, car) = try await Self.homeApp()
        await app.controller(car) {
            $0.presentTemplate(CPAlertTemplate(titleVariants: ["Sign in"], actions: [TemplateSamples.action("OK")]), animated: false, completion: nil)
        }
        var dismissed: Bool?
        await car.phone {
            let controller = app.interfaceController!
            Task { dismissed = try await controller.dismissTemplate(animated: false) }
        }
        await car.settle()
        #expect(dismissed == true && car.presentedTemplate == nil)
    }

    @Test(
        "presenting with the async form returns once the modal is up",
        .apple("carplay/cpinterfacecontroller/presenttemplate(_:animated:)"))
    func asyncPresent() async throws {
        let (app, car) = try await Self.homeApp()
        let sheet = CPActionSheetTemplate(title: "Share", message: nil, actions: [TemplateSamples.action("Copy")])
        var presented: Bool?
        await car.phone {
            let controller = app.interfaceController!
            Task { presented = try await controller.presentTemplate(sheet, animated: false) }
        }
        await car.settle()
        #expect(presented == true && car.presentedTemplate === sheet)
    }

    @Test(
        "the templates are those of the navigation hierarchy, the root first",
        .apple("carplay/cpinterfacecontroller/templates"))
    func templatesAreTheStack() async throws {
        let (app, car) = try await Self.homeApp()
        let one = TemplateSamples.list("One")
        let two = TemplateSamples.list("Two")
        await app.controller(car) {
            $0.pushTemplate(one, animated: false, completion: nil)
            $0.pushTemplate(two, animated: false, completion: nil)
        }
        let templates = try #require(app.interfaceController?.templates)
        #expect(templates.count == 3)
        #expect(templates[0] === car.rootTemplate && templates[1] === one && templates[2] === two)
    }

    @Test("the top template is the one the driver sees on the hierarchy", .apple("carplay/cpinterfacecontroller/toptemplate"))
    func topTemplateIsTheLastPushed() async throws {
        let (app, car) = try await Self.homeApp()
        #expect(app.interfaceController?.topTemplate === car.rootTemplate)
        let detail = TemplateSamples.list("Detail", ["Gamma"])
        await app.controller(car) { $0.pushTemplate(detail, animated: false, completion: nil) }
        #expect(app.interfaceController?.topTemplate === detail)
        try await car.back()
        #expect(app.interfaceController?.topTemplate === car.rootTemplate, "the driver went back")
    }

    @Test("the root template is the one the hierarchy starts from", .apple("carplay/cpinterfacecontroller/roottemplate"))
    func rootTemplateStaysUnderPushes() async throws {
        let home = TemplateSamples.list("Home")
        let app = TemplateConformanceApp { _ in home }
        let car = try await app.connectedCar()
        await app.controller(car) { $0.pushTemplate(TemplateSamples.list("Detail"), animated: false, completion: nil) }
        #expect(app.interfaceController?.rootTemplate === home)
    }

    @Test(
        "the car's traits describe its screen: the CarPlay idiom, its scale and its appearance",
        .apple("carplay/cpinterfacecontroller/cartraitcollection"))
    func carTraitsDescribeTheScreen() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        let car = try await app.connectedCar(display: .wide)
        let traits = try #require(app.interfaceController?.carTraitCollection)
        #expect(traits.userInterfaceIdiom == .carPlay)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceStyle == .light)
        try await car.setAppearance(.night)
        #expect(app.interfaceController?.carTraitCollection.userInterfaceStyle == .dark)
    }
}
