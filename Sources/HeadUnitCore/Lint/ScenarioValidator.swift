/// Checks a decoded scenario against CarPlay's rules before it runs: what
/// each template breaks by itself (its kind's findings), what every
/// template shares (its category, its bar, a modal that stays up), and
/// (in `FlowExplorer`) every exception a car would raise on some path
/// through the app.
struct ScenarioValidator {
    let app: App
    let locations: SourceLocations
    private(set) var reports: [RuleReport] = []

    init(app: App, locations: SourceLocations) {
        self.app = app
        self.locations = locations
    }

    /// All problems, in file order, each reported once: a problem the
    /// templates show by themselves (an information template in an audio
    /// app) is not said again at each action that would meet it.
    /// With `cars`, also every control each car's driver cannot reach.
    static func diagnostics(for app: App, locations: SourceLocations, cars: [CarProfile] = []) -> [Diagnostic] {
        var validator = ScenarioValidator(app: app, locations: locations)
        validator.checkTemplates()
        validator.checkNavigation()
        var explorer = FlowExplorer(app: app, locations: locations)
        explorer.reach = cars.first.map(CarReach.init)
        explorer.explore()
        var reach: [RuleReport] = []
        for car in cars.dropFirst() {
            var other = FlowExplorer(app: app, locations: locations)
            other.reach = CarReach(car: car)
            other.explore()
            reach += other.reports.filter { $0.violation.rule == .carReach }
        }
        let known = Set(validator.reports.map(\.violation))
        let reports = validator.reports + explorer.reports.filter { !known.contains($0.violation) } + reach
        return reports.map { Diagnostic($0.severity, $0.violation, at: locations.nearest($0.path), path: $0.path) }
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ violation: RuleViolation, at path: String) {
        reports.append(RuleReport(violation: violation, severity: severity, path: path))
    }

    /// What a navigation app must be: a map at its root; its trips
    /// drivable; no more trips previewed at once than a car shows; and
    /// dashboard buttons only in a navigation app, no more than shown.
    private mutating func checkNavigation() {
        if app.category == .navigation, let root = app.templates[app.root], root.kind != .map {
            report(.error, .navigationRoot(root), at: "$.root")
        }
        for (id, trip) in app.navigation.trips.sorted(by: { $0.key < $1.key }) where trip.routeChoices.isEmpty {
            report(.error, .noRouteChoices(id), at: "$.trips.\(id).routeChoices")
        }
        let buttons = app.navigation.dashboardButtons
        if !buttons.isEmpty, app.category != .navigation {
            report(.error, .dashboardButtons(of: app.category), at: "$.dashboardButtons")
        } else if buttons.count > DashboardButton.maximumCount {
            report(.warning, .dashboardButtons(count: buttons.count), at: "$.dashboardButtons[\(DashboardButton.maximumCount)]")
        }
        HandlerSite.forEachAction(of: app) { site, index, action in
            guard case .navigation(.showTripPreviews(let ids)) = action, ids.count > CarPlayLimits.tripPreviews else { return }
            report(.warning, .tripPreviews(count: ids.count), at: site.actionPath(index, in: locations))
        }
    }

    private mutating func checkTemplates() {
        // The templates the file declares, by id: ids, not copies of the
        // templates (701 of them took 100 KB a copy).
        let declared = app.templates.keys.filter { locations["$.templates.\($0)"] != nil }.sorted()
        let nowPlaying = declared.filter { app.templates[$0]?.kind == .nowPlaying }
            .sorted { locations.nearest("$.templates.\($0)") < locations.nearest("$.templates.\($1)") }
        for extra in nowPlaying.dropFirst() {
            report(.error, .secondNowPlaying(extra, first: nowPlaying[0]), at: "$.templates.\(extra).type")
        }
        for id in declared {
            guard let template = app.templates[id] else { continue }
            let base = "$.templates.\(id)"
            if !app.category.allows(template.kind) {
                report(.error, .unavailable(template, to: app.category), at: "\(base).type")
            }
            checkBarButtons(template, base)
            checkTabRoots(template)
            let context = RuleContext(template: template, category: app.category, templates: app.templates)
            for finding in template.body.content.findings(in: context) {
                report(finding.severity, finding.violation, at: "\(base).\(finding.path)")
            }
            if template.kind.isModal {
                for slot in template.handlerSlots() where !slot.handler.actions.contains(where: \.leavesModal) {
                    report(.warning, .modalStaysUp(template), at: "\(base).\(slot.path)")
                }
            }
        }
    }

    /// A tab's root template shows under the tab bar, which takes the
    /// navigation bar's place: its bar buttons are not shown.
    private mutating func checkTabRoots(_ template: Template) {
        guard case .tabBar(let tabBar) = template.body else { return }
        for tab in tabBar.tabs {
            guard let root = app.templates[tab.template] else { continue }
            let side = root.barButtons.leading.isEmpty ? "trailing" : "leading"
            guard !root.barButtons.leading.isEmpty || !root.barButtons.trailing.isEmpty else { continue }
            report(.warning, .tabRootBarButtons(root, of: template), at: "$.templates.\(root.id).\(side)NavigationBarButtons")
        }
    }

    private mutating func checkBarButtons(_ template: Template, _ base: String) {
        let limit = CarPlayLimits.barButtonsPerSide
        for (side, buttons) in [("leading", template.barButtons.leading), ("trailing", template.barButtons.trailing)] where buttons.count > limit {
            report(
                .warning, .trimmed(.barButtonLimit, template, count: buttons.count, "\(side) bar buttons", shown: limit),
                at: "\(base).\(side)NavigationBarButtons[\(limit)]")
        }
    }
}

/// A broken rule lint found, how bad, and where in the scenario.
struct RuleReport {
    let violation: RuleViolation
    let severity: Diagnostic.Severity
    /// The JSON path: `$.templates.home.actions`.
    let path: String
}

extension Action {
    /// Whether the action takes a modal down: a dismiss, or a new root.
    fileprivate var leavesModal: Bool {
        switch self {
        case .dismiss, .setRoot: true
        case .push, .pop, .popToRoot, .present, .play, .pause, .next, .previous, .update, .setPointsOfInterest, .open, .navigation, .appCode,
            .showNowPlaying:
            false
        }
    }
}
