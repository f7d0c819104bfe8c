import HeadUnitCore
import HeadUnitTestSupport
import Testing

@testable import CarPlay

/// A hosted app's turn draws what the car shows, not every template the
/// app ever handed over: an app that keeps a hundred templates it pushed
/// and popped costs a turn what its shown stack costs.
@MainActor struct TurnCostTests {
    @Test func aTurnConvertsTheTemplatesTheCarShowsOnly() throws {
        var (driver, app) = InterfaceControllerRuleTests.headUnit(.communication)
        let controller = try #require(app.interfaceController)
        controller.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false)
        driver.serveAppsNow()
        var kept: [CPListTemplate] = []
        for number in 1...100 {
            let list = CPListTemplate(title: "L\(number)", sections: [CPListSection(items: [CPListItem(text: "Row \(number)", detailText: nil)])])
            kept.append(list)
            controller.pushTemplate(list, animated: false)
            driver.serveAppsNow()
            controller.popTemplate(animated: false)
            driver.serveAppsNow()
        }
        let runtime = try #require(app.runtime)
        #expect(runtime.conversion.templates.count >= 101, "the app still has every one")
        #expect(runtime.conversion.converted().map(\.id) == [TemplateID("list-1")], "a turn draws the root alone")
        // One pushed again is drawn again, as it is now.
        kept[41].updateSections([CPListSection(items: [CPListItem(text: "Changed while away", detailText: nil)])])
        controller.pushTemplate(kept[41], animated: false)
        driver.serveAppsNow()
        #expect(Headless.rows(driver).contains { $0.contains("Changed while away") })
        _ = kept
    }

    @Test func templatesTheAppLetGoWhileAwayAreForgottenAsItShowsMore() throws {
        // A push looks only at what the car lets go now or let go at the
        // last push; a template the app kept and dropped later is found by
        // a look at all of them, made once as many were shown since the
        // last look as it left.
        var (driver, app) = InterfaceControllerRuleTests.headUnit(.communication)
        let controller = try #require(app.interfaceController)
        controller.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false)
        driver.serveAppsNow()
        let before = driver.state.shown.templates.count
        func popServed() {
            driver.serveAppsNow()
            controller.popTemplate(animated: false)
            driver.serveAppsNow()
        }
        var kept = (1...100).map { CPListTemplate(title: "Kept \($0)", sections: []) }
        for list in kept {
            controller.pushTemplate(list, animated: false)
            popServed()
        }
        #expect(driver.state.shown.templates.count == before + 100, "the car still knows every template the app keeps")
        kept = []
        controller.pushTemplate(CPListTemplate(title: "Fresh", sections: []), animated: false)
        popServed()
        // The fresh list is forgotten as it goes, and the last kept one, let
        // go by the car at the last release, as it is looked at again; the
        // other 99 are not looked at.
        #expect(driver.state.shown.templates.count == before + 99)
        for number in 1...200 {
            controller.pushTemplate(CPListTemplate(title: "Fresh \(number)", sections: []), animated: false)
            popServed()
        }
        #expect(driver.state.shown.templates.count == before, "a look at all of them forgot them")
        _ = kept
    }
}
