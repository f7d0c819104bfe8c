/// One CarPlay template of an app, named by its id.
public struct Template: Equatable, Sendable {
    public var id: TemplateID
    public var body: TemplateBody
    /// What a hosted app calls it besides its id (its tab title, the
    /// string its `userInfo` holds or names as "id"): what scripts may name
    /// it by, since the ids headunit gives follow the order of creation.
    public var names: [String]

    public init(id: TemplateID, body: TemplateBody, names: [String] = []) {
        self.id = id
        self.body = body
        self.names = names
    }

    /// Whether `name` names it: its id, its title, or one of its names.
    public func isNamed(_ name: String) -> Bool { id.rawValue == name || title == name || names.contains(name) }

    /// Which kind of template this is.
    public var kind: TemplateKind { body.kind }

    /// The title shown in the navigation bar, if the template has one.
    public var title: String? { body.content.navigationTitle }

    /// What the back control of a template pushed on it says.
    var backTitle: String? { body.content.backTitle }

    /// The navigation bar's leading and trailing buttons.
    public var barButtons: BarButtons { body.content.barButtons }

    /// `list 'stations'`: the kind and id, as messages name a template.
    public var reference: String { "\(kind.displayName) '\(id)'" }

    /// Every handler: the navigation bar's buttons, then the content's.
    func handlerSlots() -> [HandlerSlot] { barSlots() + body.content.handlerSlots() }

    /// Visits every handler in `handlerSlots()`'s order, making no array of the content's.
    func forEachHandlerSlot(_ visit: (HandlerSlot) -> Void) {
        barSlots().forEach(visit)
        body.content.forEachHandlerSlot(visit)
    }

    /// The handler of one control: a bar button's, or the content's.
    func handlerSlot(for control: ControlID) -> HandlerSlot? {
        switch control {
        case .leadingButton, .trailingButton: barSlots().first { $0.control == control }
        default: body.content.handlerSlot(for: control)
        }
    }

    /// The handlers of the navigation bar's buttons.
    private func barSlots() -> [HandlerSlot] {
        let buttons = barButtons
        var slots: [HandlerSlot] = []
        for (index, button) in buttons.leading.enumerated() {
            if let handler = button.handler {
                slots.append(HandlerSlot(control: .leadingButton(index), path: "leadingNavigationBarButtons[\(index)].handler", handler: handler))
            }
        }
        for (index, button) in buttons.trailing.enumerated() {
            if let handler = button.handler {
                slots.append(HandlerSlot(control: .trailingButton(index), path: "trailingNavigationBarButtons[\(index)].handler", handler: handler))
            }
        }
        return slots
    }

    /// Presses a control: a navigation bar button runs its handler; the
    /// content's own controls do what the kind says.
    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        if case .leadingButton(let index) = control { return barButtons.leading[safe: index]?.handler.map(ControlPress.run) ?? .nothing }
        if case .trailingButton(let index) = control { return barButtons.trailing[safe: index]?.handler.map(ControlPress.run) ?? .nothing }
        return changeContent { $0.press(control, limited: limited) }
    }

    /// The back button while it is on top: what its kind says.
    mutating func back() -> BackPress {
        changeContent { $0.back() }
    }

    /// Changes the content through its kind's conformance, and keeps the change.
    mutating func changeContent<Result>(_ change: (inout any TemplateContent) -> Result) -> Result {
        var content = body.content
        let result = change(&content)
        body = content.body
        return result
    }
}
