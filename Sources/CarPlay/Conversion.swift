import HeadUnitCore

/// Turns the app's CarPlay objects into the templates headunit draws, and
/// keeps what their handlers do: each handler becomes a hosted action
/// (`Action.host`) whose id finds the closure again when the driver
/// selects the control.
@MainActor final class Conversion {
    /// The runtime the app's completions go to.
    weak var runtime: CarPlayRuntime?
    private var templateIDs: [ObjectIdentifier: TemplateID] = [:]
    /// Every template the app has shown, by its id.
    private(set) var templates: [TemplateID: CPTemplate] = [:]
    private var counts: [String: Int] = [:]
    private var callbackIDs: [ObjectIdentifier: Int] = [:]
    private var callbacks: [Int: (PendingHandler?) -> Void] = [:]
    /// What the app asked that headunit cannot honour, not yet told.
    private(set) var notices: [String] = []
    private var told: Set<String> = []

    /// Forgets the templates shown: a new connection numbers them afresh.
    /// The handlers stay (the phone's events among them).
    func forgetTemplates() {
        templateIDs = [:]
        templates = [:]
        counts = [:]
        _ = id(for: CPNowPlayingTemplate.shared)
    }

    /// The id of a template the app shows, given the first time: its kind
    /// and a count (`list-1`), or `nowPlaying` for the shared one. Its
    /// children (a tab bar's tabs) get theirs.
    func id(for template: CPTemplate) -> TemplateID {
        let key = ObjectIdentifier(template)
        if let id = templateIDs[key] { return id }
        let id: TemplateID
        if template === CPNowPlayingTemplate.shared {
            id = .nowPlaying
        } else {
            let kind = String(describing: type(of: template)).dropFirst(2).replacing("Template", with: "").lowercased()
            counts[kind, default: 0] += 1
            id = TemplateID("\(kind)-\(counts[kind]!)")
        }
        templateIDs[key] = id
        templates[id] = template
        if let runtime { template.attach(runtime) }
        for child in template.children { _ = self.id(for: child) }
        return id
    }

    /// The template shown under `id`.
    func template(_ id: TemplateID) -> CPTemplate? { templates[id] }

    /// Every template shown, drawn as it is now.
    func converted() -> [Template] {
        templates.map { id, template in Template(id: id, body: template.body(self)) }
    }

    /// A hosted handler for `object`: `action` runs when its control is
    /// selected, with the row that spins when it is a list row's; with
    /// `spins`, the row spins until the app calls the completion.
    func handler(for object: AnyObject, spins: Bool = false, _ action: @escaping (PendingHandler?) -> Void) -> Handler {
        Handler([self.action(for: object, action)], completes: !spins)
    }

    /// The hosted action that runs `action` for `object` (one id per object).
    func action(for object: AnyObject, _ action: @escaping (PendingHandler?) -> Void) -> Action {
        let key = ObjectIdentifier(object)
        let id = callbackIDs[key] ?? callbackIDs.count + 1
        callbackIDs[key] = id
        callbacks[id] = action
        return .host(id)
    }

    /// Runs the handler of id `id`.
    func fire(_ id: Int, row: PendingHandler?) {
        callbacks[id]?(row)
    }

    /// A list row's handler called its completion: the row stops spinning.
    func finish(_ row: PendingHandler?) {
        if let row { runtime?.send(.finish(row)) }
    }

    /// Says once that headunit cannot honour something the app asked.
    func notice(_ text: String) {
        guard told.insert(text).inserted else { return }
        notices.append(text)
    }

    /// The notices not yet told, taken.
    func takeNotices() -> [String] {
        defer { notices = [] }
        return notices
    }
}
