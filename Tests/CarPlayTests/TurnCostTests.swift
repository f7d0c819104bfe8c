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
}
