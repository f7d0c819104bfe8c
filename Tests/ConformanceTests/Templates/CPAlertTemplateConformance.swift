import CarPlay
import CarPlayTesting
import Testing

/// CPAlertTemplate, CPActionSheetTemplate and CPAlertAction: modal
/// questions and their buttons.
@MainActor struct CPAlertTemplateConformance {
    /// A car whose app's root is a list titled Home, with `modal` presented.
    static func car(presenting modal: CPTemplate) async throws -> (TemplateConformanceApp, TestCar) {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home", ["Alpha"]) }
        let car = try await app.connectedCar()
        await app.controller(car) { $0.presentTemplate(modal, animated: false, completion: nil) }
        return (app, car)
    }

    @Test("an alert shows its title and its actions over the app", .apple("carplay/cpalerttemplate/init(titlevariants:actions:)"))
    func alertShows() async throws {
        let alert = CPAlertTemplate(
            titleVariants: ["Delete this list?"], actions: [TemplateSamples.action("Delete", .destructive), TemplateSamples.action("Keep", .cancel)])
        let (_, car) = try await Self.car(presenting: alert)
        #expect(car.screen.contains("Delete this list?"))
        #expect(car.controls.filter { $0.id.hasPrefix("alert.action.") }.map(\.label) == ["Delete", "Keep"])
    }

    @Test("an alert shows the first of its title variants that fits", .apple("carplay/cpalerttemplate/titlevariants"))
    func firstVariantFits() async throws {
        let alert = CPAlertTemplate(titleVariants: ["Sign in on your phone", "Sign in"], actions: [TemplateSamples.action("OK")])
        #expect(alert.titleVariants == ["Sign in on your phone", "Sign in"])
        let (_, car) = try await Self.car(presenting: alert)
        #expect(car.screen.contains("Sign in on your phone"))
    }

    @Test("choosing an alert's action runs that action's handler, given the action", .apple("carplay/cpalerttemplate/actions"))
    func actionRunsItsHandler() async throws {
        var chosen: [CPAlertAction] = []
        let delete = TemplateSamples.action("Delete", .destructive) { chosen.append($0) }
        let alert = CPAlertTemplate(titleVariants: ["Delete?"], actions: [delete, TemplateSamples.action("Keep", .cancel)])
        #expect(alert.actions.first === delete)
        let (_, car) = try await Self.car(presenting: alert)
        try await car.tap("Delete")
        #expect(chosen.count == 1 && chosen.first === delete)
    }

    @Test("an alert shows as many actions as maximumActionCount allows", .apple("carplay/cpalerttemplate/maximumactioncount"))
    func maximumActionsShow() async throws {
        let actions = (0..<CPAlertTemplate.maximumActionCount).map { TemplateSamples.action("Choice \($0)") }
        let (_, car) = try await Self.car(presenting: CPAlertTemplate(titleVariants: ["Pick"], actions: actions))
        #expect(car.brokenRule == nil)
        #expect(car.controls.filter { $0.id.hasPrefix("alert.action.") }.count == CPAlertTemplate.maximumActionCount)
    }

    @Test("an alert is shown by presenting it modally, never by pushing it", .apple("carplay/cpalerttemplate"))
    func alertIsOnlyPresented() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        let car = try await app.connectedCar()
        var outcome: (Bool, (any Error)?)?
        await app.controller(car) {
            $0.pushTemplate(CPAlertTemplate(titleVariants: ["Oops"], actions: [TemplateSamples.action("OK")]), animated: false) { outcome = ($0, $1) }
        }
        #expect(outcome?.0 == false && outcome?.1 != nil)
    }
}

/// CPActionSheetTemplate: a title, a message and a choice of actions, presented.
@MainActor struct CPActionSheetTemplateConformance {
    /// A sheet titled Share with a message and `actions`.
    static func sheet(_ actions: [CPAlertAction]) -> CPActionSheetTemplate {
        CPActionSheetTemplate(title: "Share", message: "Send your arrival time", actions: actions)
    }

    @Test("an action sheet shows its title, its message and its actions", .apple("carplay/cpactionsheettemplate/init(title:message:actions:)"))
    func sheetShows() async throws {
        let sheet = Self.sheet([TemplateSamples.action("Messages"), TemplateSamples.action("Cancel", .cancel)])
        #expect(sheet.title == "Share" && sheet.message == "Send your arrival time")
        let (_, car) = try await CPAlertTemplateConformance.car(presenting: sheet)
        #expect(car.screen.contains("Share") && car.screen.contains("Send your arrival time"))
        #expect(car.controls.filter { $0.id.hasPrefix("sheet.action.") }.map(\.label) == ["Messages", "Cancel"])
    }

