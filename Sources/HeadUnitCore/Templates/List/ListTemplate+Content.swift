/// A list as the session, lint and layout see it: a column of rows the
/// knob walks (under the details header's buttons), rows whose handlers
/// may complete later (the row spins), and the trimming a car does while
/// driving.
extension ListTemplate: TemplateContent {
    static let kind = TemplateKind.list
    static let displayName = "list"
    static let isModal = false
    static let raisesWhenShown = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] =
        [
            (ListLayout.playing, "="), (ListLayout.cloud, "v"), (String(ListLayout.spinner), "*"), (PlaybackMark.replay.glyph, "@"),
        ] + MessageFields.asciiStandIns

    var body: TemplateBody { .list(self) }
    var navigationTitle: String? { title }

    func handlerSlots() -> [HandlerSlot] {
        var slots: [HandlerSlot] = []
        forEachHandlerSlot { slots.append($0) }
        return slots
    }

    func forEachHandlerSlot(_ visit: (HandlerSlot) -> Void) {
        headerSlots().forEach(visit)
        // Rows are read in place by index: a list of 100,000 rows copies none.
        for section in sections.indices {
            for item in sections[section].items.indices {
                if let slot = itemSlot(section: section, item: item) { visit(slot) }
                for number in (sections[section].items[item].imageRow?.images ?? []).indices {
                    if let slot = imageSlot(section: section, item: item, image: number) { visit(slot) }
                }
            }
        }
    }

    /// The handlers of the details header's buttons and of the header's grid buttons.
    private func headerSlots() -> [HandlerSlot] {
        HandlerSlot.each(detailsHeader?.buttons ?? [], in: "detailsHeader.buttons", control: { .listHeaderButton($0) }, handler: \.handler)
            + HandlerSlot.each(
                headerGridButtons, in: "headerGridButtons", control: { .listHeaderGridButton($0) }, handler: \.handler, isEnabled: \.isEnabled)
    }

    /// A control's handler found by its place, not by walking every row.
    func handlerSlot(for control: ControlID) -> HandlerSlot? {
        switch control {
        case .listHeaderButton, .listHeaderGridButton: headerSlots().first { $0.control == control }
        case .listItem(let section, let item) where sections.indices.contains(section) && sections[section].items.indices.contains(item):
            itemSlot(section: section, item: item)
        case .listImage(let section, let item, let image)
        where sections.indices.contains(section) && sections[section].items.indices.contains(item)
            && (sections[section].items[item].imageRow?.images ?? []).indices.contains(image):
            imageSlot(section: section, item: item, image: image)
        default: nil
        }
    }

    private func itemSlot(section: Int, item: Int) -> HandlerSlot? {
        guard let handler = sections[section].items[item].handler else { return nil }
        return HandlerSlot(
            control: .listItem(section: section, item: item), path: .listItem(section: section, item: item), handler: handler,
            isEnabled: sections[section].items[item].isEnabled)
    }

    private func imageSlot(section: Int, item: Int, image: Int) -> HandlerSlot? {
        let row = sections[section].items[item]
        guard let picture = row.imageRow?.images[image], let handler = picture.handler else { return nil }
        return HandlerSlot(
            control: .listImage(section: section, item: item, image: image), path: .listImage(section: section, item: item, image: image),
            handler: handler, isEnabled: row.isEnabled && picture.isEnabled)
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let count = index.itemCount
        if count > CarPlayLimits.listItemsWhenLimited, let place = itemPath(CarPlayLimits.listItemsWhenLimited) {
            findings.append(.warning(.listItemsWhenLimited(context.template, count: count), at: place))
        }
        for (index, section) in sections.enumerated() where (section.sectionIndexTitle?.count ?? 0) > 1 {
            findings.append(
                .warning(.sectionIndexTitle(section.sectionIndexTitle!, shown: section.shownIndexTitle!), at: "sections[\(index)].sectionIndexTitle"))
        }
        for (section, content) in sections.enumerated() {
            for (item, row) in content.items.enumerated() where (row.imageRow?.images.count ?? 0) > ImageRowFields.maximumImages {
                findings.append(
                    .warning(
                        .trimmed(
                            .imageRowLimit, context.template, count: row.imageRow!.images.count, "images in row \"\(row.text)\"",
                            shown: ImageRowFields.maximumImages),
                        at: "sections[\(section)].items[\(item)].images[\(ImageRowFields.maximumImages)]"))
            }
        }
        forEachHandlerSlot { slot in
            // A hosted app's handler calls its completion when its code
            // says: judged once it has run (the CarPlay runtime tells), never before.
            let neverCompletes = !slot.handler.completes && !slot.handler.isHosted
            if case .listImage = slot.control, neverCompletes {
                findings.append(.warning(.handlerNeverCompletes, at: slot.path.description))
            }
            guard case .listItem(let section, let item) = slot.control else { return }
            if sections[section].items[item].message != nil {
                findings.append(.error(.messageItemHandler, at: slot.path.description))
            } else if neverCompletes {
                findings.append(.warning(.handlerNeverCompletes, at: slot.path.description))
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

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        let buttons = headerSlots().map(\.control).filter { if case .listHeaderButton = $0 { true } else { false } }
        let grid = headerGridButtons.indices.filter { headerGridButtons[$0].isEnabled }.map { ControlID.listHeaderGridButton($0) }
        return (buttons.isEmpty ? [] : [.row("listHeader", buttons)]) + (grid.isEmpty ? [] : [.row("headerGrid", grid)]) + bodyAreas(in: environment)
    }

    /// The rows' area.
    private func bodyAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        // The whole list shown, no image rows: the rows the index keeps (no walk of the list).
        if showsAll(limited: environment.limitedUI), let focus = index.focus {
            return [.column(FocusArea.Names.body, focus.controls, places: focus.places)]
        }
        var controls: [ControlID] = []
        for (sectionIndex, section) in shownSections(limited: environment.limitedUI).enumerated() {
            for (itemIndex, item) in section.items.enumerated() where item.isEnabled {
                controls.append(.listItem(section: sectionIndex, item: itemIndex))
                guard let row = item.imageRow else { continue }
                for (number, image) in row.images.prefix(ListLayout.imagesShown(row, geometry: environment.geometry)).enumerated() where image.isEnabled {
                    controls.append(.listImage(section: sectionIndex, item: itemIndex, image: number))
                }
            }
        }
        return [.column(FocusArea.Names.body, controls)]
    }

    /// A row runs its handler; one that completes later spins until then.
    /// A message item runs none: Siri reads the conversation.
    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        if case .listHeaderButton = control { return handlerSlot(for: control).map { .run($0.handler) } ?? .nothing }
        if case .listHeaderGridButton(let index) = control { return headerGridButtons[safe: index]?.pressed ?? .nothing }
        if case .listImage(let section, let item, let number) = control {
            guard let row = shownSections(limited: limited)[safe: section]?.items[safe: item], row.isEnabled,
                let image = row.imageRow?.images[safe: number], image.isEnabled, let handler = image.handler
            else { return .nothing }
            return handler.delay > 0 || !handler.completes ? .await(handler) : .run(handler)
        }
        guard case .listItem(let section, let item) = control,
            let row = shownSections(limited: limited)[safe: section]?.items[safe: item], row.isEnabled
        else { return .nothing }
        if row.message != nil { return .system(.siri(reading: row.detailText.map { "\(row.text) said: \($0)" } ?? "Messages from \(row.text)")) }
        guard let handler = row.handler else { return .nothing }
        return handler.delay > 0 || !handler.completes ? .await(handler) : .run(handler)
    }

    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent? {
        ScrollContent(geometry: content(limited: limited), viewport: geometry.bodyHeight)
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        ListLayout.draw(self, context, on: &canvas)
    }
}
