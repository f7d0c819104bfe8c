/// What one kind of template provides, in the kind's own folder: its
/// model, how a scenario writes it, the rules it breaks, its focus areas,
/// what pressing its controls does, and how it is drawn. The decoder, the
/// session, the layout and lint reach every kind through this protocol.
protocol TemplateContent: Equatable, Sendable {
    /// The kind, as `TemplateKind` lists it.
    static var kind: TemplateKind { get }
    /// The name a person reads: "action sheet".
    static var displayName: String { get }
    /// Whether it is shown modally: presented, never pushed.
    static var isModal: Bool { get }
    /// Whether a rule it breaks is raised by the car as it is shown
    /// (`RuleFinding.exception`): only then does a push or present look at
    /// its findings, which may read every row of a long list.
    static var raisesWhenShown: Bool { get }
    /// ASCII stand-ins for the glyphs only this kind draws.
    static var asciiStandIns: [(glyphs: String, ascii: Character)] { get }

    /// The keys a scenario may give a template of this kind, `type` included.
    static var scenarioKeys: [String] { get }
    /// The JSON Schema of its object in a scenario, as a JSON object of
    /// definitions: `<kind>Template` (the kind's raw value and "Template")
    /// and any object only it holds. They may name the definitions every
    /// kind shares (`#/$defs/text`, `#/$defs/handler`); `FileSchema`
    /// gathers them into the scenario schema `headunit schema` prints.
    static var schemaDefinitions: String { get }
    /// The content from a scenario's object, its problems reported to `decoder`.
    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> Self

    /// This content as a template body.
    var body: TemplateBody { get }
    /// The title of the navigation bar, if it has one.
    var navigationTitle: String? { get }
    /// What the back control of a template pushed on it says.
    var backTitle: String? { get }
    /// The app's navigation bar buttons.
    var barButtons: BarButtons { get }
    /// The controls of the navigation bar besides back, leading first.
    var barControls: [BarControl] { get }

    /// Every handler it holds, with its control and path in the template.
    func handlerSlots() -> [HandlerSlot]
    /// Visits every handler it holds, in `handlerSlots()`'s order, making
    /// no array of them (a list of 100,000 rows visits them in place).
    func forEachHandlerSlot(_ visit: (HandlerSlot) -> Void)
    /// The handler of one control, if it has one (a kind with thousands of
    /// controls finds it by the control's place).
    func handlerSlot(for control: ControlID) -> HandlerSlot?
    /// The rules it breaks (with the app around it): lint reports them all;
    /// the interface controller throws the first raised when it is shown.
    func findings(in context: RuleContext) -> [RuleFinding]

    /// Its focus areas, top to bottom, under the bar (a modal's: all of them).
    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea]
    /// Where focus rests when it first shows.
    func initialFocus(in areas: [FocusArea]) -> ControlID?
    /// Presses one of its controls: what that does to it and asks of the session.
    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress
    /// The car's back button while it is on top (or up as the modal).
    mutating func back() -> BackPress
    /// What a text field of it holds, when it has one the keyboard fills.
    var typedText: String? { get }
    /// Whether the kind has a text field the keyboard fills: every key
    /// asks, and only then is the template asked what it holds.
    static var takesTyping: Bool { get }
    /// The keyboard typed into it; false when nothing changed (or it
    /// refuses the keyboard, as while driving).
    mutating func type(_ input: KeyboardInput, limited: Bool) -> Bool
    /// It is pushed or presented anew: what a driver left in it the last
    /// time it showed (typed text) is gone.
    mutating func clearForShowing()
    /// Whether `clearForShowing` has anything to clear (a search's query).
    var clearsWhenShown: Bool { get }
    /// A hosted app gave it anew (`AppRequest.define`): it keeps what the
    /// session, not the app, changed in `old` (a search's typed text, the
    /// trip the driver chose).
    mutating func keepSessionState(of old: any TemplateContent)
    /// Its scrolling body, when it has one: what focus scrolls into view.
    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent?
    /// Its map, when it has one: where it is drawn and what panning does.
    func map(in geometry: DisplayGeometry) -> MapContent?
    /// The session clock at which it next looks different by itself (a
    /// pulse, a bar that hides), shown in `environment` at `clock`; nil
    /// when it changes only with input. The live terminal redraws then.
    func nextChange(after clock: Double, in environment: TemplateEnvironment) -> Double?

    /// Draws it: the body under the bar, or the whole modal.
    func draw(_ context: TemplateContext, on canvas: inout Canvas)
}

extension TemplateContent {
    var navigationTitle: String? { nil }
    var backTitle: String? { navigationTitle }
    var barButtons: BarButtons { BarButtons() }

    var barControls: [BarControl] {
        barButtons.shownLeading.enumerated().map { BarControl(id: .leadingButton($0.offset), label: "[\($0.element.title)]", side: .leading) }
            + barButtons.shownTrailing.enumerated().map { BarControl(id: .trailingButton($0.offset), label: "[\($0.element.title)]", side: .trailing) }
    }

