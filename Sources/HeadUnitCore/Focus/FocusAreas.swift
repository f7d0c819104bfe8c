/// The focus areas of what is on screen, top to bottom, from the state
/// alone: a modal traps focus in its own areas; otherwise the bar, then
/// the template's body areas, as its kind sets them out.
public enum FocusAreas {
    /// Areas of the screen now shown, top to bottom, none of them empty.
    public static func areas(for state: SessionState) -> [FocusArea] {
        let areas: [FocusArea]
        switch state.mode {
        case .home:
            let home = state.homeScreen
            areas = [.grid("home", home.rows(ofPage: home.page(of: state.homeFocus)).map { $0.map(ControlID.homeApp) })]
        case .ended: areas = [.row("ended", [.relaunch])]
        case .system, .builtIn: areas = [.row("system", [.systemButton])]
        case .dashboard: areas = [.row("dashboard", CarScreens.dashboardControls(in: state))]
        case .disconnected: areas = []
        case .app: return Self.areas(for: state.shown)
        }
        return areas.filter { !$0.controls.isEmpty }
    }

    /// Areas of an app's screen, top to bottom, none of them empty: a
    /// modal traps focus in its own; otherwise the bar, the template's
    /// body areas, and the car's rail beside them.
    static func areas(for scope: AppScope) -> [FocusArea] {
        guard case let (template, parts)? = Part.all(of: scope) else { return [] }
        return parts.flatMap { $0.areas(of: template, in: scope) }.filter { !$0.controls.isEmpty }
    }

    /// The area of an app's screen that holds `control`, if one does: the
    /// areas of `areas(for:)`, each part laid out only until it is found,
    /// the body first (a knob step in a list lays out neither the bar nor
    /// the rail).
    static func area(holding control: ControlID, in scope: AppScope) -> FocusArea? {
        // Bound apart: reading `template` off the tuple copied the tuple each time.
        guard case let (template, parts)? = Part.all(of: scope, bodyFirst: true) else { return nil }
        for part in parts {
            if let area = part.areas(of: template, in: scope).first(where: { $0.contains(control) }) { return area }
        }
        return nil
    }

    /// A part of an app's screen that holds focus areas.
    private enum Part {
        case modal, bar, body, rail

        /// The template shown (the modal, else the top of the stack) and
        /// the parts of the screen, top to bottom, or the body first:
        /// where focus most often is. The template is looked up once.
        static func all(of scope: AppScope, bodyFirst: Bool = false) -> (template: Template, parts: [Part])? {
            if let modalID = scope.controller.modal, let modal = scope.templates[modalID] { return (modal, [.modal]) }
            guard let top = scope.topTemplate else { return nil }
            return (top, bodyFirst ? bodyFirstOrder : screenOrder)
        }

        /// The parts top to bottom, and body first; kept, so a knob step
        /// allocates no array for them.
        private static let screenOrder: [Part] = [.bar, .body, .rail]
        private static let bodyFirstOrder: [Part] = [.body, .bar, .rail]

        /// The part's areas, `template` the one `all(of:)` found.
        func areas(of template: Template, in scope: AppScope) -> [FocusArea] {
            switch self {
            case .modal, .body: template.body.content.focusAreas(in: scope.environment)
            case .bar: barAreas(template, scope)
            case .rail: [.column(FocusArea.Names.rail, StatusRailLayout.controls(scope.state))]
            }
        }
    }

    /// Where focus rests when a template first shows, as its kind says
    /// (the first control of its body, play/pause on now playing, an
    /// alert's first action that does not cancel).
    /// Never on the rail: a car opens an app's screen with focus in the
    /// app (or none, while the screen has nothing to focus), and only the
    /// driver's nudge takes it to the rail.
    public static func initialFocus(in areas: [FocusArea], template: Template) -> ControlID? {
        template.body.content.initialFocus(in: areas.filter { $0.name != FocusArea.Names.rail })
    }

    /// The bar over the top template: the root's tabs while they show,
    /// else the navigation bar's back control and buttons.
    private static func barAreas(_ top: Template, _ scope: AppScope) -> [FocusArea] {
        if let tabBar = scope.shownTabBar { return tabBar.focusAreas(in: scope.environment) }
        if scope.isNavigationBarHidden { return [] }
        let back: [ControlID] = scope.controller.depth > 1 ? [.back] : []
        return [.row(FocusArea.Names.navigationBar, back + top.body.content.barControls.map(\.id))]
    }
}
