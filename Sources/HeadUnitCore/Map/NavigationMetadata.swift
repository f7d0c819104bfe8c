/// What a navigation app gives the car beside its guidance card (iOS
/// 17.4's navigation metadata, when its map delegate agrees to provide
/// it): the car's own displays, the instrument cluster here, draw it.
public struct NavigationMetadata: Equatable, Sendable {
    /// The lanes to take now (`currentLaneGuidance`).
    public var laneGuidance: LaneGuidance?
    /// The road the car is on, longest first (`currentRoadNameVariants`).
    public var roadNameVariants: [String]
    /// How near the next maneuver is (`maneuverState`).
    public var maneuverState: ManeuverState

    public init(laneGuidance: LaneGuidance? = nil, roadNameVariants: [String] = [], maneuverState: ManeuverState = .continue) {
        self.laneGuidance = laneGuidance
        self.roadNameVariants = roadNameVariants
        self.maneuverState = maneuverState
    }
}

/// CPManeuverState: how near the next maneuver is and whether the driver
/// must act on it.
public enum ManeuverState: Equatable, Sendable, CaseIterable {
    case `continue`, initial, prepare, execute

    /// The approach bar a cluster draws beside the distance: empty while
    /// the driver just follows the road, full when the maneuver is now.
    public var approachBar: String {
        switch self {
        case .continue: ""
        case .initial: "▮▯▯"
        case .prepare: "▮▮▯"
        case .execute: "▮▮▮"
        }
    }
}
