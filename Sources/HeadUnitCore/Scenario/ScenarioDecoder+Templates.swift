extension ScenarioDecoder {
    static let barKeys = ["leadingNavigationBarButtons", "trailingNavigationBarButtons"]
    static let templateKeys: [TemplateKind: [String]] = [
        .list: ["type", "title", "sections", "emptyViewTitleVariants", "emptyViewSubtitleVariants"] + barKeys,
        .grid: ["type", "title", "buttons"] + barKeys,
        .information: ["type", "title", "layout", "items", "actions"] + barKeys,
        .alert: ["type", "titleVariants", "actions"],
        .actionSheet: ["type", "title", "message", "actions"],
        .nowPlaying: [
            "type", "buttons", "isUpNextButtonEnabled", "upNextTitle", "upNextHandler", "isAlbumArtistButtonEnabled",
            "albumArtistHandler",
        ],
        .tabBar: ["type", "tabs"],
    ]

    /// One template of `templates`, or nil when it cannot be used.
    mutating func decodeTemplate(_ node: JSONNode, id: TemplateID, at path: String) -> Template? {
        guard case .object(let members) = node.value else {
            reader.error("wrong-type", "template \"\(id)\" must be an object, not \(node.value.typeName)", at: node.location, path: path)
            return nil
        }
        guard let typeNode = members.first(where: { $0.key == "type" })?.value else {
            reader.error("missing-key", "template \"\(id)\" needs the key \"type\"", at: node.location, path: path)
            return nil
        }
        guard let kind = reader.choice(typeNode, at: "\(path).type", what: "\"type\"", as: TemplateKind.self),
            let fields = reader.object(node, at: path, accepts: Self.templateKeys[kind]!, what: "\(kind.displayName.withArticle) template")
        else { return nil }
        let body: TemplateBody
        switch kind {
        case .list: body = .list(decodeList(fields))
        case .grid: body = .grid(decodeGrid(fields))
        case .information: body = .information(decodeInformation(fields))
        case .alert:
            body = .alert(AlertTemplate(titleVariants: reader.strings(fields, "titleVariants") ?? [], actions: decodeAlertActions(fields)))
            if fields["titleVariants"] == nil {
                reader.error("missing-key", "an alert template needs the key \"titleVariants\"", at: fields.location, path: path)
            }
        case .actionSheet:
            body = .actionSheet(
                ActionSheetTemplate(title: reader.string(fields, "title"), message: reader.string(fields, "message"), actions: decodeAlertActions(fields)))
        case .nowPlaying: body = .nowPlaying(decodeNowPlaying(fields))
        case .tabBar: body = .tabBar(TabBarTemplate(tabs: decodeTabs(fields)))
        }
        return Template(id: id, body: body)
    }

    private mutating func decodeList(_ fields: DocumentReader.Fields) -> ListTemplate {
        var sections: [ListSection] = []
        for element in reader.array(fields, "sections", what: "\"sections\"") ?? [] {
            guard let section = reader.object(element.node, at: element.path, accepts: ["header", "sectionIndexTitle", "items"], what: "a section") else {
                continue
            }
            var items: [ListItem] = []
            for itemElement in reader.array(section, "items", what: "\"items\"") ?? [] {
                if let item = decodeListItem(itemElement.node, at: itemElement.path) { items.append(item) }
            }
            sections.append(ListSection(header: reader.string(section, "header"), sectionIndexTitle: reader.string(section, "sectionIndexTitle"), items: items))
        }
        return ListTemplate(
            title: reader.string(fields, "title") ?? "", sections: sections, barButtons: decodeBarButtons(fields),
            emptyViewTitleVariants: reader.strings(fields, "emptyViewTitleVariants") ?? [],
            emptyViewSubtitleVariants: reader.strings(fields, "emptyViewSubtitleVariants") ?? [])
    }

    private mutating func decodeListItem(_ node: JSONNode, at path: String) -> ListItem? {
        let keys = [
            "id", "text", "detailText", "image", "accessoryType", "isPlaying", "playingIndicatorLocation", "isExplicitContent",
            "playbackProgress", "isEnabled", "handler", "conversationIdentifier", "isUnread", "trailingText",
        ]
        guard let fields = reader.object(node, at: path, accepts: keys, requires: ["text"], what: "a list item"),
            let text = reader.string(fields, "text")
        else { return nil }
        let id = fields["id"].flatMap { reader.identifier($0, at: fields.path("id"), what: "\"id\"") }
        let message = reader.string(fields, "conversationIdentifier").map { conversation in
            MessageFields(
                conversationIdentifier: conversation, isUnread: reader.bool(fields, "isUnread") ?? false, trailingText: reader.string(fields, "trailingText"))
        }
        if message == nil, let extra = ["isUnread", "trailingText"].first(where: { fields[$0] != nil }) {
            reader.error(
                "missing-key", "\"\(extra)\" belongs to a message list item, which needs \"conversationIdentifier\"", at: fields[extra]!.location,
                path: fields.path(extra))
        }
        return ListItem(
            id: id, text: text, detailText: reader.string(fields, "detailText"), image: reader.string(fields, "image"),
            accessory: reader.choice(fields, "accessoryType", as: ListAccessory.self) ?? .none,
            isPlaying: reader.bool(fields, "isPlaying") ?? false,
            playingIndicatorLocation: reader.choice(fields, "playingIndicatorLocation", as: PlayingIndicatorLocation.self) ?? .leading,
            isExplicitContent: reader.bool(fields, "isExplicitContent") ?? false,
            playbackProgress: reader.number(fields, "playbackProgress", in: 0...1),
            isEnabled: reader.bool(fields, "isEnabled") ?? true,
            handler: decodeHandler(fields, "handler"), message: message)
    }

    private mutating func decodeGrid(_ fields: DocumentReader.Fields) -> GridTemplate {
        var buttons: [GridButton] = []
        for element in reader.array(fields, "buttons", what: "\"buttons\"") ?? [] {
            guard
                let button = reader.object(
                    element.node, at: element.path, accepts: ["titleVariants", "image", "isEnabled", "handler"], requires: ["titleVariants", "image"],
                    what: "a grid button"),
                let titles = reader.strings(button, "titleVariants"), let image = reader.string(button, "image")
            else { continue }
            buttons.append(
                GridButton(titleVariants: titles, glyph: image, isEnabled: reader.bool(button, "isEnabled") ?? true, handler: decodeHandler(button, "handler")))
        }
        return GridTemplate(title: reader.string(fields, "title") ?? "", buttons: buttons, barButtons: decodeBarButtons(fields))
    }

    private mutating func decodeInformation(_ fields: DocumentReader.Fields) -> InformationTemplate {
        var items: [InformationItem] = []
        for element in reader.array(fields, "items", what: "\"items\"") ?? [] {
            guard
                let item = reader.object(
                    element.node, at: element.path, accepts: ["title", "detail"], requires: ["title", "detail"], what: "an information item"),
                let title = reader.string(item, "title"), let detail = reader.string(item, "detail")
            else { continue }
            items.append(InformationItem(title: title, detail: detail))
        }
        var actions: [TextButton] = []
        for element in reader.array(fields, "actions", what: "\"actions\"") ?? [] {
            guard
                let action = reader.object(
                    element.node, at: element.path, accepts: ["title", "textStyle", "handler"], requires: ["title"], what: "a text button"),
                let title = reader.string(action, "title")
            else { continue }
            actions.append(
                TextButton(
                    title: title, style: reader.choice(action, "textStyle", as: TextButtonStyle.self) ?? .normal, handler: decodeHandler(action, "handler")))
        }
        return InformationTemplate(
            title: reader.string(fields, "title") ?? "", layout: reader.choice(fields, "layout", as: InformationTemplateLayout.self) ?? .leading,
            items: items, actions: actions, barButtons: decodeBarButtons(fields))
    }

    private mutating func decodeAlertActions(_ fields: DocumentReader.Fields) -> [AlertAction] {
        var actions: [AlertAction] = []
        for element in reader.array(fields, "actions", what: "\"actions\"") ?? [] {
            guard
                let action = reader.object(
                    element.node, at: element.path, accepts: ["title", "style", "handler"], requires: ["title"], what: "an alert action"),
                let title = reader.string(action, "title")
            else { continue }
            actions.append(
                AlertAction(
                    title: title, style: reader.choice(action, "style", as: AlertActionStyle.self) ?? .default, handler: decodeHandler(action, "handler")))
        }
        return actions
    }

    private mutating func decodeNowPlaying(_ fields: DocumentReader.Fields) -> NowPlayingTemplate {
        var buttons: [NowPlayingButton] = []
        let kinds = NowPlayingButtonKind.systemKinds.keys.sorted() + ["image"]
        for element in reader.array(fields, "buttons", what: "\"buttons\"") ?? [] {
            guard
                let button = reader.object(
                    element.node, at: element.path, accepts: ["type", "image", "isSelected", "handler"], requires: ["type"], what: "a now-playing button"),
                let type = reader.string(button, "type")
            else { continue }
            let kind: NowPlayingButtonKind
            if type == "image" {
                guard let image = reader.string(button, "image") else {
                    reader.error("missing-key", "an image button needs the key \"image\"", at: button.location, path: element.path)
                    continue
                }
                kind = .image(image)
            } else if let system = NowPlayingButtonKind.systemKinds[type] {
                kind = system
            } else {
                reader.error(
                    "bad-value", "\"type\" must be one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", ")); it is \"\(TextFit.truncate(type, to: 64))\"",
                    at: button["type"]!.location, path: button.path("type"))
                continue
            }
            buttons.append(NowPlayingButton(kind: kind, isSelected: reader.bool(button, "isSelected") ?? false, handler: decodeHandler(button, "handler")))
        }
        return NowPlayingTemplate(
            buttons: buttons, isUpNextButtonEnabled: reader.bool(fields, "isUpNextButtonEnabled") ?? false,
            upNextTitle: reader.string(fields, "upNextTitle"), upNextHandler: decodeHandler(fields, "upNextHandler"),
            isAlbumArtistButtonEnabled: reader.bool(fields, "isAlbumArtistButtonEnabled") ?? false,
            albumArtistHandler: decodeHandler(fields, "albumArtistHandler"))
    }

    private mutating func decodeTabs(_ fields: DocumentReader.Fields) -> [Tab] {
        var tabs: [Tab] = []
        for element in reader.array(fields, "tabs", what: "\"tabs\"") ?? [] {
            guard
                let tab = reader.object(
                    element.node, at: element.path, accepts: ["template", "tabTitle", "tabImage", "showsTabBadge"], requires: ["template", "tabTitle"],
                    what: "a tab"),
                let templateNode = tab["template"], let template = reader.identifier(templateNode, at: tab.path("template"), what: "\"template\""),
                let title = reader.string(tab, "tabTitle")
            else { continue }
            templateReferences.append((template, tab.path("template"), templateNode.location))
            tabs.append(
                Tab(
                    title: title, glyph: reader.string(tab, "tabImage") ?? "•", showsTabBadge: reader.bool(tab, "showsTabBadge") ?? false,
                    template: TemplateID(template)))
        }
        return tabs
    }

    private mutating func decodeBarButtons(_ fields: DocumentReader.Fields) -> BarButtons {
        func side(_ key: String, _ decoder: inout ScenarioDecoder) -> [BarButton] {
            var buttons: [BarButton] = []
            for element in decoder.reader.array(fields, key, what: "\"\(key)\"") ?? [] {
                guard
                    let button = decoder.reader.object(
                        element.node, at: element.path, accepts: ["title", "handler"], requires: ["title"], what: "a bar button"),
                    let title = decoder.reader.string(button, "title")
                else { continue }
                buttons.append(BarButton(title: title, handler: decoder.decodeHandler(button, "handler")))
            }
            return buttons
        }
        return BarButtons(leading: side("leadingNavigationBarButtons", &self), trailing: side("trailingNavigationBarButtons", &self))
    }
}
