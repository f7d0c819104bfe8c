/// What a hosted app's code asks of the car.
public enum AppRequest: Equatable, Sendable {
    /// Adds templates, or replaces them with what they hold now (a view on
    /// screen keeps its focus and scroll where it can).
    case define([Template])
    /// What a scenario's handler could do: set the root, push, present...
    case perform(Action)
    /// Pops back to a template of the stack.
    case popTo(TemplateID)
    /// Templates the app let go: the session forgets them (those it
    /// still shows stay).
    case forget([TemplateID])
    /// A list row's handler called its completion: the row stops spinning.
    case finish(PendingHandler)
    /// The control the driver selected is one the app has let go (a row
    /// replaced since it was drawn): the input is dropped, the row (if one
    /// spins for it) stops, and the event log and the inspector say so.
    case dropped(PendingHandler?)
    /// What now playing shows: the track (nil: nothing), whether it
    /// plays, and how far it is when the app says.
    case nowPlaying(Track?, isPlaying: Bool, elapsed: Double?)
    /// The navigation session's guidance as the app gives it, or none.
    case guidance(NavigationState?)
    /// Shows a tab of the root tab bar (`CPTabBarTemplate.select`).
    case selectTab(Int)
    /// Shows trip previews on the map of the stack (`showTripPreviews`).
    case showTripPreviews(TripPreviews)
    /// Shows a navigation alert over the map (`present(navigationAlert:animated:)`).
    case presentNavigationAlert(NavigationAlert)
    /// Something of the app's that headunit cannot honour: said once.
    case notice(String)
    /// A list's sections were replaced whole (`updateSections`): as on a
    /// knob-driven car, focus on one of its rows starts again at the first.
    case reloaded(TemplateID)
    /// The dashboard's shortcut buttons (`CPDashboardController.shortcutButtons`).
    case dashboardButtons([DashboardButton])
    /// What the cluster says with no trip under way
    /// (`CPInstrumentClusterController.inactiveDescriptionVariants`).
    case inactiveDescription([String])
}
