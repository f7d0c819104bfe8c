import HeadUnitCore

/// CPManeuverType: what a maneuver asks of the driver, for the car's own
/// displays (the navigation metadata of iOS 17.4), drawn there as a glyph
/// of like meaning.
public enum CPManeuverType: UInt, Sendable {
    case noTurn = 0, leftTurn, rightTurn, straightAhead, uTurn, followRoad, enterRoundabout, exitRoundabout, offRamp, onRamp
    case arriveEndOfNavigation, startRoute, arriveAtDestination, keepLeft, keepRight
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case enter_Ferry  // Apple's Swift name
    case exitFerry, changeFerry
    case startRouteWithUTurn, uTurnAtRoundabout, leftTurnAtEnd, rightTurnAtEnd, highwayOffRampLeft, highwayOffRampRight
    case arriveAtDestinationLeft, arriveAtDestinationRight, uTurnWhenPossible, arriveEndOfDirections
    case roundaboutExit1, roundaboutExit2, roundaboutExit3, roundaboutExit4, roundaboutExit5, roundaboutExit6, roundaboutExit7
    case roundaboutExit8, roundaboutExit9, roundaboutExit10, roundaboutExit11, roundaboutExit12, roundaboutExit13, roundaboutExit14
    case roundaboutExit15, roundaboutExit16, roundaboutExit17, roundaboutExit18, roundaboutExit19
    case sharpLeftTurn, sharpRightTurn, slightLeftTurn, slightRightTurn, changeHighway, changeHighwayLeft, changeHighwayRight

    /// The glyph a car draws for it: an arrow for the way to go, a
    /// circling arrow for a roundabout (with its exit, `↺3`), a U-turn
    /// across the oncoming traffic, a flag on arrival.
    func glyph(leftHandTraffic left: Bool) -> String {
        if (Self.roundaboutExit1.rawValue...Self.roundaboutExit19.rawValue).contains(rawValue) {
            return ManeuverGlyph.roundabout(leftHandTraffic: left, exit: Int(rawValue - Self.roundaboutExit1.rawValue) + 1)
        }
        switch self {
        case .leftTurn, .leftTurnAtEnd: return "↰"
        case .rightTurn, .rightTurnAtEnd: return "↱"
        case .slightLeftTurn, .keepLeft, .highwayOffRampLeft, .changeHighwayLeft: return "↖"
        case .slightRightTurn, .keepRight, .highwayOffRampRight, .changeHighwayRight: return "↗"
        case .sharpLeftTurn: return "↙"
        case .sharpRightTurn: return "↘"
        case .offRamp: return left ? "↖" : "↗"
        case .onRamp, .exitRoundabout: return "⤴"
        case .uTurn, .uTurnWhenPossible, .startRouteWithUTurn: return ManeuverGlyph.uTurn(leftHandTraffic: left)
        case .enterRoundabout, .uTurnAtRoundabout: return ManeuverGlyph.roundabout(leftHandTraffic: left)
        case .arriveEndOfNavigation, .arriveAtDestination, .arriveEndOfDirections: return ManeuverGlyph.arrival
        case .arriveAtDestinationLeft: return "◂" + ManeuverGlyph.arrival
        case .arriveAtDestinationRight: return ManeuverGlyph.arrival + "▸"
        case .startRoute: return ManeuverGlyph.start
        case .enter_Ferry, .exitFerry, .changeFerry: return ManeuverGlyph.ferry
        default: return "↑"
        }
    }
}

/// CPJunctionType: the kind of junction a maneuver is at.
public enum CPJunctionType: UInt, Sendable {
    /// Roads meeting at a common point.
    case intersection = 0
    /// A roundabout: the junction's roads leave it.
    case roundabout = 1
}

/// CPTrafficSide: the side of the road traffic keeps to; roundabouts turn
/// counterclockwise where it keeps right.
public enum CPTrafficSide: UInt, Sendable {
    case right = 0, left = 1
}

/// CPManeuverState: how near the next maneuver is, and whether the driver
/// must act on it now; the cluster's approach bar fills as it nears.
public enum CPManeuverState: Int, Sendable {
    case `continue` = 0, initial, prepare, execute

    var headUnitState: ManeuverState {
        switch self {
        case .continue: .continue
        case .initial: .initial
        case .prepare: .prepare
        case .execute: .execute
        }
    }
}

/// The junction type's Objective-C name (`CPJunctionTypeRoundabout`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromCPJunctionType(_ junctionType: CPJunctionType) -> String! { "CPJunctionType" + capitalised(junctionType) }

/// The traffic side's Objective-C name (`CPTrafficSideLeft`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromCPTrafficSide(_ trafficSide: CPTrafficSide) -> String! { "CPTrafficSide" + capitalised(trafficSide) }

/// The maneuver type's Objective-C name (`CPManeuverTypeLeftTurn`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromCPManeuverType(_ maneuverType: CPManeuverType) -> String! { "CPManeuverType" + capitalised(maneuverType) }

/// The lane status's Objective-C name (`CPLaneStatusPreferred`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromCPLaneStatus(_ laneStatus: CPLaneStatus) -> String! { "CPLaneStatus" + capitalised(laneStatus) }

/// A case's Swift name with its first letter upper-cased.
private func capitalised(_ value: some Any) -> String {
    let name = String(describing: value)
    return name.prefix(1).uppercased() + name.dropFirst()
}
