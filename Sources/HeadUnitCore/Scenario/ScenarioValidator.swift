/// Checks a decoded scenario against CarPlay's rules before it runs: the
/// limits and common mistakes of each template, and (in `FlowExplorer`)
/// every exception a car would raise on some path through the app.
struct ScenarioValidator {
    let app: App
    let locations: [String: SourceLocation]
    private(set) var diagnostics: [Diagnostic] = []

    init(app: App, locations: [String: SourceLocation]) {
        self.app = app
        self.locations = locations
    }

    /// All problems, in file order, each reported once: a problem the
    /// templates show by themselves (an information template in an audio
    /// app) is not said again at each action that would meet it.
    static func diagnostics(for app: App, locations: [String: SourceLocation]) -> [Diagnostic] {
        var validator = ScenarioValidator(app: app, locations: locations)
        validator.checkTemplates()
        var explorer = FlowExplorer(app: app, locations: locations)
        explorer.explore()
        let known = Set(validator.diagnostics.map { "\($0.rule) \($0.message)" })
        return validator.diagnostics + explorer.diagnostics.filter { !known.contains("\($0.rule) \($0.message)") }
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ rule: CarPlayRule, _ message: String, at path: String) {
        diagnostics.append(Diagnostic(severity, rule.rawValue, message, at: location(path), path: path))
    }

    /// Where a path was written: the path itself or its nearest parent.
    private func location(_ path: String) -> SourceLocation { locations.nearest(path) }

    private mutating func checkTemplates() {
        let nowPlaying = app.templates.values.filter { $0.kind == .nowPlaying && locations["$.templates.\($0.id)"] != nil }
            .sorted { location("$.templates.\($0.id)") < location("$.templates.\($1.id)") }
        for extra in nowPlaying.dropFirst() {
            report(
                .error, .nowPlayingShared, "now playing '\(extra.id)' is a second now-playing template; there is one shared instance ('\(nowPlaying[0].id)')",
                at: "$.templates.\(extra.id).type")
        }
        for template in app.templates.values.sorted(by: { $0.id < $1.id }) where locations["$.templates.\(template.id)"] != nil {
            let base = "$.templates.\(template.id)"
            if !app.category.allows(template.kind) {
                report(.error, .templateCategory, "\(template.reference) is not available to \(app.category.displayName.withArticle) app", at: "\(base).type")
            }
            checkBarButtons(template, base)
            checkBody(template, base)
            for site in HandlerSite.sites(of: template) { checkHandler(site, in: template) }
        }
    }

    private mutating func checkBarButtons(_ template: Template, _ base: String) {
        for (side, buttons) in [("leading", template.barButtons.leading), ("trailing", template.barButtons.trailing)]
        where buttons.count > BarButtons.maximumPerSide {
            report(
                .warning, .barButtonLimit,
                "\(template.reference) has \(buttons.count) \(side) bar buttons; CarPlay shows the first \(BarButtons.maximumPerSide)",
                at: "\(base).\(side)NavigationBarButtons[\(BarButtons.maximumPerSide)]")
        }
    }

