import HeadUnitCore
import Testing

/// A hosted app at rest gets no turn: the live terminal waits for the next
/// change the session knows of, and for what the app's own work says (its
/// queued work wakes the terminal; its next timer is a deadline), never on
/// a polling interval.
struct HostedAppAtRestTests {
    func driver(nextTimer: Double?) -> SessionDriver {
        var app = ScenarioLoader.tour.app
        app.isHosted = true
        let host = AppSide(serve: { _ in }, work: AppWork(descriptor: { -1 }, secondsToNextTimer: { nextTimer }))
        return SessionDriver(state: SessionState(app: app), appSide: host)
    }

    @Test func atRestTheNextTurnIsTheStatusClocksMinute() {
        let driver = driver(nextTimer: nil)
        #expect(driver.secondsToNextChange == 60, "9:41:00 to 9:42:00, the status clock's next minute; no polling")
    }

    @Test func anAppsTimerIsItsDeadline() {
        #expect(driver(nextTimer: 2.5).secondsToNextChange == 2.5)
        #expect(driver(nextTimer: -1).secondsToNextChange == 0, "a timer already due: at once")
    }
}
