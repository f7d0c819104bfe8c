/// CPLaneGuidance: the lanes of the road ahead, from one side to the
/// other, and the instruction that goes with them.
public struct LaneGuidance: Equatable, Sendable {
    public var lanes: [Lane]
    public var instructionVariants: [String]

    public init(lanes: [Lane], instructionVariants: [String] = []) {
        self.lanes = lanes
        self.instructionVariants = instructionVariants
    }
}

/// CPLane: one lane, the ways it leads (degrees from straight ahead,
/// negative to the left) and how good it is for the route.
public struct Lane: Equatable, Sendable {
    /// CPLaneStatus.
    public enum Status: Equatable, Sendable {
        case notGood, good, preferred
    }

    public var status: Status
    /// Every way the lane leads, the highlighted one among them.
    public var angles: [Double]
    /// The way the route takes out of this lane, when it is good or preferred.
    public var highlightedAngle: Double?

    public init(status: Status, angles: [Double], highlightedAngle: Double? = nil) {
        self.status = status
        self.angles = angles
        self.highlightedAngle = highlightedAngle
    }

    /// The arrow a lane sign shows: the highlighted way of a good lane,
    /// else the lane's first way (straight on for a lane without one).
    public var arrow: String {
        let way = status == .notGood ? angles.first ?? highlightedAngle : highlightedAngle ?? angles.first
        return ManeuverGlyph.arrow(degrees: way ?? 0, leftHandTraffic: false)
    }
}
