import HeadUnitCore

/// Turns the app's CarPlay objects into the templates headunit draws, and
/// keeps what their handlers do: each handler becomes a hosted action
/// (`Action.appCode`) whose id finds the closure again when the driver
/// selects the control.
///
/// It holds what the car holds and no more, as iOS does: the templates the
/// interface controller shows (and those it was just given), strongly;
/// every other template the app has shown, weakly, so that one the app
/// drops is released with its rows and their handlers, and its id is
/// forgotten by the session.
@MainActor package final class Conversion {
    /// The runtime the app's completions go to.
    weak var runtime: CarPlayRuntime?
    /// Every template the app has shown and still has, by its id.
    private var registered: [TemplateID: WeakTemplate] = [:]
    private var templateIDs: [ObjectIdentifier: TemplateID] = [:]
    /// The templates the car holds.
    private var held: [TemplateID: CPTemplate] = [:]
    private var counts: [String: Int] = [:]
    private var callbackIDs: [ObjectIdentifier: Int] = [:]
    private var callbacks: [Int: Callback] = [:]
    private var nextCallback = 1
    /// How many handlers the last sweep kept.
    private var callbacksAfterSweep = 0
    /// What the car showed at the last release.
    private var lastShown: Set<TemplateID> = []
    /// The templates the car let go at the last release that the app still
    /// had then: looked at again at the next (an app often drops one a
    /// moment after the car does).
    private var lately: [TemplateID] = []
    /// How many templates the last look at all of them left, and how many
    /// were registered since.
    private var registeredAfterSweep = 0
    private var registeredSinceSweep = 0
    /// The map templates the app has shown, whose guidance each turn sends.
    private var maps: [WeakTemplate] = []
    /// What the app asked that headunit cannot honour, not yet told.
    private(set) var notices: [String] = []
    private var told: Set<String> = []

    /// Forgets the templates shown: a new connection numbers them afresh.
    /// The handlers stay (the phone's events among them).
    func forgetTemplates() {
        registered = [:]
        templateIDs = [:]
        held = [:]
        counts = [:]
        _ = id(for: CPNowPlayingTemplate.shared)
    }

    /// The id of a template the app shows, given the first time: its kind
    /// and a count (`list-1`), or `nowPlaying` for the shared one. Its
    /// children (a tab bar's tabs) get theirs. It is held until the next
    /// `release(keeping:)`.
    func id(for template: CPTemplate) -> TemplateID {
        let key = ObjectIdentifier(template)
        if let id = templateIDs[key], registered[id]?.template === template {
            held[id] = template
            return id
        }
        let id: TemplateID
        if template === CPNowPlayingTemplate.shared {
            id = .nowPlaying
        } else {
            let kind = Self.kind(of: template)
            counts[kind, default: 0] += 1
            id = TemplateID("\(kind)-\(counts[kind]!)")
        }
        templateIDs[key] = id
        registered[id] = WeakTemplate(template)
        registeredSinceSweep += 1
        held[id] = template
        if template is CPMapTemplate { maps = maps.filter { $0.template != nil } + [WeakTemplate(template)] }
        if let runtime { template.attach(runtime) }
        for child in template.children { _ = self.id(for: child) }
        return id
    }

    /// The name of an object's class (`CPListItem`), as the runtime keeps
    /// it: not `String(describing:)`, whose search of the conformances a
    /// type might have (to describe or mirror it) made 11 of the 23 passes
    /// over an app's 5,600 conformances before its first frame (the app
    /// links Foundation), and would make them again at the first press.
    private static func className(of object: AnyObject) -> String {
        _typeName(type(of: object), qualified: false)
    }

    /// A template's kind as its ids name it: `CPListTemplate` is `list`.
    private static func kind(of template: CPTemplate) -> String {
        var name = Substring(className(of: template))
        if name.hasPrefix("CP") { name = name.dropFirst(2) }
        if name.hasSuffix("Template") { name = name.dropLast("Template".count) }
        return name.lowercased()
    }

    /// The template shown under `id`, while the app or the car has it.
    package func template(_ id: TemplateID) -> CPTemplate? { registered[id]?.template }

    /// Every template the app or the car still has.
    var templates: [CPTemplate] { registered.values.compactMap(\.template) }

    /// The map templates the app or the car still has.
    var mapTemplates: [CPMapTemplate] { maps.compactMap { $0.template as? CPMapTemplate } }

    /// The templates the car holds (shown, or just given), drawn as they
    /// are now: a turn's work follows what the car shows, not every
    /// template the app ever handed over. One the app shows again is held
    /// again, and drawn anew, before the car shows it. A template drawn
    /// may hand over others (a tab bar its new tabs); they are drawn too.
    func converted() -> [Template] {
        var drawn: [TemplateID: Template] = [:]
        var pending = held
        while !pending.isEmpty {
            for (id, template) in pending { drawn[id] = Template(id: id, body: template.body(self), names: template.scriptNames) }
            pending = held.filter { drawn[$0.key] == nil }
        }
        return Array(drawn.values)
    }

    /// The lists the car holds whose rows the app replaced since it last
    /// asked (`updateSections`), each told once.
    func takeReloadedLists() -> [TemplateID] {
        var reloaded: [TemplateID] = []
        for (id, template) in held {
            guard let list = template as? CPListTemplate, list.reloaded else { continue }
            list.reloaded = false
            reloaded.append(id)
        }
        return reloaded
    }

    /// Holds the templates of `shown` and lets the others go to the app;
    /// forgets those the app let go too, and their handlers. Returns the
    /// ids forgotten. A push costs the same however many templates the app
    /// keeps: only those the car lets go now, or let go at the last release,
    /// are looked at; all of them once as many were registered since the
    /// last look as it left (one the app let go later is forgotten then).
    func release(keeping shown: Set<TemplateID>) -> [TemplateID] {
        let looksAtAll = registeredSinceSweep > max(64, registeredAfterSweep)
        // Nothing to let go while the car shows what it held: a turn at
        // rest costs nothing here, however many templates the app keeps.
        if shown == lastShown, held.count == shown.count, !looksAtAll { return [] }
        lastShown = shown
        let letGo = held.keys.filter { !shown.contains($0) }
        held = held.filter { shown.contains($0.key) }
        for id in shown where held[id] == nil { held[id] = registered[id]?.template }
        let gone = (looksAtAll ? Array(registered.keys) : letGo + lately).filter { registered[$0].map { $0.template == nil } ?? false }
        for id in gone {
            if let key = registered[id]?.key, templateIDs[key] == id { templateIDs[key] = nil }
            registered[id] = nil
        }
        lately = letGo.filter { registered[$0] != nil }
        if looksAtAll { (registeredAfterSweep, registeredSinceSweep) = (registered.count, 0) }
        // Handlers whose objects went: swept once there are twice as many
        // as the last sweep left (amortised, not every turn).
        if callbacks.count > 2 * max(64, callbacksAfterSweep) {
            let deadCallbacks = callbacks.filter { $0.value.owner == nil }.map(\.key)
            for id in deadCallbacks { callbacks[id] = nil }
            if !deadCallbacks.isEmpty { callbackIDs = callbackIDs.filter { callbacks[$0.value] != nil } }
            callbacksAfterSweep = callbacks.count
        }
        return gone
    }

    /// A hosted handler for `object`: `action` runs when its control is
    /// selected, with the row that spins when it is a list row's; with
    /// `spins`, the row spins until the app calls the completion.
    func handler(for object: AnyObject, spins: Bool = false, _ action: @escaping (PendingHandler?) -> Void) -> Handler {
        Handler([self.action(for: object, action)], completes: !spins)
    }

    /// The hosted action that runs `action` for `object` (one id per
    /// object, forgotten when the object goes).
    func action(for object: AnyObject, _ action: @escaping (PendingHandler?) -> Void) -> Action {
        let key = ObjectIdentifier(object)
        let id: Int
        if let known = callbackIDs[key], callbacks[known]?.owner === object {
            id = known
        } else {
            id = nextCallback
            nextCallback += 1
            callbackIDs[key] = id
        }
        callbacks[id] = Callback(owner: object, run: action)
        return .appCode(id)
    }

    /// Runs the handler of id `id`; false when its object is gone.
    func fire(_ id: Int, row: PendingHandler?) -> Bool {
        guard let callback = callbacks[id], let owner = callback.owner else { return false }
        AppCode.run("the handler of a \(Self.className(of: owner))") { callback.run(row) }
        return true
    }

    /// A list row's handler called its completion: the row stops spinning.
    func finish(_ row: PendingHandler?) {
        if let row { runtime?.send(.finish(row)) }
    }

    /// The completion a list handler of the row showing `label` is given:
    /// called, the row stops spinning; let go uncalled (the app's code
    /// dropped it), the car says the row spins forever.
    func completion(of row: PendingHandler?, label: String) -> () -> Void {
        let completion = RowCompletion { [weak self] in self?.notice(RuleViolation.handlerDroppedCompletion(row: label).description) }
        return { [weak self] in
            completion.called = true
            self?.finish(row)
        }
    }

    /// Says once that headunit cannot honour something the app asked.
    func notice(_ text: String) {
        guard told.insert(text).inserted else { return }
        notices.append(text)
    }

    /// The notices not yet told, taken.
    package func takeNotices() -> [String] {
        defer { notices = [] }
        return notices
    }

    private struct WeakTemplate {
        weak var template: CPTemplate?
        /// The template's identity, by which `templateIDs` finds its id.
        let key: ObjectIdentifier
        init(_ template: CPTemplate) {
            self.template = template
            key = ObjectIdentifier(template)
        }
    }

    /// A handler, and the object it belongs to (weakly).
    private struct Callback {
        weak var owner: AnyObject?
        let run: (PendingHandler?) -> Void
    }
}