    private mutating func checkBody(_ template: Template, _ base: String) {
        switch template.body {
        case .list(let list):
            let count = list.sections.reduce(0) { $0 + $1.items.count }
            if count > ListTemplate.limitedItemCount, let place = itemPath(list, ListTemplate.limitedItemCount) {
                report(
                    .warning, .listItemLimit,
                    "\(template.reference) has \(count) items; while driving (limited UI) CarPlay shows the first \(ListTemplate.limitedItemCount)",
                    at: "\(base).\(place)")
            }
            for (index, section) in list.sections.enumerated() where (section.sectionIndexTitle?.count ?? 0) > 1 {
                report(
                    .warning, .sectionIndexTitle,
                    "section index title \"\(section.sectionIndexTitle!)\" shows only its first character, \"\(section.shownIndexTitle!)\"",
                    at: "\(base).sections[\(index)].sectionIndexTitle")
            }
        case .grid(let grid) where grid.buttons.count > GridTemplate.maximumButtons:
            report(
                .warning, .gridButtonLimit, "\(template.reference) has \(grid.buttons.count) buttons; CarPlay shows the first \(GridTemplate.maximumButtons)",
                at: "\(base).buttons[\(GridTemplate.maximumButtons)]")
        case .information(let information):
            if information.items.count > InformationTemplate.maximumItems {
                report(
                    .warning, .informationLimit,
                    "\(template.reference) has \(information.items.count) items; CarPlay shows the first \(InformationTemplate.maximumItems)",
                    at: "\(base).items[\(InformationTemplate.maximumItems)]")
            }
            if information.actions.count > InformationTemplate.maximumActions {
                report(
                    .warning, .informationLimit,
                    "\(template.reference) has \(information.actions.count) actions; CarPlay shows the first \(InformationTemplate.maximumActions)",
                    at: "\(base).actions[\(InformationTemplate.maximumActions)]")
            }
        case .alert(let alert):
            if alert.actions.isEmpty {
                report(.error, .alertActions, "\(template.reference) has no actions; an alert needs at least 1", at: "\(base).actions")
            } else if alert.actions.count > AlertTemplate.shownActionCount {
                report(
                    .warning, .alertActions,
                    "\(template.reference) has \(alert.actions.count) actions; CarPlay shows the first \(AlertTemplate.shownActionCount)",
                    at: "\(base).actions[\(AlertTemplate.shownActionCount)]")
            }
        case .actionSheet(let sheet) where sheet.actions.isEmpty:
            report(.error, .actionSheetActions, "\(template.reference) has no actions; an action sheet needs at least 1", at: "\(base).actions")
        case .nowPlaying(let nowPlaying) where nowPlaying.buttons.count > NowPlayingTemplate.maximumButtons:
            report(
                .error, .nowPlayingButtons, "now playing has \(nowPlaying.buttons.count) buttons; at most \(NowPlayingTemplate.maximumButtons)",
                at: "\(base).buttons[\(NowPlayingTemplate.maximumButtons)]")
        case .tabBar(let tabBar):
            if tabBar.tabs.count > app.category.maximumTabs {
                report(
                    .error, .tabCount,
                    "\(template.reference) has \(tabBar.tabs.count) tabs; \(app.category.displayName.withArticle) app allows at most \(app.category.maximumTabs)",
                    at: "\(base).tabs[\(app.category.maximumTabs)]")
            }
            for (index, tab) in tabBar.tabs.enumerated() {
                guard let shown = app.templates[tab.template], ![TemplateKind.list, .grid, .information].contains(shown.kind) else { continue }
                report(
                    .error, .tabBarRootOnly, "\(shown.reference) is a tab of \(template.reference); a tab shows a list, grid or information template",
                    at: "\(base).tabs[\(index)].template")
            }
        default:
            break
        }
    }

    private func itemPath(_ list: ListTemplate, _ index: Int) -> String? {
        var remaining = index
        for (section, content) in list.sections.enumerated() {
            if remaining < content.items.count { return "sections[\(section)].items[\(remaining)]" }
            remaining -= content.items.count
        }
        return nil
    }

    private mutating func checkHandler(_ site: HandlerSite, in template: Template) {
        if case .listItem(let section, let item)? = site.control, case .list(let list) = template.body {
            let row = list.sections[section].items[item]
            if row.message != nil {
                report(.error, .messageItemHandler, "a message list item has no handler: Siri acts on it", at: site.path)
            } else if !site.handler.completes {
                report(.warning, .listHandlerCompletion, "this handler never calls its completion: the row spins forever, as on a car", at: site.path)
            }
        }
        if template.kind.isModal, !site.handler.actions.contains(where: { [.dismiss].contains($0) || $0.isSetRoot }) {
            report(
                .warning, .modalDismiss, "\(template.reference) stays up after this action: CarPlay does not dismiss it for the app; add \"dismiss\"",
                at: site.path)
        }
    }
}

extension Action {
    fileprivate var isSetRoot: Bool {
        if case .setRoot = self { return true }
        return false
    }
}
