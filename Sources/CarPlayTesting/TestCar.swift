import CarPlay
import HeadUnitCore

/// A car for a test: the app's own scene delegate on a head unit of its
/// own, driven as a driver drives it and observed through the app's own
/// objects. Nothing sleeps: the car's clock is virtual (the app's
/// `Task.sleep` with it), and every step in which the app's code ran waits
/// for the work it queued (its main-queue blocks, its tasks) before it
/// returns.
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
/// (or two in one test) do not see each other. The delegate is made in the
/// car's world, and so is what `phone(_:)` runs; the test's own code sees
/// the car its task made last.
@MainActor public final class TestCar {
    /// The app's category, which decides its templates and limits.
    public let category: HeadUnit.Category
    /// The app's scene delegate, as the car was given it.
    public let delegate: any CPTemplateApplicationSceneDelegate
    let runtime: CarPlayRuntime
    var driver: SessionDriver
    /// The car's own shared now playing and centres.
    let context: CarContext
    /// The car's clock, for an app that takes a `Clock`: `advance(by:)` moves it.
    public let clock: CarClock
    /// The names of the car's unnamed goldens, by test.
    var goldenNames = GoldenNames()
    /// What the car showed and told the app, and what a test checked of it.
    var log = CarHistory()
    /// How long a step may take in real time before the test process ends.
    let stepTimeLimit: StepTimeLimit

    /// A car for the app whose scene delegate `delegate` makes, on
    /// `display`, not yet connected: `connect()` plugs the phone in. The
    /// delegate is made as this car's, so that the centres and shared now
    /// playing its code asks for are this car's. `name` is the app's name
    /// on the home screen; `clock` the car's clock, when the app is given
    /// it before the car is made. `car` is the car rehearsed on (its
    /// inputs: one it lacks fails the step; its display, unless `display`
    /// names another; its driver's side and cluster). A navigation app's
    /// dashboard and cluster scenes have the delegates given for them.
    /// `stepTimeLimit`: a step's real time, past which the process ends
    /// (`StepTimeLimit`).
    public init(
        delegate: @autoclosure () throws -> any CPTemplateApplicationSceneDelegate, category: HeadUnit.Category, display: Display? = nil,
        name: String = "App", clock: CarClock = CarClock(), car: Car = .everyInput,
        dashboardDelegate: @autoclosure () throws -> (any CPTemplateApplicationDashboardSceneDelegate)? = nil,
        instrumentClusterDelegate: @autoclosure () throws -> (any CPTemplateApplicationInstrumentClusterSceneDelegate)? = nil,
        stepTimeLimit: Duration = .seconds(20)
    ) async throws {
        self.category = category
        self.clock = clock
        self.stepTimeLimit = StepTimeLimit(stepTimeLimit)
        let profile = try display?.profile ?? car.profile
        context = CarContext()
        self.delegate = try context.run(delegate)
        var app = App(name: name, category: category.appCategory, root: TemplateID("root"), templates: [:])
        app.isHosted = true
        runtime = CarPlayRuntime(
            app: app, delegate: self.delegate, dashboard: try context.run(dashboardDelegate),
            instrumentCluster: try context.run(instrumentClusterDelegate), context: context)
        let state = SessionState(
            apps: [app], profile: profile, density: car.density, clusterAttached: car.cluster, driverSide: car.driverSide, connected: false,
            carProfile: car)
        driver = SessionDriver(state: state, appSide: runtime.appSide())
        context.claimCurrentTask(owner: self)
        MainQueue.drainedElsewhere = true
        driver.keepsShownChanges = true
        runtime.heard = { [weak self] note in self?.keep(note) }
        await settle()
    }

