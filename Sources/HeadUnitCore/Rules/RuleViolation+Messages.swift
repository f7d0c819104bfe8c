/// Every CarPlay rule's message, written once: the interface controller
/// throws these and lint reports them, so the car and lint say the same.
extension RuleViolation {
    // MARK: The template stack

    /// A push past the category's depth.
    static func templateDepth(pushing template: Template, depth: Int, category: AppCategory) -> RuleViolation {
        let limit = CarPlayLimits.maximumDepth(category)
        return RuleViolation(
            .templateDepth,
            "pushing \(template.reference) makes the template depth \(depth); \(category.displayName.withArticle) app allows at most \(limit), the root counted"
        )
    }

    /// A template pushed while it is already on the stack.
    static func alreadyInStack(_ template: Template) -> RuleViolation {
        if template.kind == .nowPlaying {
            return RuleViolation(.nowPlayingShared, "now playing was pushed while it is already on the stack; there is one shared instance")
        }
        return RuleViolation(.templateInStack, "\(template.reference) was pushed while it is already on the stack")
    }

    /// Anything but a list pushed on now playing.
    static func pushedOnNowPlaying(_ template: Template) -> RuleViolation {
        RuleViolation(.nowPlayingPush, "\(template.reference) was pushed on now playing; only a list may be pushed on now playing")
    }

    /// A second now-playing template in a scenario.
    static func secondNowPlaying(_ extra: TemplateID, first: TemplateID) -> RuleViolation {
        RuleViolation(.nowPlayingShared, "now playing '\(extra)' is a second now-playing template; there is one shared instance ('\(first)')")
    }

