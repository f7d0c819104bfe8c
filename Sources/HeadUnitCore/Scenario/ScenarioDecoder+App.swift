/// The app a scenario describes, around its templates: its name, category,
/// clock, root, events and scripts (the session's to decode; the templates
/// are the kinds').
extension ScenarioDecoder {
    static let documentKeys = [
        "$schema", "headunit", "app", "root", "templates", "media", "connect", "timeline", "phone", "contentStyle", "limitedUI", "script", "scripts", "trips",
        "navigationAlerts", "instrumentCluster", "dashboardButtons",
    ]
    static let appKeys = ["name", "category", "clock", "nightFrom", "nightUntil", "units"]

    /// The app a document describes, its broken parts left out, so that the
    /// rule checks still see the rest; nil when it has no name, category or
    /// root. Callers refuse to run a file with errors.
    mutating func decode(_ document: JSONNode) -> App? {
        guard let fields = reader.object(document, at: "$", accepts: Self.documentKeys, requires: ["headunit", "app", "root", "templates"], what: "a scenario")
        else { return nil }
        if let version = fields["headunit"] {
            if version.value != .number(Double(Scenario.formatVersion)) {
                reader.error(
                    .formatVersion, "\"headunit\" must be \(Scenario.formatVersion), the scenario format this build reads", at: version.location,
                    path: "$.headunit")
            }
        }
        var name: String?, category: AppCategory?, clock = 9 * 60 + 41, night = NightWindow(), units = DistanceUnit.mi
        if let node = fields["app"], let app = reader.object(node, at: "$.app", accepts: Self.appKeys, requires: ["name", "category"], what: "\"app\"") {
            name = reader.string(app, "name")
            category = reader.choice(app, "category", as: AppCategory.self)
            clock = readTime(app, "clock") ?? clock
            night = NightWindow(from: readTime(app, "nightFrom") ?? night.from, until: readTime(app, "nightUntil") ?? night.until)
            units = reader.choice(app, "units", as: DistanceUnit.self) ?? units
        }
        let root = fields["root"].flatMap { node in reader.identifier(node, at: "$.root", what: "\"root\"") }
        if let root, let node = fields["root"] { reference(template: root, at: "$.root", node.location) }
        if let node = fields["templates"] { check(templates: node) }
        var tracks: [Track] = []
        if let media = fields["media"] { tracks = decodeMedia(media) }
        let events = decodeEvents(fields)
        let scripts = readsScripts ? decodeScripts(fields) : []
        let navigation = NavigationData.decode(fields, units: units, with: &self)
        checkReferences(templates: templates, tracks: tracks)
        // The handlers shared while reading are the rows' now: lint, which runs next, needs no table of them.
        oneActionHandlers = [:]
        checkNavigationReferences(navigation, templates: templates)
        guard let name, let category, let root else { return nil }
        // The app takes the templates: one table, which it can add to in place.
        let templates = self.templates
        self.templates = [:]
        var decoded = App(
            name: name, category: category, root: TemplateID(root), templates: templates, tracks: tracks, clockStart: clock,
            events: events, scripts: scripts)
        decoded.night = night
        decoded.navigation = navigation
        return decoded
    }

    /// `templates`, whose members the parse handed over (`read(template:)`), must be an object.
    private mutating func check(templates node: JSONNode) {
        if case .object = node.value { return }
        reader.error(.wrongType, "\"templates\" must be an object of templates by id, not \(node.value.typeName)", at: node.location, path: "$.templates")
    }
}