    /// A car for the app whose scene delegate `makeDelegate` makes, in the
    /// car's world: for a delegate that needs the app's other objects first.
    public convenience init(
        category: HeadUnit.Category, display: Display? = nil, name: String = "App", clock: CarClock = CarClock(), car: Car = .everyInput,
        stepTimeLimit: Duration = .seconds(20), _ makeDelegate: () throws -> any CPTemplateApplicationSceneDelegate
    ) async throws {
        try await self.init(
            delegate: try makeDelegate(), category: category, display: display, name: name, clock: clock, car: car, stepTimeLimit: stepTimeLimit)
    }

    /// Runs `body` on the driver in the car's own context and gives the
    /// app a turn; when any of the app's code ran, lets the work it queued
    /// run until nothing more comes of it. One car's step at a time in the
    /// process.
    func drive(_ body: (inout SessionDriver) -> Void) async throws {
        try log.checkNothingUnchecked()
        await run(body)
    }

    /// `drive` without the exhaustive check: what the phone does by itself.
    func run(_ body: (inout SessionDriver) -> Void) async {
        defer { keepLeftoverChanges() }
        await CarSteps.one(watchedBy: stepTimeLimit) {
            let entries = AppCode.entries
            context.run {
                body(&driver)
                driver.serveAppsNow()
            }
            // None of the app's code ran (a knob turn the app does not
            // hear): it queued nothing, and there is nothing to wait for.
            if AppCode.entries == entries { return }
            await settleNow()
        }
    }

    /// Lets the app's queued work run: its main-queue blocks and its tasks
    /// (until they are quiet), then a turn in which the car hears what they
    /// changed, until a round changes nothing. It never sleeps: a
    /// `Task.sleep` of the app's ends when `advance(by:)` passes it; work
    /// it schedules in real time (`asyncAfter`, a timer) runs when its time
    /// comes and a later step (or `waitUntil`) settles it.
    public func settle() async { await CarSteps.one(watchedBy: stepTimeLimit) { await settleNow() } }

    private func settleNow() async {
        var before = driver.state
        for _ in 0..<MainQueueTurn.settleRounds {
            await MainQueueTurn.untilQuiet(context.time)
            context.run { driver.serveAppsNow() }
            if driver.state == before && !context.time.hasQueuedWork { return }
            before = driver.state
        }
    }

    /// Waits, in real time, for the app's own timers: up to `timeout`
    /// seconds until `condition` holds, settling as it goes. A condition
    /// that never holds fails with the display.
    public func waitUntil(
        timeout seconds: Double = 5, _ what: String = "the condition", file filePath: StaticString = #filePath, line: UInt = #line,
        _ condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        await settle()
        while !condition() {
            guard ContinuousClock.now < deadline else {
                throw SourcePlace(filePath: filePath, line: line).thrown(.timedOut(what, seconds: seconds, display: screen))
            }
            try await Task.sleep(for: .milliseconds(2))
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

    /// Turns the main queue before each of the app's turns: a few times (a
    /// block that queues a block), then until the app's tasks are
    /// quiescent (their jobs, which `AppExecutor` counts, have all run), so
    /// that a task that awaits work off the main actor has finished before
    /// the car looks; at most `MainQueue.quietRounds` turns.
    @MainActor static func untilQuiet(_ time: CarTime) async {
        for turn in 1...MainQueue.quietRounds {
            await next()
            if turn >= turnsPerRound && !time.hasQueuedWork { return }
        }
    }

    /// How many turns of the main queue go at least before each of the app's turns.
    static let turnsPerRound = 3

    /// How many rounds of the main queue a step waits at most: an app that
    /// queues work without end does not hang the test.
    static let settleRounds = 64
}

/// One car's step at a time in the process: while a car's step settles,
/// the app's main-queue blocks (which no task-local reaches) run as that
/// car's, so cars of tests that run in parallel interleave between steps,
/// never inside one.
@MainActor enum CarSteps {
    private static var busy = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `step` once no other car's step runs, within `limit`.
    static func one(watchedBy limit: StepTimeLimit, _ step: () async -> Void) async {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        await limit.watch(step)
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