    /// A name no template has; `suggestion` is the nearest one that does.
    static func unknownTemplate(_ id: String, suggestion: String? = nil) -> RuleViolation {
        RuleViolation(.unknownTemplate, "no template is named \"\(id)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
    }

    /// A kind the app's category may not use.
    static func unavailable(_ template: Template, to category: AppCategory) -> RuleViolation {
        RuleViolation(.templateCategory, "\(template.reference) is not available to \(category.displayName.withArticle) app")
    }

    // MARK: How a template is shown

    /// How a template was put on screen, as messages say it.
    enum Placement: String {
        case setAsRoot = "set as the root"
        case pushed
        case presented
    }

    /// A tab bar anywhere but at the root.
    static func tabBarNotRoot(_ template: Template, _ placement: Placement) -> RuleViolation {
        RuleViolation(.tabBarRootOnly, "\(template.reference) was \(placement.rawValue); a tab bar can only be the root template")
    }

    /// A modal kind set as the root or pushed.
    static func modalOnly(_ template: Template, _ placement: Placement) -> RuleViolation {
        RuleViolation(
            .modalOnly, "\(template.reference) was \(placement.rawValue); \(template.kind.displayName.withArticle) can only be presented modally")
    }

    /// A kind that cannot be presented, presented.
    static func notPresentable(_ template: Template) -> RuleViolation {
        let kinds = TemplateKind.modal.map(\.displayName.withArticle)
        let named = kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " or " + kinds.last! : kinds.joined()
        return RuleViolation(.presentable, "\(template.reference) was presented; only \(named) template can be presented")
    }

    /// A modal presented over another.
    static func secondModal(_ template: Template, over current: Template) -> RuleViolation {
        RuleViolation(.singleModal, "\(template.reference) was presented while \(current.reference) is up; only one modal at a time")
    }

    /// A modal whose actions do not dismiss it.
    static func modalStaysUp(_ template: Template) -> RuleViolation {
        RuleViolation(.modalDismiss, "\(template.reference) stays up after this action: CarPlay does not dismiss it for the app; add \"dismiss\"")
    }

    // MARK: What templates hold

    /// A tab bar with more tabs than the category allows.
    static func tabCount(_ template: Template, count: Int, category: AppCategory) -> RuleViolation {
        RuleViolation(
            .tabCount,
            "\(template.reference) has \(count) tabs; \(category.displayName.withArticle) app allows at most \(CarPlayLimits.maximumTabs(category))")
    }

    /// A tab showing a kind a tab cannot show.
    static func tabContent(_ tab: Template, of tabBar: Template) -> RuleViolation {
        RuleViolation(.tabBarRootOnly, "\(tab.reference) is a tab of \(tabBar.reference); a tab shows a list, grid, information or point-of-interest template")
    }

    /// Bar buttons on a tab's root template, where the tab bar shows instead.
    static func tabRootBarButtons(_ tab: Template, of tabBar: Template) -> RuleViolation {
        RuleViolation(
            .tabRootBarButtons,
            "\(tab.reference) is a tab of \(tabBar.reference); the tab bar takes the navigation bar's place, so its bar buttons are not shown")
    }

    /// An alert or action sheet without actions.
    static func noActions(_ template: Template) -> RuleViolation {
        let rule: CarPlayRule = template.kind == .alert ? .alertActions : .actionSheetActions
        return RuleViolation(rule, "\(template.reference) has no actions; \(template.kind.displayName.withArticle) needs at least 1")
    }

    /// Now playing with more buttons than it takes.
    static func nowPlayingButtons(_ count: Int) -> RuleViolation {
        RuleViolation(.nowPlayingButtons, "now playing has \(count) buttons; at most \(CarPlayLimits.nowPlayingButtons)")
    }

    /// More of something than a car shows: it shows the first `shown`.
    /// `what` is the plural noun: "items", "leading bar buttons".
    static func trimmed(_ rule: CarPlayRule, _ template: Template, count: Int, _ what: String, shown: Int) -> RuleViolation {
        RuleViolation(rule, "\(template.reference) has \(count) \(what); CarPlay shows the first \(shown)")
    }

    /// A list longer than a car shows while driving.
    static func listItemsWhenLimited(_ template: Template, count: Int) -> RuleViolation {
        RuleViolation(
            .listItemLimit,
            "\(template.reference) has \(count) items; while driving (limited UI) CarPlay shows the first \(CarPlayLimits.listItemsWhenLimited)")
    }

    /// A section index title longer than its first character.
    static func sectionIndexTitle(_ title: String, shown: String) -> RuleViolation {
        RuleViolation(.sectionIndexTitle, "section index title \"\(title)\" shows only its first character, \"\(shown)\"")
    }

    /// A handler on a message list item.
    static let messageItemHandler = RuleViolation(.messageItemHandler, "a message list item has no handler: Siri acts on it")

    /// A list handler that never calls its completion.
    static let handlerNeverCompletes = RuleViolation(
        .listHandlerCompletion, "this handler never calls its completion: the row spins forever, as on a car")

    /// A hosted app's list handler that ran and let its completion go without calling it.
    public static func handlerDroppedCompletion(row: String) -> RuleViolation {
        RuleViolation(
            .listHandlerCompletion, "the handler of \"\(row)\" let its completion go without calling it: the row spins forever, as on a car")
    }

    /// A navigation app whose root is not a map.
    static func navigationRoot(_ root: Template) -> RuleViolation {
        RuleViolation(.navigationRoot, "\(root.reference) is the root of a navigation app; its root must be a map template")
    }

    /// A map action with no map template to act on.
    static func needsMapTemplate(_ action: String, root: Template?) -> RuleViolation {
        RuleViolation(.navigationSession, "\(action) needs a map template on the stack; the root is \(root?.reference ?? "not set")")
    }

    /// A trip without routes.
    static func noRouteChoices(_ trip: String) -> RuleViolation {
        RuleViolation(.routeChoices, "trip '\(trip)' has no route choices; a trip needs at least 1 to be previewed or driven")
    }

    /// More trips previewed than a car shows.
    static func tripPreviews(count: Int) -> RuleViolation {
        RuleViolation(.tripLimit, "showTripPreviews has \(count) trips; CarPlay shows the first \(CarPlayLimits.tripPreviews)")
    }

    /// Dashboard buttons of an app CarPlay Dashboard does not show: only
    /// a navigation app has a dashboard scene (CPTemplateApplicationDashboardScene).
    static func dashboardButtons(of category: AppCategory) -> RuleViolation {
        RuleViolation(
            .dashboardButtons, "\(category.displayName.withArticle) app has no CarPlay Dashboard; only a navigation app gives it shortcut buttons")
    }

    /// More dashboard buttons than CarPlay Dashboard shows.
    static func dashboardButtons(count: Int) -> RuleViolation {
        RuleViolation(.dashboardButtons, "the app gives \(count) dashboard buttons; CarPlay Dashboard shows the first \(DashboardButton.maximumCount)")
    }

    /// A voice control template without states.
    static func noVoiceControlStates(_ template: Template) -> RuleViolation {
        RuleViolation(.voiceControlState, "\(template.reference) has no states; a voice control template needs at least 1")
    }

    /// A control the car's driver cannot reach: it has no touch screen
    /// (or turns it off while moving) and focus cannot rest on the control.
    /// `focusInputs` names what the car moves focus with ("rotary knob").
    static func outOfReach(_ control: ControlID, label: String?, car: String, focusInputs: [String], moving: Bool) -> RuleViolation {
        let named = label.map { "\(control) \"\(Excerpt.of($0))\"" } ?? "\(control)"
        let why =
            moving
            ? "it turns off its touch screen while moving, and focus cannot rest on it"
            : "it has no touch screen, and its \(focusInputs.joined(separator: " and ")) cannot focus it"
        return RuleViolation(.carReach, "the car \"\(car)\" cannot reach \(named)\(moving ? " while moving" : ""): \(why)")
    }

    /// A map the app acts on when it moves that the car's driver cannot
    /// move: no touch screen (or none while moving), and no way into the
    /// map's panning interface (`canPan`: the car could pan in one, were
    /// there a map button to show it).
    /// (Apple, "Meeting guidelines for navigation apps": an app that
    /// supports panning includes a map template button to enter panning
    /// mode.)
    static func cannotPan(_ template: Template?, car: String, inputs: [String], moving: Bool, canPan: Bool) -> RuleViolation {
        let map = template?.reference ?? "the map"
        let touch = moving ? "it turns off its touch screen while moving" : "it has no touch screen"
        let fix =
            canPan
            ? "add an enabled map button whose handler runs \"showPanningInterface\""
            : "its panning interface needs a knob that nudges or a touchpad to pan with"
        return RuleViolation(
            .carReach,
            "the car \"\(car)\" (its inputs: \(inputs.joined(separator: ", "))) cannot pan \(map)\(moving ? " while moving" : ""): \(touch), so a driver moves a map only in its panning interface; \(fix)"
        )
    }

    /// More screens than lint walks.
    static func flowSize(checked budget: Int) -> RuleViolation {
        RuleViolation(.flowSize, "the app has more than \(budget) distinct screens; lint checked the first \(budget)")
    }
}
