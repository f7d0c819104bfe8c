import Foundation
import HeadUnitCore

/// CPManeuver: a step of the guidance: what to do, where, and how far;
/// since iOS 17.4 also its navigation metadata (its type, junction and
/// lanes), which the car's own displays draw.
@preconcurrency @MainActor public final class CPManeuver: NSObject {
    public var instructionVariants: [String] = []
    public var dashboardInstructionVariants: [String] = []
    /// Instructions with images in them: shown in place of the plain ones, their text alone.
    public var attributedInstructionVariants: [NSAttributedString] = []
    /// The dashboard's instructions with images: shown there in place of the plain ones, their text alone.
    public var dashboardAttributedInstructionVariants: [NSAttributedString] = []
    /// A notification banner's instructions, images and symbol: kept; headunit's car shows no banners.
    public var notificationInstructionVariants: [String] = []
    public var notificationAttributedInstructionVariants: [NSAttributedString] = []
    public var notificationSymbolImage: UIImage?
    /// The dashboard's symbol and the junction's images: kept; headunit draws `symbolImage`'s glyph.
    public var dashboardSymbolImage: UIImage?
    public var junctionImage: UIImage?
    public var dashboardJunctionImage: UIImage?
    /// The symbol for light and dark (deprecated in iOS 13): kept; `symbolImage` is drawn.
    @available(*, deprecated, renamed: "symbolImage")
    public var symbolSet: CPImageSet?
    /// The road after the maneuver, longest first (iOS 17.4).
    public var roadFollowingManeuverVariants: [String]?
    public var symbolImage: UIImage?
    public var initialTravelEstimates: CPTravelEstimates?
    public var userInfo: Any?
    public var maneuverType: CPManeuverType = .noTurn
    public var junctionType: CPJunctionType = .intersection
    public var trafficSide: CPTrafficSide = .right
    /// The way out of the junction: the cluster's arrow points it.
    public var junctionExitAngle: Measurement<UnitAngle>?
    /// The junction's other roads, without its exit.
    public var junctionElementAngles: Set<Measurement<UnitAngle>>?
    /// The highway exit: "Exit 23".
    public var highwayExitLabel = ""
    /// The guidance card's background for this maneuver (iOS 15.4): kept;
    /// headunit draws the card in its theme's colours, and says so.
    public var cardBackgroundColor: UIColor?
    /// The lanes that lead to this maneuver, among those added to the
    /// session. Apple's header calls it optional but imports it without a
    /// `?`: read before it is set it is nil, as on iOS, and code that
    /// uses it as never nil compiles unchanged.
    public var linkedLaneGuidance: CPLaneGuidance!

    public override init() { super.init() }

    /// As the guidance draws it, with the estimates the app gave last, its
    /// metadata when the app provides it, laid out in `style`.
    func maneuver(_ estimates: CPTravelEstimates?, unit: DistanceUnit, metadata: Bool, style: ManeuverDisplayStyle) -> Maneuver {
        Maneuver(
            instructionVariants: attributedInstructionVariants.isEmpty ? instructionVariants : attributedInstructionVariants.map(\.string),
            dashboardInstructionVariants: dashboardAttributedInstructionVariants.isEmpty
                ? dashboardInstructionVariants : dashboardAttributedInstructionVariants.map(\.string), symbolImage: symbolImage?.glyph,
            roadFollowingManeuverVariants: roadFollowingManeuverVariants ?? [],
            initialTravelEstimates: (estimates ?? initialTravelEstimates)?.travelEstimates(in: unit) ?? TravelEstimates(distanceRemaining: 0, timeRemaining: 0),
            metadata: metadata
                ? ManeuverMetadata(
                    symbol: metadataSymbol, highwayExitLabel: highwayExitLabel.isEmpty ? nil : highwayExitLabel, laneGuidance: linkedLaneGuidance?.laneGuidance)
                : nil,
            displayStyle: style)
    }

    /// The glyph of its type, pointed along its exit angle when it has
    /// one, and at a roundabout junction the roundabout's circling arrow.
    private var metadataSymbol: String {
        let left = trafficSide == .left
        var symbol = maneuverType.glyph(leftHandTraffic: left)
        if let exit = junctionExitAngle, "↑↖↗↰↱↙↘⤴".contains(symbol) {
            symbol = ManeuverGlyph.arrow(degrees: exit.degrees, leftHandTraffic: left)
        }
        let circle = ManeuverGlyph.roundabout(leftHandTraffic: left)
        return junctionType == .roundabout && !symbol.hasPrefix(circle) ? circle + symbol : symbol
    }
}
