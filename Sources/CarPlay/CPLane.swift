import Foundation
import HeadUnitCore

/// CPLaneStatus: whether a lane suits the route.
public enum CPLaneStatus: Int, Sendable {
    case notGood = 0, good, preferred
}

/// CPLane: one lane of the road ahead: the ways it leads, the one the
/// route takes highlighted when the lane is good or preferred.
@preconcurrency @MainActor public final class CPLane: NSObject {
    public var status: CPLaneStatus
    /// Every way the lane leads (iOS 18), the highlighted one among them.
    public private(set) var angles: [Measurement<UnitAngle>]
    /// The way the route takes out of this lane (iOS 18).
    public private(set) var highlightedAngle: Measurement<UnitAngle>?

    /// A lane of no ways yet, not good (iOS 17.4; give its angles with
    /// `primaryAngle` and `secondaryAngles`).
    public override init() {
        status = .notGood
        angles = []
    }

    /// A lane that leads `angles`, none of them highlighted.
    public init(angles: [Measurement<UnitAngle>]) {
        status = .notGood
        self.angles = angles
    }

    /// A lane that leads `angles`, the route taking `highlightedAngle`: a
    /// preferred lane, or a good one.
    public init(angles: [Measurement<UnitAngle>], highlightedAngle: Measurement<UnitAngle>, isPreferred preferred: Bool) {
        status = preferred ? .preferred : .good
        self.angles = angles.contains(highlightedAngle) ? angles : [highlightedAngle] + angles
        self.highlightedAngle = highlightedAngle
    }

    /// The angle highlighted when the lane is preferred or good (iOS 17.4).
    public var primaryAngle: Measurement<UnitAngle> {
        get { highlightedAngle ?? angles.first ?? Measurement(value: 0, unit: .degrees) }
        set {
            angles = [newValue] + angles.filter { $0 != highlightedAngle && $0 != newValue }
            highlightedAngle = newValue
        }
    }

    /// The lane's other ways, without `primaryAngle` (iOS 17.4).
    public var secondaryAngles: [Measurement<UnitAngle>] {
        get { angles.filter { $0 != highlightedAngle } }
        set { angles = (highlightedAngle.map { [$0] } ?? []) + newValue }
    }

    /// As the car's cluster draws it.
    var lane: Lane {
        let status: Lane.Status =
            switch self.status {
            case .notGood: .notGood
            case .good: .good
            case .preferred: .preferred
            }
        return Lane(status: status, angles: angles.map(\.degrees), highlightedAngle: highlightedAngle?.degrees)
    }
}

/// CPLaneGuidance: the lanes of the road ahead, from one side to the other,
/// and the instruction for them; the car's cluster draws them as a row of
/// lane signs.
@preconcurrency @MainActor public final class CPLaneGuidance: NSObject {
    public var lanes: [CPLane] = []
    public var instructionVariants: [String] = []

    public override init() {}

    var laneGuidance: LaneGuidance { LaneGuidance(lanes: lanes.map(\.lane), instructionVariants: instructionVariants) }
}

extension Measurement where UnitType == UnitAngle {
    /// The angle in degrees.
    var degrees: Double { converted(to: .degrees).value }
}
