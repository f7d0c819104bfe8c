/// The knob and keyboard routes through the shipped navigation flow
/// (Scenarios/navigation.json) from its start: the golden frames, the
/// writers' tests and the bench reach its screens by them.
public enum NavigationScreens {
    /// To the search template: up to the bar, over to Search, press.
    public static let search = "dpad up; dpad rotate right; dpad click"
    /// To the trip previews for Cafe Luna: "coffee" typed, the first result.
    public static let tripPreviews = search + "; type coffee; dpad click"
    /// To the first maneuver of the fastest route, after the route is calculated.
    public static let guidance = tripPreviews + "; dpad down; dpad down; dpad click; sleep 4"
}
