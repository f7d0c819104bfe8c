/// A list as the session, lint and layout see it: a column of rows the
/// knob walks, rows whose handlers may complete later (the row spins),
/// and the trimming a car does while driving.
extension ListTemplate: TemplateContent {
    static let kind = TemplateKind.list
    static let displayName = "list"
    static let isModal = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] =
        [
            (ListLayout.playing, "="), (ListLayout.cloud, "v"), (String(ListLayout.spinner), "*"),
        ] + MessageFields.asciiStandIns

    var body: TemplateBody { .list(self) }
    var navigationTitle: String? { title }

    func handlerSlots() -> [HandlerSlot] {
        var slots: [HandlerSlot] = []
        for (section, content) in sections.enumerated() {
            for (item, row) in content.items.enumerated() {
                guard let handler = row.handler else { continue }
                slots.append(
                    HandlerSlot(
                        control: .listItem(section: section, item: item), path: "sections[\(section)].items[\(item)].handler", handler: handler,
                        isEnabled: row.isEnabled))
            }
        }
        return slots
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let count = allItems.count
        if count > CarPlayLimits.listItemsWhenLimited, let place = itemPath(CarPlayLimits.listItemsWhenLimited) {
            findings.append(.warning(.listItemsWhenLimited(context.template, count: count), at: place))
        }
        for (index, section) in sections.enumerated() where (section.sectionIndexTitle?.count ?? 0) > 1 {
            findings.append(
                .warning(.sectionIndexTitle(section.sectionIndexTitle!, shown: section.shownIndexTitle!), at: "sections[\(index)].sectionIndexTitle"))
        }
        for slot in handlerSlots() {
            guard case .listItem(let section, let item) = slot.control else { continue }
            if sections[section].items[item].message != nil {
                findings.append(.error(.messageItemHandler, at: slot.path))
            } else if !slot.handler.completes {
                findings.append(.warning(.handlerNeverCompletes, at: slot.path))
            }
        }
        return findings
    }

    /// The path of the `index`th item, counted across sections.
    private func itemPath(_ index: Int) -> String? {
        var remaining = index
        for (section, content) in sections.enumerated() {
            if remaining < content.items.count { return "sections[\(section)].items[\(remaining)]" }
            remaining -= content.items.count
        }
        return nil
    }

    func focusAreas(in state: SessionState) -> [FocusArea] {
        var controls: [ControlID] = []
        for (sectionIndex, section) in shownSections(limited: state.limitedUI).enumerated() {
            for (itemIndex, item) in section.items.enumerated() where item.isEnabled {
                controls.append(.listItem(section: sectionIndex, item: itemIndex))
            }
        }
        return [.column(FocusAreas.body, controls)]
    }

    /// A row runs its handler; one that completes later spins until then.
    /// A message item runs none: Siri reads the conversation.
    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        guard case .listItem(let section, let item) = control,
            let row = shownSections(limited: limited)[safe: section]?.items[safe: item], row.isEnabled
        else { return .nothing }
        if row.message != nil { return .system(.siri(reading: row.detailText.map { "\(row.text) said: \($0)" } ?? "Messages from \(row.text)")) }
        guard let handler = row.handler else { return .nothing }
        return handler.delay > 0 || !handler.completes ? .await(handler) : .run(handler)
    }

    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent? {
        ScrollContent(geometry: ListLayout.content(of: shownSections(limited: limited)), viewport: geometry.bodyHeight)
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        ListLayout.draw(self, context, on: &canvas)
    }

    /// Applies an `update` action to the items with its id.
    mutating func apply(_ update: ItemUpdate) {
        for section in sections.indices {
            for item in sections[section].items.indices where sections[section].items[item].id == update.item {
                sections[section].items[item] = update.applied(to: sections[section].items[item])
            }
        }
    }
}
