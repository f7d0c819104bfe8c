import CarPlay
import CarPlayTesting
import Testing

/// An app of two lists and an alert: a row pushes the episodes, another
/// presents the alert; the app is its interface controller's delegate.
@MainActor private final class ShowsDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    let shows = CPListTemplate(title: "Shows", sections: [])
    let episodes = CPListTemplate(title: "Episodes", sections: [CPListSection(items: [CPListItem(text: "Pilot", detailText: nil)])])
    var alert: CPAlertTemplate!

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.delegate = self
        alert = CPAlertTemplate(
            titleVariants: ["Sign in on your phone"],
            actions: [CPAlertAction(title: "OK", style: .default) { _ in interfaceController.dismissTemplate(animated: true, completion: nil) }])
        let open = CPListItem(text: "Open", detailText: nil)
        open.handler = { [unowned self] _, completion in
            interfaceController.pushTemplate(episodes, animated: true, completion: nil)
            completion()
        }
        let account = CPListItem(text: "Account", detailText: nil)
        account.handler = { [unowned self] _, completion in
            interfaceController.presentTemplate(alert, animated: true, completion: nil)
            completion()
        }
        shows.updateSections([CPListSection(items: [open, account])])
        interfaceController.setRootTemplate(shows, animated: false, completion: nil)
    }
}

/// The history of what the car showed and told the app, asserted as a
/// flow's steps; an exhaustive car fails on what a test left unasserted.
@MainActor struct HistoryTests {
    private func connected(exhaustive: Bool = false) async throws -> (TestCar, ShowsDelegate) {
        let app = ShowsDelegate()
        let car = try await TestCar(delegate: app, category: .audio)
        car.isExhaustive = exhaustive
        try await car.connect()
        return (car, app)
    }

    @Test func aPushAndTheBackButtonAreTheirChangesAndTheDelegateCallsInApplesOrder() async throws {
        let (car, app) = try await connected()
        try car.expectChanges([.setRoot(app.shows), .templateWillAppear(app.shows), .templateDidAppear(app.shows)])
        try await car.tap("Open")
        try car.expectChanges([
            .pushed(app.episodes), .templateWillDisappear(app.shows), .templateWillAppear(app.episodes),
            .templateDidDisappear(app.shows), .templateDidAppear(app.episodes),
        ])
        try await car.back()
        try car.expectChanges([
            .popped(app.episodes), .templateWillDisappear(app.episodes), .templateWillAppear(app.shows),
            .templateDidDisappear(app.episodes), .templateDidAppear(app.shows),
        ])
        #expect(car.history.count == 13 && car.uncheckedHistory.isEmpty)
    }

    @Test func templateChangesLeaveTheDelegateCallsOut() async throws {
        let (car, app) = try await connected()
        try await car.tap("Account")
        try await car.tap("OK")
        try car.expectTemplateChanges([.setRoot(app.shows), .presented(app.alert), .dismissed(app.alert)])
        #expect(car.uncheckedHistory.isEmpty, "the delegate calls are checked with them")
    }

    @Test func aHistoryThatDiffersFailsNamingBoth() async throws {
        let (car, app) = try await connected()
        try await car.tap("Open")
        let error = #expect(throws: TestCarError.self) { try car.expectTemplateChanges([.setRoot(app.shows), .presented(app.alert)]) }
        #expect(
            error
                == .historyDiffers(
                    expected: ["setRoot CPListTemplate \"Shows\"", "presented CPAlertTemplate \"Sign in on your phone\""],
                    actual: ["setRoot CPListTemplate \"Shows\"", "pushed CPListTemplate \"Episodes\""]))
    }

    @Test func anExhaustiveCarRefusesAStepWhileAPushIsUnasserted() async throws {
        let (car, app) = try await connected(exhaustive: true)
        try car.expectTemplateChanges([.setRoot(app.shows)])
        try await car.tap("Open")
        let error = await #expect(throws: TestCarError.self) { try await car.back() }
        #expect(
            error
                == .uncheckedHistory([
                    "pushed CPListTemplate \"Episodes\"", "templateWillDisappear CPListTemplate \"Shows\"",
                    "templateWillAppear CPListTemplate \"Episodes\"", "templateDidDisappear CPListTemplate \"Shows\"",
                    "templateDidAppear CPListTemplate \"Episodes\"",
                ]))
        #expect(car.topTemplate === app.episodes, "the refused step did nothing")
        try car.expectTemplateChanges([.pushed(app.episodes)])
        try await car.back()
        try car.expectTemplateChanges([.popped(app.episodes)])
    }
}
