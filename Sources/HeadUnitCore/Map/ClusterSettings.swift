/// What the app shows in the instrument cluster (its
/// CPInstrumentClusterController): which details of the next maneuver,
/// and the text for when no trip is under way.
public struct ClusterSettings: Equatable, Sendable {
    /// A detail of the guidance the cluster can show.
    public enum Detail: String, Equatable, Sendable, CaseIterable {
        /// The maneuver's symbol and its distance.
        case symbol
        /// The instruction: the maneuver's dashboard variants, else its own.
        case instruction
        /// The road the maneuver follows onto.
        case road
        /// The trip's time, distance and arrival.
        case tripEstimates
    }

    /// The details shown, in the cluster's order; all unless the app says.
    public var details: Set<Detail>
    /// `inactiveDescriptionVariants`: said under the map when no trip is under way.
    public var inactiveDescriptionVariants: [String]

    public init(details: Set<Detail> = Set(Detail.allCases), inactiveDescriptionVariants: [String] = []) {
        self.details = details
        self.inactiveDescriptionVariants = inactiveDescriptionVariants
    }
}
