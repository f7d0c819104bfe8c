import HeadUnitCore

extension TestCar {
    /// The car's display: CarPlay's four profiles, or one of a size of its own.
    public typealias Display = CarDisplay

    /// A car rehearsed on: its inputs, display, driver's side and cluster
    /// (`headunit cars` lists them). `Car.named("knob-only")` is a shipped one.
    public typealias Car = CarProfile
}

extension CarProfile {
    /// The shipped car named `name` (`knob-only`, `touch-only`, ...): what
    /// `headunit cars` lists. A name no shipped car has is an error naming them.
    public static func named(_ name: String) throws -> CarProfile {
        guard let car = try CarProfileLoader.shippedCar(named: name)?.get() else {
            throw TestCarError.wrongState("no car is named '\(name)': use \(CarProfileLoader.shippedNames.joined(separator: ", "))")
        }
        return car
    }
}

/// The car's display: CarPlay's four profiles, or one of a size of its own.
public enum CarDisplay: Sendable, Equatable {
    /// 800x480 at 2x.
    case standard
    /// 748x456 at 2x, the smallest CarPlay draws on.
    case minimum
    /// 1920x720 at 3x.
    case wide
    /// 768x1024 at 2x.
    case portrait
    /// Any display, in pixels at a scale.
    case pixels(width: Int, height: Int, scale: Int)

    var profile: DisplayProfile {
        get throws {
            switch self {
            case .standard: .standard
            case .minimum: .minimum
            case .wide: .wide
            case .portrait: .portrait
            case .pixels(let width, let height, let scale):
                try DisplayProfile.parse("\(width)x\(height)@\(scale)x")
            }
        }
    }
}
