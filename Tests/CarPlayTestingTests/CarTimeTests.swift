import CarPlay
import CarPlayTesting
import Testing
import TimingAppScene

/// The car's time: what the car did is told to the app in the same step,
/// in Apple's order (CPInterfaceControllerDelegate: "will" before "did",
/// the template that goes before the one that comes, as UIKit's
/// `viewWillDisappear`/`viewWillAppear` pair around a transition); the car
/// holds what it shows until it has told its disappearance; the app's
/// tasks, their awaits off the main actor and their sleeps are part of the
/// step. The app is Tests/TimingApp, written as real apps are.
@MainActor struct CarTimeTests {
    private func connectedCar() async throws -> (TestCar, TimingScene) {
        let scene = TimingScene()
        let car = try await TestCar(delegate: scene, category: .audio, name: "Timing")
        try await car.connect()
        return (car, scene)
    }

    @Test func backTellsBothTemplatesInTheStepAndTheNextPressActsOnTheRowsOnScreen() async throws {
        let (car, scene) = try await connectedCar()
        try await car.press()
        #expect((car.topTemplate as? CPListTemplate)?.title == "Shows")
        let before = scene.told.count
        try await car.back()
        #expect(
            Array(scene.told[before...]) == ["willDisappear Shows", "willAppear Library", "didDisappear Shows", "didAppear Library"],
            "told in the back button's step: \(scene.told)")
        // The library was filled anew as it appeared: its rows are new objects.
        try await car.advance(by: 90)
        try await car.press()
        #expect(scene.selected == ["Shows 1", "Shows 2"])
        #expect((car.topTemplate as? CPListTemplate)?.title == "Shows")
        #expect(car.spinning == nil)
    }

    @Test func aModalPresentedInlineIsToldItWentWhenTheCarsBackButtonDismissesIt() async throws {
        let (car, scene) = try await connectedCar()
        try await car.tap("Sheet")
        #expect(car.presentedTemplate is CPActionSheetTemplate)
        #expect(scene.told.suffix(2) == ["willAppear Sheet", "didAppear Sheet"])
        try await car.back()
        #expect(car.presentedTemplate == nil)
        #expect(scene.told.suffix(2) == ["willDisappear Sheet", "didDisappear Sheet"], "\(scene.told)")
    }

    @Test func aRootSetInlineIsToldItWentWhenReplaced() async throws {
        let (car, scene) = try await connectedCar()
        try await car.rotate(4)
        try await car.press()
        #expect((car.rootTemplate as? CPListTemplate)?.title == "Interim")
        try await car.tap("Library")
        #expect((car.rootTemplate as? CPListTemplate)?.title == "Library")
        #expect(
            scene.told.suffix(4) == ["willDisappear Interim", "willAppear Library", "didDisappear Interim", "didAppear Library"],
            "\(scene.told)")
    }

    @Test func aTabChosenIsToldInItsStep() async throws {
        let scene = TabsScene()
        let car = try await TestCar(delegate: scene, category: .audio)
        try await car.connect()
        #expect(scene.told == ["willAppear Tabs", "willAppear Episodes", "didAppear Tabs", "didAppear Episodes"])
        try await car.tap("Downloads")
        #expect(scene.told.dropFirst(4) == ["willDisappear Episodes", "willAppear Downloads", "didDisappear Episodes", "didAppear Downloads"])
    }

    @Test func workOffTheMainActorIsPartOfTheStep() async throws {
        let (car, _) = try await connectedCar()
        try await car.tap("Route")
        #expect(car.screen.contains("80 km to Cupertino"), "\(car.screen)")
    }

    @Test func aTaskSleepEndsWhenTheCarsClockPassesItsDeadline() async throws {
        let (car, _) = try await connectedCar()
        try await car.tap("Wait")
        try await car.advance(by: 29.9)
        #expect(car.screen.contains("not waited"), "\(car.screen)")
        let wall = ContinuousClock.now
        try await car.advance(by: 0.1)
        #expect(car.screen.contains("waited 30 s"), "\(car.screen)")
        #expect(ContinuousClock.now - wall < .seconds(1))
    }

    @Test func aRowWhoseHandlerDropsItsCompletionIsNotedOnceItHasRunAndNotBefore() async throws {
        let (car, _) = try await connectedCar()
        let note = "[list-handler-completion] the handler of \"Forgetful\" let its completion go without calling it: the row spins forever, as on a car"
        #expect(car.notices.isEmpty)
        try await car.press()
        try await car.back()
        #expect(car.notices.isEmpty, "a handler that calls its completion is never noted")
        try await car.rotate(5)
        try await car.press()
        #expect(car.notices == [note])
        #expect(car.spinning?.label.hasPrefix("Forgetful") == true)
    }
}

/// Two tabs, each a list the app keeps no reference to, and what the
/// interface controller's delegate hears.
@MainActor private final class TabsScene: NSObject, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    var told: [String] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.delegate = self
        let tabs = ["Episodes", "Downloads"].map { title in
            let list = CPListTemplate(title: title, sections: [CPListSection(items: [CPListItem(text: "\(title) row", detailText: nil)])])
            list.tabTitle = title
            return list
        }
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: tabs), animated: false)
    }

    private func name(_ template: CPTemplate) -> String { (template as? CPListTemplate)?.title ?? "Tabs" }
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) { told.append("willAppear \(name(aTemplate))") }
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) { told.append("didAppear \(name(aTemplate))") }
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) { told.append("willDisappear \(name(aTemplate))") }
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) { told.append("didDisappear \(name(aTemplate))") }
}
