/// A place in a scenario that holds actions: a row's or button's handler,
/// an alert action, the connect step, a timeline entry, a phone event.
struct HandlerSite {
    /// The template it belongs to, nil for the app's own events.
    let template: TemplateID?
    /// The control that runs it, when a template's.
    let control: ControlID?
    /// Where it was written: in its template, or in the app's own events.
    private let place: Place
    let handler: Handler

    /// Where a site was written, put into words only when needed.
    private enum Place {
        case template(SlotPath)
        case path(String)
    }

    /// The JSON path of the handler.
    var path: String {
        switch place {
        case .template(let slot): "$.templates.\(template.map(\.description) ?? "").\(slot)"
        case .path(let path): path
        }
    }

    private init(template: TemplateID?, control: ControlID?, place: Place, handler: Handler, isEnabled: Bool = true) {
        self.template = template
        self.control = control
        self.place = place
        self.handler = handler
        self.isEnabled = isEnabled
    }

    private init(event path: String, handler: Handler) {
        self.init(template: nil, control: nil, place: .path(path), handler: handler)
    }

    /// Whether its control can be used (a disabled row cannot).
    var isEnabled = true

    /// Visits every handler of a template, with its control and path,
    /// making no array of them.
    static func forEachSite(of template: Template, _ visit: (HandlerSite) -> Void) {
        template.forEachHandlerSlot { slot in
            visit(HandlerSite(template: template.id, control: slot.control, place: .template(slot.path), handler: slot.handler, isEnabled: slot.isEnabled))
        }
    }

    /// The app's connect step, run once after the root is set.
    static func connect(of app: App) -> HandlerSite {
        HandlerSite(event: "$.connect", handler: Handler(app.events.connect))
    }

    /// The app's timeline, in time order: each entry runs once.
    static func timeline(of app: App) -> [HandlerSite] {
        app.events.timeline.enumerated().map { index, entry in
            HandlerSite(event: "$.timeline[\(index)].do", handler: Handler(entry.actions))
        }
    }

    /// What the app does by itself as often as it is asked, on any screen:
    /// its phone events, its reactions to contentStyle and limitedUI; and
    /// its dashboard buttons, which the driver can choose wherever the app is.
    static func events(of app: App) -> [HandlerSite] {
        var sites: [HandlerSite] = []
        func add(_ path: String, _ actions: [Action]) {
            sites.append(HandlerSite(event: path, handler: Handler(actions)))
        }
        for (name, actions) in app.events.phone.sorted(by: { $0.key < $1.key }) { add("$.phone.\(name)", actions) }
        for (appearance, actions) in app.events.appearance { add("$.contentStyle.\(appearance == .day ? "light" : "dark")", actions) }
        for (on, actions) in app.events.limitedUI { add("$.limitedUI.\(on ? "on" : "off")", actions) }
        for (index, button) in app.navigation.dashboardButtons.enumerated() { add("$.dashboardButtons[\(index)].handler", button.actions) }
        return sites
    }

    /// Every action of every site of `app`, with its site and its index
    /// there: template by template, then the app's own events and
    /// timeline. The sites are visited, never gathered: an array of them
    /// would be a second copy of every list.
    static func forEachAction(of app: App, _ body: (HandlerSite, Int, Action) -> Void) {
        func visit(_ site: HandlerSite) {
            for (index, action) in site.handler.actions.enumerated() { body(site, index, action) }
        }
        for template in app.templates.values { forEachSite(of: template, visit) }
        (events(of: app) + timeline(of: app)).forEach(visit)
    }

    /// The JSON path of the `index`th action, as the decoder noted it.
    func actionPath(_ index: Int, in locations: SourceLocations) -> String {
        let key = handler.actions[index].key
        for candidate in ["\(path)[\(index)]", "\(path).actions[\(index)]", "\(path)"] {
            let keyed = key.map { "\(candidate).\($0)" } ?? candidate
            if locations[keyed] != nil { return keyed }
            if locations[candidate] != nil { return candidate }
        }
        return path
    }
}

extension Action {
    /// The key of the action's object form (`push`), nil for a word.
    var key: String? {
        switch self {
        case .push: "push"
        case .present: "present"
        case .setRoot: "setRoot"
        case .update, .setPointsOfInterest: "update"
        case .open: "open"
        case .navigation(let action): action.key
        case .play(let track): track == nil ? nil : "play"
        case .pop, .popToRoot, .dismiss, .pause, .next, .previous, .appCode, .showNowPlaying: nil
        }
    }
}