    func findings(in context: RuleContext) -> [RuleFinding] { [] }

    /// The first control of its body, else the first there is (the rail is not among `areas`).
    func initialFocus(in areas: [FocusArea]) -> ControlID? {
        let bars = [FocusArea.Names.navigationBar, FocusArea.Names.tabs]
        return areas.first { !bars.contains($0.name) }?.controls.first ?? areas.first?.controls.first
    }

    /// Runs the handler of an enabled control.
    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        guard let slot = handlerSlot(for: control), slot.isEnabled else { return .nothing }
        return .run(slot.handler)
    }

    func handlerSlot(for control: ControlID) -> HandlerSlot? { handlerSlots().first { $0.control == control } }

    func forEachHandlerSlot(_ visit: (HandlerSlot) -> Void) { handlerSlots().forEach(visit) }

    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent? { nil }

    func map(in geometry: DisplayGeometry) -> MapContent? { nil }

    func nextChange(after clock: Double, in environment: TemplateEnvironment) -> Double? { nil }

    /// Back leaves it: pops it, or dismisses it as the modal.
    mutating func back() -> BackPress { .leave }

    var typedText: String? { nil }

    static var takesTyping: Bool { false }

    mutating func type(_ input: KeyboardInput, limited: Bool) -> Bool { false }

    mutating func clearForShowing() {}
    var clearsWhenShown: Bool { false }

    mutating func keepSessionState(of old: any TemplateContent) {}
}

/// A control of the navigation bar: a button's id, its label, its side.
struct BarControl: Equatable {
    enum Side { case leading, trailing }

    let id: ControlID
    let label: String
    let side: Side
}

/// One handler of a template: the control that runs it, where the scenario
/// wrote it (relative to the template: `sections[0].items[2].handler`), and
/// whether the control can be used.
struct HandlerSlot {
    let control: ControlID
    let path: SlotPath
    let handler: Handler
    var isEnabled = true

    /// The slots of the elements of an array member (`actions`): element
    /// `i` is the control `control(i)`, its handler at `key[i].handler`.
    static func each<Element>(
        _ elements: [Element], in key: String, control: (Int) -> ControlID, handler: (Element) -> Handler?,
        isEnabled: (Element) -> Bool = { _ in true }
    ) -> [HandlerSlot] {
        elements.enumerated().compactMap { index, element in
            handler(element).map {
                HandlerSlot(control: control(index), path: "\(key)[\(index)].handler", handler: $0, isEnabled: isEnabled(element))
            }
        }
    }
}

/// What pressing a control does beyond moving focus.
enum ControlPress: Equatable {
    case nothing
    /// Run the handler's actions now.
    case run(Handler)
    /// A list row's handler that completes later (or never): the row spins.
    case await(Handler)
    /// A media key of now playing.
    case media(MediaKey)
    /// Hand over to a screen of the car's own (Siri reads a message item).
    case system(SystemScreen)
    /// The template changed itself (a place's card opened): focus finds its
    /// place, then the actions run (the app hears of the change).
    case changed(then: [Action])
}

/// A template's map: the region that shows its places, the cells it is
/// drawn in, and what the app does when the driver pans it.
struct MapContent {
    let region: MapRegion
    let rect: Rect
    let regionChanged: [Action]
}

/// What the back button does to the template on top.
enum BackPress: Equatable {
    /// Pop it, or dismiss it when it is the modal.
    case leave
    /// Nothing more: it stays (it may have changed itself).
    case stay
    /// Run this handler instead (an alert's cancel action).
    case run(Handler)
}

/// A scrolling body: where its controls lie, and the height it scrolls in.
struct ScrollContent {
    let geometry: ContentGeometry
    let viewport: Int
}

/// What rules about a template look at: the template and the app around it.
struct RuleContext {
    let template: Template
    let category: AppCategory
    let templates: [TemplateID: Template]
}

/// A rule a template breaks, where in the template (`actions`,
/// `buttons[5]`), how lint rates it, and whether the car raises it as an
/// exception when the template is shown.
struct RuleFinding {
    let violation: RuleViolation
    let severity: Diagnostic.Severity
    let path: String
    let raisedWhenShown: Bool

    /// An exception when the template is shown; an error in lint.
    static func exception(_ violation: RuleViolation, at path: String) -> RuleFinding {
        RuleFinding(violation: violation, severity: .error, path: path, raisedWhenShown: true)
    }

    /// An error in lint that the car meets some other way.
    static func error(_ violation: RuleViolation, at path: String) -> RuleFinding {
        RuleFinding(violation: violation, severity: .error, path: path, raisedWhenShown: false)
    }

    /// Something a car trims or that surprises: a warning.
    static func warning(_ violation: RuleViolation, at path: String) -> RuleFinding {
        RuleFinding(violation: violation, severity: .warning, path: path, raisedWhenShown: false)
    }
}
