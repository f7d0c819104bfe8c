import CarPlay
import HeadUnitCore

/// A car for a test: the app's own scene delegate on a head unit of its
/// own, driven as a driver drives it and observed through the app's own
/// objects. Nothing sleeps: the car's clock is virtual, and every step
/// waits for the work the app queued on the main queue before it returns.
///
/// ```swift
/// @Test func pickingAStationPlaysIt() async throws {
///     let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .audio)
///     try await car.connect()
///     try await car.rotate(2)
///     try await car.press()
///     #expect(car.topTemplate === CPNowPlayingTemplate.shared)
///     try car.expectScreen(matching: "now-playing")
/// }
/// ```
///
/// Each car is a car of its own: its shared now playing, its now-playing
/// and command centres are its own, so cars in tests that run in parallel
/// (or two in one test) do not see each other.
@MainActor public final class TestCar {
    /// The app's category, which decides its templates and limits.
    public let category: HeadUnit.Category
    let runtime: CarPlayRuntime
    var driver: SessionDriver
    /// The car's own shared now playing and centres.
    let context: CarContext

    /// A car for the app whose scene delegate is `delegate`, on `display`,
    /// not yet connected: `connect()` plugs the phone in. `phone` names what
    /// the phone does on its own (`phone(_:)` fires it); `name` is the
    /// app's name on the home screen.
    public init(
        delegate: any CPTemplateApplicationSceneDelegate, category: HeadUnit.Category, display: Display = .standard, name: String = "App",
        phone: KeyValuePairs<String, @MainActor () -> Void> = [:]
    ) async throws {
        self.category = category
        var app = App(name: name, category: category.appCategory, root: TemplateID("root"), templates: [:])
        app.isHosted = true
        context = CarContext()
        runtime = CarPlayRuntime(app: app, delegate: delegate, context: context)
        app.events.phone = runtime.phoneEvents(phone)
        runtime.app = app
        let state = SessionState(apps: [app], profile: try display.profile, connected: false)
        driver = SessionDriver(state: state, appHost: runtime.host())
        await settle()
    }

    /// Runs `body` on the driver in the car's own context, then lets the
    /// app's queued work run until nothing more comes of it.
    func drive(_ body: (inout SessionDriver) -> Void) async {
        context.run { body(&driver) }
        await settle()
    }

    /// Lets the app's queued work run: its main-queue blocks and main-actor
    /// tasks, each followed by a turn in which the car hears what they
    /// changed, until a round changes nothing (at most 64 rounds). It never
    /// sleeps: work the app schedules for later (`asyncAfter`, a timer,
    /// `Task.sleep`) runs when its time comes and a later step settles.
    public func settle() async {
        for round in 0..<64 {
            await MainQueueTurn.next()
            let before = driver.state
            context.run { driver.serveHostNow() }
            if round > 0 && driver.state == before { return }
        }
    }

    /// Waits, in real time, for the app's own timers: up to `timeout`
    /// seconds until `condition` holds, settling as it goes. A condition
    /// that never holds fails with the display.
    public func waitUntil(
        timeout seconds: Double = 5, _ what: String = "the condition", _ condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        await settle()
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TestCarError.timedOut(what, seconds: seconds, display: screen) }
            try await Task.sleep(for: .milliseconds(5))
            await settle()
        }
    }
}

/// The next turn of the main queue, from a main-actor task: what was
/// queued before (the app's blocks, its tasks' jobs) runs first.
enum MainQueueTurn {
    @MainActor static func next() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
