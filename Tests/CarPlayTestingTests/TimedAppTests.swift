import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// An app that takes its clock, as testable apps do: it shows "Loading…",
/// waits two seconds for its stations, then lists them; a row's handler
/// takes three seconds, its spinner on the car's clock.
@MainActor private final class SlowLoadingDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let clock: any Clock<Duration>
    var loaded = false

    init(clock: any Clock<Duration>) {
        self.clock = clock
        super.init()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Stations", sections: [CPListSection(items: [CPListItem(text: "Loading…", detailText: nil)])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            let item = CPListItem(text: "Jazz 24", detailText: "Around the clock")
            item.handler = { [weak self] _, completion in
                Task { @MainActor in
                    try await self?.clock.sleep(for: .seconds(3))
                    completion()
                }
            }
            list.updateSections([CPListSection(items: [item])])
            self.loaded = true
        }
    }
}

/// Time in a test: the car's clock is virtual, and an app that sleeps on
/// it (`car.clock`) wakes when the test moves it, never in real time.
@MainActor struct TimedAppTests {
    @Test func aTwoSecondLoadTakesNoRealTime() async throws {
        let clock = CarClock()
        let app = SlowLoadingDelegate(clock: clock)
        let car = try await TestCar(delegate: app, category: .audio, clock: clock)
        try await car.connect()
        #expect(car.screen.contains("Loading…") && !app.loaded)
        try await car.advance(by: 1.9)
        #expect(!app.loaded, "not before its time")
        try await car.advance(by: 0.1)
        #expect(app.loaded && car.screen.contains("Jazz 24"))
        try await car.press()
        try await car.advance(by: 1)
        #expect(car.spinning?.id == "list.0.0", "its spinner turns while the handler works")
        try await car.advance(by: 1.9)
        #expect(car.spinning?.id == "list.0.0")
        try await car.advance(by: 0.1)
        #expect(car.spinning == nil, "the handler completed after its three seconds")
        #expect(car.clock.now.offset == .seconds(5), "five seconds of the app's time, on the car's clock")
    }

    @Test func timeRunsForwardOnly() async throws {
        let car = try await TestCar(delegate: SlowLoadingDelegate(clock: CarClock()), category: .audio)
        await #expect(throws: TestCarError.wrongState("advance: time runs forward; got -1.0 s")) { try await car.advance(by: -1) }
    }

    /// An app's own `asyncAfter` runs in real time: `waitUntil` waits for
    /// it, settling as it goes, and a condition that never holds fails
    /// with the display.
    @Test func theAppsOwnTimersAreAwaitedInRealTime() async throws {
        let car = try await TestCar(delegate: SlowLoadingDelegate(clock: CarClock()), category: .audio)
        try await car.connect()
        var fired = false
        await car.phone { DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { fired = true } }
        try await car.waitUntil(timeout: 5, "the phone's timer") { fired }
        let error = await #expect(throws: TestCarError.self) { try await car.waitUntil(timeout: 0.05, "a row named Jazz") { car.screen.contains("Jazz") } }
        #expect(error?.description.hasPrefix("a row named Jazz did not hold within 0.05 s\n") == true)
        #expect(error?.description.contains("Loading…") == true, "the display at the time")
    }
}
