import HeadUnitCore

/// CPMapTemplateDelegate: told when the driver starts a trip, pans the
/// map, and as navigation alerts show and go. Every method is optional.
@preconcurrency @MainActor public protocol CPMapTemplateDelegate: NSObjectProtocol {
    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice)
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate)
    func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate)
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate)
    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection)
    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection)
    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection)
    func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint)
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShow navigationAlert: CPNavigationAlert) -> Bool
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert)
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext)
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext)
    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice)
    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate)
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver, with travelEstimates: CPTravelEstimates) -> Bool
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert) -> Bool
    func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat, velocity: CGFloat)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat)
    func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat)
    func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat)
    func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate)
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint)
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint)
    func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource)
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error)
    func mapTemplate(_ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool, forSegment segment: CPRouteSegment?)
    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool
    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle
}

extension CPMapTemplateDelegate {
    public func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {}
    public func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {}
    public func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShow navigationAlert: CPNavigationAlert) -> Bool { true }
    public func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext
    ) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext
    ) {}
    // What the car tells only of what headunit's car has not: its own
    // banners while the app is in the background, the preview's route
    // choice before Go, the system ending guidance, two-finger gestures
    // (headunit's touch taps and drags one finger), and a built-in
    // navigation's route and destination sharing (iOS 26.1 to 26.4).
    // Kept: an app's methods compile and are never called.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {}
    public func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool { false }
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver, with travelEstimates: CPTravelEstimates) -> Bool {
        false
    }
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert) -> Bool { false }
    public func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat, velocity: CGFloat) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat) {}
    public func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat) {}
    public func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint) {}
    public func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool { false }
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool, forSegment segment: CPRouteSegment?) {}
    /// No metadata unless the delegate says so.
    public func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { false }
    /// The default style: the symbol leads.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle { [] }
}

/// CPManeuverDisplayStyle: how the guidance card lays out the second
/// maneuver (`mapTemplate(_:displayStyleFor:)`); its empty value, the
/// default, lays it out as `leadingSymbol`.
public struct CPManeuverDisplayStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The symbol before the instruction.
    public static let leadingSymbol = CPManeuverDisplayStyle(rawValue: 1)
    /// The symbol after the instruction.
    public static let trailingSymbol = CPManeuverDisplayStyle(rawValue: 2)
    /// The symbol alone: a lane image an app draws for lane guidance.
    public static let symbolOnly = CPManeuverDisplayStyle(rawValue: 3)
    /// The instruction alone.
    public static let instructionOnly = CPManeuverDisplayStyle(rawValue: 4)
}
