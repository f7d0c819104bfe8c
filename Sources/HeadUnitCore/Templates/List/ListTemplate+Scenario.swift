/// How a scenario writes a list: sections of items, each item a CPListItem
/// or, with `conversationIdentifier`, a CPMessageListItem.
extension ListTemplate {
    static let scenarioKeys = ["type", "title", "sections", "emptyViewTitleVariants", "emptyViewSubtitleVariants"] + ScenarioDecoder.barKeys

    static let itemKeys = [
        "id", "text", "detailText", "image", "accessoryType", "isPlaying", "playingIndicatorLocation", "isExplicitContent",
        "playbackProgress", "isEnabled", "handler", "conversationIdentifier", "leadingConfiguration", "trailingConfiguration", "trailingText",
        "images",
    ]
    /// What only a message list item may have.
    static let messageKeys = ["leadingConfiguration", "trailingConfiguration", "trailingText"]
    /// What an image row item (one with `images`) may not have: CPListImageRowItem has a title line only.
    static let notOnImageRows = ["detailText", "image", "accessoryType", "isPlaying", "playingIndicatorLocation", "isExplicitContent", "playbackProgress"]

    static let schemaDefinitions = #"""
        {
            "listTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "list"
                    },
                    "title": {
                        "$ref": "#/$defs/text"
                    },
                    "sections": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/section"
                        }
                    },
                    "emptyViewTitleVariants": {
                        "$ref": "#/$defs/texts"
                    },
                    "emptyViewSubtitleVariants": {
                        "$ref": "#/$defs/texts"
                    },
                    "leadingNavigationBarButtons": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/barButton"
                        }
                    },
                    "trailingNavigationBarButtons": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/barButton"
                        }
                    }
                },
                "required": [
                    "type"
                ],
                "additionalProperties": false
            },
            "section": {
                "type": "object",
                "properties": {
                    "header": {
                        "$ref": "#/$defs/text"
                    },
                    "sectionIndexTitle": {
                        "$ref": "#/$defs/text"
                    },
                    "items": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/listItem"
                        }
                    }
                },
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> ListTemplate {
        var sections: [ListSection] = []
        for element in decoder.reader.array(fields, "sections", what: "\"sections\"") ?? [] {
            guard let section = decoder.reader.object(element.node, at: element.path, accepts: ["header", "sectionIndexTitle", "items"], what: "a section")
            else { continue }
            let elements = decoder.reader.array(section, "items", what: "\"items\"") ?? []
            var items: [ListItem] = []
            items.reserveCapacity(elements.count)
            let readsFlat = !decoder.reader.recordsShapes
            var flat = JSONFlatObject(keys: flatItemKeys)
            var handlers = FlatHandlers()
            for position in elements.indices {
                if readsFlat, elements.read(position, into: &flat),
                    let item = decodeFlatItem(&flat, handlers: &handlers, at: elements.path(position), with: &decoder)
                {
                    items.append(item)
                } else if let item = decodeItem(elements[position].node, at: elements.path(position), with: &decoder) {
                    items.append(item)
                }
            }
            sections.append(
                ListSection(
                    header: decoder.reader.string(section, "header"), sectionIndexTitle: decoder.reader.string(section, "sectionIndexTitle"), items: items))
        }
        return ListTemplate(
            title: decoder.reader.string(fields, "title") ?? "", sections: sections, barButtons: decoder.decodeBarButtons(fields),
            emptyViewTitleVariants: decoder.reader.strings(fields, "emptyViewTitleVariants") ?? [],
            emptyViewSubtitleVariants: decoder.reader.strings(fields, "emptyViewSubtitleVariants") ?? [])
    }

    static func decodeItem(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> ListItem? {
        guard let fields = decoder.reader.object(node, at: path, accepts: itemKeys, requires: ["text"], what: "a list item"),
            let text = decoder.reader.string(fields, "text")
        else { return nil }
        let id = fields["id"].flatMap { decoder.reader.identifier($0, at: fields.path("id"), what: "\"id\"") }
        let message = decoder.reader.string(fields, "conversationIdentifier").map { decodeMessage($0, fields, with: &decoder) }
        if message == nil, let extra = messageKeys.first(where: { fields[$0] != nil }) {
            decoder.reader.error(
                .missingKey, "\"\(extra)\" belongs to a message list item, which needs \"conversationIdentifier\"", at: fields[extra]!.location,
                path: fields.path(extra))
        }
        let imageRow = fields["images"].map { decodeImages($0, at: fields.path("images"), with: &decoder) }
        if imageRow != nil, let extra = notOnImageRows.first(where: { fields[$0] != nil }) {
            decoder.reader.error(
                .unknownKey, "\"\(extra)\" belongs to a list item; an image row item (with \"images\") has its title line only",
                at: fields[extra]!.location, path: fields.path(extra))
        }
        return ListItem(
            id: id, text: text, detailText: decoder.reader.string(fields, "detailText"), image: decoder.reader.string(fields, "image"),
            accessory: decoder.reader.choice(fields, "accessoryType", as: ListAccessory.self) ?? .none,
            isPlaying: decoder.reader.bool(fields, "isPlaying") ?? false,
            playingIndicatorLocation: decoder.reader.choice(fields, "playingIndicatorLocation", as: PlayingIndicatorLocation.self) ?? .leading,
            isExplicitContent: decoder.reader.bool(fields, "isExplicitContent") ?? false,
            playbackProgress: decoder.reader.number(fields, "playbackProgress", in: 0...1),
            isEnabled: decoder.reader.bool(fields, "isEnabled") ?? true,
            handler: decoder.decodeHandler(fields, "handler"), message: message, imageRow: imageRow)
    }

    /// The keys of a row read flat, straight from the file's bytes (nearly
    /// every row of a long list): `decodeFlatItem` reads them in this order.
    private static let flatItemKeys = JSONFlatObject.Keys(["text", "detailText", "image", "accessoryType", "handler", "id"])
    /// Each accessory and the bytes of its name.
    private static let flatAccessories = ListAccessory.allCases.map { (accessory: $0, bytes: Array($0.rawValue.utf8)) }

    /// A row read flat, as `decodeItem` would read it; nil when one of its
    /// values is not what a row's can be (`decodeItem` then reads it, and
    /// tells what is wrong). Its handler is read last: nothing is noted of
    /// a row that is then read again.
    private static func decodeFlatItem(
        _ flat: inout JSONFlatObject, handlers: inout FlatHandlers, at path: DocumentPath, with decoder: inout ScenarioDecoder
    ) -> ListItem? {
        var isRow = true
        /// A text value, cleaned, as `DocumentReader.string` reads it (text
        /// all printable ASCII is clean already).
        func text(_ slot: Int) -> String? {
            switch flat.values[slot] {
            case nil: return nil
            case .string(let bytes, _)? where bytes.count <= DocumentReader.maximumTextLength:
                return flat.text(slot, cleanedBy: TextFit.sanitize)
            default:
                isRow = false
                return nil
            }
        }
        guard let title = text(0) else { return nil }
        let detailText = text(1), image = text(2)
        let id: String?
        switch flat.values[5] {
        case nil: id = nil
        case .string(let bytes, _)?:
            let text = flat.text(bytes)
            guard DocumentReader.isIdentifier(text) else { return nil }
            id = text
        default: return nil
        }
        var accessory = ListAccessory.none
        switch flat.values[3] {
        case nil: break
        case .string(let bytes, printable: true)?:
            // Clean text names a case by its very bytes.
            guard let named = flatAccessories.first(where: { flat.bytes(bytes, are: $0.bytes) })?.accessory else { return nil }
            accessory = named
        default: return nil
        }
        guard isRow else { return nil }
        let handler: Handler?
        if let value = flat.values[4] {
            guard let read = handlers.handler(value, of: flat, at: path.member("handler"), with: &decoder) else { return nil }
            handler = read
        } else {
            handler = nil
        }
        return ListItem(id: id, text: title, detailText: detailText, image: image, accessory: accessory, handler: handler)
    }

    /// The images of an image row item: each a glyph, with a caption, and what choosing it does.
    private static func decodeImages(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> ImageRowFields {
        var images: [ImageTile] = []
        for element in decoder.reader.array(node, at: path, what: "\"images\"") ?? [] {
            guard
                let fields = decoder.reader.object(
                    element.node, at: element.path, accepts: ["image", "title", "isEnabled", "handler"], requires: ["image"], what: "an image"),
                let image = decoder.reader.string(fields, "image")
            else { continue }
            images.append(
                ImageTile(
                    image: image, title: decoder.reader.string(fields, "title"), isEnabled: decoder.reader.bool(fields, "isEnabled") ?? true,
                    handler: decoder.decodeHandler(fields, "handler")))
        }
        return ImageRowFields(images: images)
    }

    /// The CPMessageListItem fields of an item with a conversation.
    private static func decodeMessage(_ conversation: String, _ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> MessageFields {
        var message = MessageFields(conversationIdentifier: conversation, trailingText: decoder.reader.string(fields, "trailingText"))
        if let node = fields["leadingConfiguration"],
            let leading = decoder.reader.object(
                node, at: fields.path("leadingConfiguration"), accepts: ["leadingItem", "leadingImage", "unread"], what: "\"leadingConfiguration\"")
        {
            message.leadingItem = decoder.reader.choice(leading, "leadingItem", as: MessageLeadingItem.self) ?? .none
            message.leadingImage = decoder.reader.string(leading, "leadingImage")
            message.unread = decoder.reader.bool(leading, "unread") ?? false
        }
        if let node = fields["trailingConfiguration"],
            let trailing = decoder.reader.object(node, at: fields.path("trailingConfiguration"), accepts: ["trailingItem"], what: "\"trailingConfiguration\"")
        {
            message.trailingItem = decoder.reader.choice(trailing, "trailingItem", as: MessageTrailingItem.self) ?? .none
        }
        return message
    }
}
