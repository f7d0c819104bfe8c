/// A car as a rehearsal needs it: the inputs its driver has (and which of
/// them it turns off while it moves), its display, the side its driver
/// sits, and whether it has an instrument cluster. Read from a car file
/// (`CarProfileLoader`); `headunit cars` lists the shipped ones.
public struct CarProfile: Equatable, Sendable {
    /// Its name: `knob-only`, or the file's `name`.
    public var name: String
    /// What it is, in a line.
    public var summary: String
    /// The real cars it stands for.
    public var modelledOn: String
    public var inputs: Set<CarInput>
    /// Inputs the car turns off while it moves (a touch screen some cars
    /// lock at speed).
    public var offWhileMoving: Set<CarInput>
    public var profile: DisplayProfile
    public var density: Density
    public var driverSide: DriverSide
    public var cluster: Bool

    public init(
        name: String, summary: String = "", modelledOn: String = "", inputs: Set<CarInput>, offWhileMoving: Set<CarInput> = [],
        profile: DisplayProfile = .standard, density: Density = .one, driverSide: DriverSide = .left, cluster: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.modelledOn = modelledOn
        self.inputs = inputs
        self.offWhileMoving = offWhileMoving
        self.profile = profile
        self.density = density
        self.driverSide = driverSide
        self.cluster = cluster
    }

    /// The car headunit is when none is named: every input, always.
    public static let everyInput = CarProfile(
        name: "every-input", summary: "every input a car can have, none off while moving", inputs: Set(CarInput.allCases))

    /// The inputs the driver can use now.
    public func usable(moving: Bool) -> Set<CarInput> { moving ? inputs.subtracting(offWhileMoving) : inputs }

    /// Why the car cannot take `message` now, or nil when it can: the
    /// input it would need, and whether it has it at all (else it is off
    /// while moving).
    public func refusal(of message: SessionMessage, moving: Bool) -> InputRefusal? {
        let senders = CarInput.senders(of: message)
        guard !senders.isEmpty, senders.allSatisfy({ !usable(moving: moving).contains($0) }) else { return nil }
        let owned = senders.first { inputs.contains($0) }
        return InputRefusal(car: name, input: owned ?? senders[0], offWhileMoving: owned != nil, inputs: inputs.sorted())
    }

    /// Whether the driver can move focus from one focus area to another by
    /// direction now: a knob that nudges, or a touchpad. A car without
    /// either turns its knob through every area in order instead.
    public func movesBetweenAreas(moving: Bool) -> Bool { !usable(moving: moving).isDisjoint(with: [.nudge, .touchpad]) }

    /// Whether the driver can move focus at all (a knob, a nudge, a touchpad):
    /// a car without shows no focus ring, as a touch-only car does.
    public var hasFocusInput: Bool { !inputs.isDisjoint(with: [.knob, .nudge, .touchpad]) }
}

/// An input a car refused: which car, which input it lacks, whether it
/// has it but turns it off while moving.
public struct InputRefusal: Equatable, Sendable, CustomStringConvertible {
    public let car: String
    public let input: CarInput
    public let offWhileMoving: Bool
    public let inputs: [CarInput]

    /// `the car "knob-only" has no touch screen (its inputs: knob, nudge, back, home, siri, media)`.
    public var description: String {
        offWhileMoving
            ? "the car \"\(car)\" turns off its \(input.noun) while it moves"
            : "the car \"\(car)\" has no \(input.noun) (its inputs: \(inputs.map(\.rawValue).joined(separator: ", ")))"
    }
}
