import CarPlay
import HeadUnitCore

/// Driving the car as a driver does: the phone, the knob, the screen, the
/// keyboard, the home and media keys, and what the car's sensors report.
/// Each step waits for what the app does about it.
extension TestCar {
    /// Plugs the phone in: the app's scene connects and sets its root.
    public func connect(file filePath: StaticString = #filePath, line: UInt = #line) async throws {
        guard driver.state.mode == .disconnected else {
            throw SourcePlace(filePath: filePath, line: line).thrown(.wrongState("connect: the phone is already connected"))
        }
        try await drive { $0.send(.connect) }
    }

    /// Unplugs the phone: the app's scene disconnects.
    public func disconnect(file filePath: StaticString = #filePath, line: UInt = #line) async throws {
        guard driver.state.mode != .disconnected else {
            throw SourcePlace(filePath: filePath, line: line).thrown(.wrongState("disconnect: the phone is not connected"))
        }
        try await drive { $0.send(.disconnect) }
    }

    /// Turns the knob `detents`: positive clockwise (focus moves on).
    public func rotate(_ detents: Int = 1) async throws { try await give(.rotate(detents)) }

    /// Flicks the knob: five detents on (or back).
    public func flick(_ way: Flick = .on) async throws { try await give(.flick(way == .on ? 1 : -1)) }

    /// Nudges the knob.
    public func nudge(_ direction: Nudge) async throws { try await give(.nudge(direction)) }

    /// Presses the knob: the focused control acts.
    public func press() async throws { try await give(.press) }

    /// Sends a driver's input as the car takes it: one the car lacks (a
    /// tap on a knob-only car), or turns off while moving, fails the step.
    func give(_ input: SessionMessage) async throws {
        if let refusal = driver.state.refusal(of: input) {
            throw TestCarError.carInput(refusal.description)
        }
        try await drive { $0.send(input) }
    }

    /// The car's back button.
    public func back() async throws { try await give(.back) }

    /// The car's home button.
    public func home() async throws { try await give(.home) }

    /// Touches the control whose id is `label` (`list.0.2`, `rail.nowPlaying`)
    /// or that shows `label`: the one that shows exactly it, else the one
    /// whose words hold it. A label that several controls show, or none,
    /// fails, naming the candidates.
    public func tap(_ label: String, file filePath: StaticString = #filePath, line: UInt = #line) async throws {
        let found: ControlRegion
        switch driver.screen.match(label: label) {
        case .found(let region): found = region
        case .ambiguous(let candidates):
            throw SourcePlace(filePath: filePath, line: line).thrown(.ambiguousLabel(label, candidates: candidates, display: screen))
        case .missing(let candidates): throw SourcePlace(filePath: filePath, line: line).thrown(.missingLabel(label, candidates: candidates, display: screen))
        }
        try await give(found.touchedInTheMiddle(on: driver.state))
    }

    /// Touches the display at a point, in its pixels (as the car's touch
    /// screen reports them).
    public func tap(x: Int, y: Int) async throws {
        try await give(.touch(x: x, y: y))
    }

    /// Drags a finger from one point of the display to another, in its
    /// pixels: a map follows it (the app hears a pan gesture).
    public func drag(fromX: Int, fromY: Int, toX: Int, toY: Int) async throws {
        try await give(.drag(fromX: fromX, fromY: fromY, toX: toX, toY: toY, on: driver.state))
    }

    /// Types into the template in front (a search field), as the car's keyboard does.
    public func type(_ text: String) async throws { try await drive { $0.send(.keyboard(.text(text))) } }

    /// A media key of the car: its remote commands reach the app that plays.
    public func press(_ key: MediaKey) async throws { try await give(.media(key)) }

    /// What the phone does on its own, while the car is plugged in or not:
    /// `body` runs as the phone's code in this car's world (its centres,
    /// its shared now playing), and the step waits for what comes of it.
    @discardableResult
    public func phone<Result>(_ body: () throws -> Result) async rethrows -> Result {
        let result = try context.run(body)
        await run { $0.serveAppsNow() }
        return result
    }

    /// Attaches the car's instrument cluster (or takes it away): a
    /// navigation app's guidance shows there too.
    public func attachCluster(_ attached: Bool = true) async throws { try await drive { $0.send(.cluster(attached)) } }

    /// Day or night: the car's appearance, which the app hears as its content style.
    public func setAppearance(_ appearance: Appearance) async throws {
        try await drive { $0.send(.appearance(appearance == .night ? .night : .day)) }
    }

    /// Limits the interface, as while driving (lists trimmed, the keyboard locked), or lifts it.
    public func setLimitedUI(_ limited: Bool) async throws { try await drive { $0.send(.restrict(limited)) } }

    /// The car's speed in km/h: moving limits the interface.
    public func setSpeed(_ kilometresPerHour: Double) async throws { try await drive { $0.send(.speed(kilometresPerHour)) } }

    /// The gear lever: in drive with the brake off, the car counts as driving.
    public func setGear(_ gear: Gear) async throws { try await drive { $0.send(.gear(gear)) } }

    /// The parking brake, on or off.
    public func setParkingBrake(_ on: Bool) async throws { try await drive { $0.send(.parkingBrake(on)) } }

    /// Lets `seconds` pass on the car's clock, which is virtual: a row's
    /// spinner, a drive's estimates, a navigation alert's time, the app's
    /// `Task.sleep` and whatever sleeps on `clock` run at once, in the
    /// order of their deadlines, the app's work settled after each. The
    /// app's `Timer` and `asyncAfter` run in real time (see `waitUntil`).
    public func advance(by seconds: Double, file filePath: StaticString = #filePath, line: UInt = #line) async throws {
        guard seconds >= 0 else { throw SourcePlace(filePath: filePath, line: line).thrown(.wrongState("advance: time runs forward; got \(seconds) s")) }
        let start = (car: driver.state.clock, clock: clock.now)
        let end = start.car + seconds
        // The clock given to the app at the same reading as the car's.
        func clockReading(_ car: Double) -> CarClock.Instant { start.clock.advanced(by: .milliseconds(Int(((car - start.car) * 1000).rounded()))) }
        for _ in 0..<Self.deadlinesPerAdvance {
            let sleepEnds = context.time.nextDeadline.flatMap { $0 <= end ? $0 : nil }
            let clockDue = clock.nextDeadline(upTo: clockReading(end)).map { start.car + start.clock.duration(to: $0).seconds }
            guard let next = [sleepEnds, clockDue].compactMap({ $0 }).min() else { break }
            try await drive { $0.advance(until: max(next, $0.state.clock)) }
            clock.move(to: clockReading(next))
            await settle()
        }
        try await drive { $0.advance(until: end) }
        clock.move(to: clockReading(end))
        await settle()
    }

    /// How many deadlines one `advance` passes at most: an app that sleeps
    /// for no time without end does not hang the test.
    static let deadlinesPerAdvance = 10_000

    /// A media key of the car.
    public typealias MediaKey = HeadUnitCore.MediaKey
    /// Day or night.
    public typealias Appearance = HeadUnitCore.Appearance
    /// The gear lever's positions.
    public typealias Gear = CarSensors.Gear

    /// Which way a flick turns the knob.
    public enum Flick: Sendable { case on, back }

    /// Which way a nudge tilts the knob: up, down, left or right.
    public typealias Nudge = Direction
}