    @Test("an action sheet's title heads it", .apple("carplay/cpactionsheettemplate/title"))
    func titleShows() async throws {
        let (_, car) = try await CPAlertTemplateConformance.car(
            presenting: CPActionSheetTemplate(title: "Share", message: nil, actions: [TemplateSamples.action("OK")]))
        #expect(car.screen.contains("Share"))
    }

    @Test("an action sheet's message shows under its title", .apple("carplay/cpactionsheettemplate/message"))
    func messageShows() async throws {
        let (_, car) = try await CPAlertTemplateConformance.car(
            presenting: CPActionSheetTemplate(title: nil, message: "Pick a contact", actions: [TemplateSamples.action("OK")]))
        #expect(car.screen.contains("Pick a contact"))
    }

    @Test("choosing an action sheet's action runs its handler", .apple("carplay/cpactionsheettemplate/actions"))
    func actionRuns() async throws {
        var chosen: [String] = []
        let sheet = Self.sheet([TemplateSamples.action("Messages") { chosen.append($0.title) }, TemplateSamples.action("Mail") { chosen.append($0.title) }])
        let (_, car) = try await CPAlertTemplateConformance.car(presenting: sheet)
        try await car.tap("Mail")
        #expect(chosen == ["Mail"])
    }

    @Test("an action sheet is presented modally over the app", .apple("carplay/cpactionsheettemplate"))
    func sheetIsModal() async throws {
        let sheet = Self.sheet([TemplateSamples.action("Messages")])
        let (_, car) = try await CPAlertTemplateConformance.car(presenting: sheet)
        #expect(car.presentedTemplate === sheet && car.templates.count == 1)
    }
}

/// CPAlertAction: a button of an alert or action sheet.
@MainActor struct CPAlertActionConformance {
    @Test("an action is made with its title, style and the handler its choosing runs", .apple("carplay/cpalertaction/init(title:style:handler:)"))
    func actionKeepsWhatItWasMadeWith() async throws {
        var chosen = 0
        let action = CPAlertAction(title: "Remove", style: .destructive) { _ in chosen += 1 }
        #expect(action.title == "Remove" && action.style == .destructive)
        let (_, car) = try await CPAlertTemplateConformance.car(presenting: CPAlertTemplate(titleVariants: ["Remove?"], actions: [action]))
        try await car.tap("Remove")
        #expect(chosen == 1)
    }

    @Test("an action keeps its handler, the one choosing it runs", .apple("carplay/cpalertaction/handler"))
    func handlerIsKept() async throws {
        var chosen: [String] = []
        let remember: CPAlertActionHandler = { chosen.append($0.title) }
        let action = CPAlertAction(title: "Keep", style: .default, handler: remember)
        action.handler(action)
        let (_, car) = try await CPAlertTemplateConformance.car(presenting: CPAlertTemplate(titleVariants: ["Keep it?"], actions: [action]))
        try await car.tap("Keep")
        #expect(chosen == ["Keep", "Keep"])
    }

    @Test("an alert action's handler is a CPAlertActionHandler", .apple("carplay/cpalertactionhandler"))
    func handlerTypeIsApples() {
        let handler: CPAlertActionHandler = { _ in }
        #expect(CPAlertAction(title: "OK", color: .systemBlue, handler: handler).style == .default)
    }

    @Test("an action's title is the text of its button", .apple("carplay/cpalertaction/title"))
    func titleIsTheButton() async throws {
        let (_, car) = try await CPAlertTemplateConformance.car(
            presenting: CPAlertTemplate(titleVariants: ["Sure?"], actions: [TemplateSamples.action("Yes, leave")]))
        #expect(car.controls.contains { $0.id == "alert.action.0" && $0.label == "Yes, leave" })
    }

    @Test("an action's style is the one it was made with: default, cancel or destructive", .apple("carplay/cpalertaction/style"))
    func styleIsKept() {
        let styles: [CPAlertAction.Style] = [.default, .cancel, .destructive]
        #expect(styles.map { CPAlertAction(title: "A", style: $0) { _ in }.style } == styles)
    }
}
