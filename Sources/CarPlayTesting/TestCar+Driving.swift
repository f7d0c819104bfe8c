import CarPlay
import HeadUnitCore

/// Driving the car as a driver does: the phone, the knob, the screen, the
/// keyboard, the home and media keys, and what the car's sensors report.
/// Each step waits for what the app does about it.
extension TestCar {
    /// Plugs the phone in: the app's scene connects and sets its root.
    public func connect() async throws {
        guard driver.state.mode == .disconnected else { throw TestCarError.wrongState("connect: the phone is already connected") }
        await drive { $0.send(.connect) }
    }

    /// Unplugs the phone: the app's scene disconnects.
    public func disconnect() async throws {
        guard driver.state.mode != .disconnected else { throw TestCarError.wrongState("disconnect: the phone is not connected") }
        await drive { $0.send(.disconnect) }
    }

    /// Turns the knob `detents`: positive clockwise (focus moves on).
    public func rotate(_ detents: Int = 1) async throws { await drive { $0.send(.rotate(detents)) } }

    /// Flicks the knob: five detents on (or back).
    public func flick(_ way: Flick = .on) async throws { await drive { $0.send(.flick(way == .on ? 1 : -1)) } }

    /// Nudges the knob.
    public func nudge(_ direction: Nudge) async throws {
        let mapped: Direction =
            switch direction {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            }
        await drive { $0.send(.nudge(mapped)) }
    }

    /// Presses the knob: the focused control acts.
    public func press() async throws { await drive { $0.send(.press) } }

    /// The car's back button.
    public func back() async throws { await drive { $0.send(.back) } }

    /// The car's home button.
    public func home() async throws { await drive { $0.send(.home) } }

    /// Touches the control that shows `label`: the one that shows exactly
    /// it, else the one whose words hold it. A label that several controls
    /// show, or none, fails, naming the candidates.
    public func tap(_ label: String) async throws {
        switch driver.screen.match(label: label) {
        case .found(let region):
            await drive { $0.send(.touch(column: region.rect.x + region.rect.width / 2, row: region.rect.y + region.rect.height / 2)) }
        case .ambiguous(let candidates): throw TestCarError.ambiguousLabel(label, candidates: candidates, display: screen)
        case .missing(let candidates): throw TestCarError.missingLabel(label, candidates: candidates, display: screen)
        }
    }

    /// Touches the display at a point, in its pixels (as the car's touch
    /// screen reports them).
    public func tap(x: Int, y: Int) async throws {
        let state = driver.state
        let cell = state.geometry.cell(atPixelX: x, y: y, scale: state.profile.scale)
        await drive { $0.send(.touch(column: cell.column, row: cell.row)) }
    }

    /// Types into the template in front (a search field), as the car's keyboard does.
    public func type(_ text: String) async throws { await drive { $0.send(.keyboard(.text(text))) } }

    /// A media key of the car: its remote commands reach the app that plays.
    public func press(_ key: MediaKey) async throws { await drive { $0.send(.media(key)) } }

    /// What the phone does on its own: the event named `name`, given when the car was made.
    public func phone(_ name: String) async throws {
        let known = runtime.app.events.phone.keys.sorted()
        guard known.contains(name) else {
            throw TestCarError.wrongState("phone: no event is named '\(name)'; the car knows \(known.isEmpty ? "none" : known.joined(separator: ", "))")
        }
        await drive { $0.send(.phone(name)) }
    }

    /// Day or night: the car's appearance, which the app hears as its content style.
    public func setAppearance(_ appearance: Appearance) async throws {
        await drive { $0.send(.appearance(appearance == .night ? .night : .day)) }
    }

    /// Limits the interface, as while driving (lists trimmed, the keyboard locked), or lifts it.
    public func setLimitedUI(_ limited: Bool) async throws { await drive { $0.send(.restrict(limited)) } }

    /// The car's speed in km/h: moving limits the interface.
    public func setSpeed(_ kilometresPerHour: Double) async throws { await drive { $0.send(.speed(kilometresPerHour)) } }

    /// The gear lever: in drive with the brake off, the car counts as driving.
    public func setGear(_ gear: Gear) async throws { await drive { $0.send(.gear(gear)) } }

    /// The parking brake, on or off.
    public func setParkingBrake(_ on: Bool) async throws { await drive { $0.send(.parkingBrake(on)) } }

    /// Lets `seconds` pass on the car's clock, which is virtual: a row's
    /// spinner, a drive's estimates and a navigation alert's time run at
    /// once. The app's own timers run in real time (see `waitUntil`).
    public func advance(by seconds: Double) async throws { await drive { $0.advance(by: seconds) } }

    /// A media key of the car.
    public typealias MediaKey = HeadUnitCore.MediaKey
    /// Day or night.
    public typealias Appearance = HeadUnitCore.Appearance
    /// The gear lever's positions.
    public typealias Gear = CarSensors.Gear

    /// Which way a flick turns the knob.
    public enum Flick: Sendable { case on, back }

    /// Which way a nudge tilts the knob.
    public enum Nudge: Sendable { case up, down, left, right }
}
