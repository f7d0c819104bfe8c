/// The focus areas of what is on screen, top to bottom, from the state
/// alone: a modal traps focus in its own areas; otherwise the bar, then
/// the template's body areas, as its kind sets them out.
public enum FocusAreas {
    /// The navigation bar's area.
    static let navigationBar = "nav"
    /// The root tab bar's area.
    static let tabs = "tabs"
    /// A template's main area: a list's rows, a grid's buttons.
    static let body = "body"
    /// The status rail: the dock, the Now Playing button, home. A nudge
    /// toward the driver's side reaches it, as the knob reaches CarPlay's dock.
    static let rail = "rail"

    /// Areas of the screen now shown, top to bottom, none of them empty.
    public static func areas(for state: SessionState) -> [FocusArea] {
        let areas: [FocusArea]
        switch state.mode {
        case .home:
            let home = state.homeScreen
            areas = [.grid("home", home.rows(ofPage: home.page(of: state.homeFocus)).map { $0.map(ControlID.homeApp) })]
        case .ended: areas = [.row("ended", [.relaunch])]
        case .system, .builtIn: areas = [.row("system", [.systemButton])]
        case .disconnected: areas = []
        case .app: return Self.areas(for: state.shown)
        }
        return areas.filter { !$0.controls.isEmpty }
    }

    /// Areas of an app's screen, top to bottom, none of them empty: a
    /// modal traps focus in its own; otherwise the bar, the template's
    /// body areas, and the car's rail beside them.
    static func areas(for scope: AppScope) -> [FocusArea] {
        let areas: [FocusArea]
        if let modalID = scope.controller.modal, let modal = scope.templates[modalID] {
            areas = modal.body.content.focusAreas(in: scope)
        } else if let top = scope.topTemplate {
            areas = barAreas(top, scope) + top.body.content.focusAreas(in: scope) + [.column(rail, StatusRailLayout.controls(scope.state))]
        } else {
            areas = []
        }
        return areas.filter { !$0.controls.isEmpty }
    }

    /// The area of an app's screen that holds `control`, if one does: the
    /// areas of `areas(for:)`, looked at body first and made only until
    /// found (a knob step in a list never lays out the rail).
    static func area(holding control: ControlID, in scope: AppScope) -> FocusArea? {
        if let modalID = scope.controller.modal, let modal = scope.templates[modalID] {
            return modal.body.content.focusAreas(in: scope).first { $0.contains(control) }
        }
        guard let top = scope.topTemplate else { return nil }
        if let area = top.body.content.focusAreas(in: scope).first(where: { $0.contains(control) }) { return area }
        if let area = barAreas(top, scope).first(where: { $0.contains(control) }) { return area }
        let rail = FocusArea.column(rail, StatusRailLayout.controls(scope.state))
        return rail.contains(control) ? rail : nil
    }

    /// Where focus rests when a template first shows, as its kind says
    /// (the first control of its body, play/pause on now playing, an
    /// alert's first action that does not cancel).
    /// Never on the rail: a car opens an app's screen with focus in the
    /// app (or none, while the screen has nothing to focus), and only the
    /// driver's nudge takes it to the rail.
    public static func initialFocus(in areas: [FocusArea], template: Template) -> ControlID? {
        template.body.content.initialFocus(in: areas.filter { $0.name != rail })
    }

    /// The bar over the top template: the root's tabs while they show,
    /// else the navigation bar's back control and buttons.
    private static func barAreas(_ top: Template, _ scope: AppScope) -> [FocusArea] {
        if let tabBar = scope.shownTabBar { return tabBar.focusAreas(in: scope) }
        if scope.isNavigationBarHidden { return [] }
        let back: [ControlID] = scope.controller.stack.count > 1 ? [.back] : []
        return [.row(navigationBar, back + top.body.content.barControls.map(\.id))]
    }
}
