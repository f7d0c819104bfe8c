extension ScenarioDecoder {
    /// The forms a handler takes, for error messages.
    static let handlerForms = "an action (\"pop\", {\"push\": \"id\"}), a list of actions, or {\"actions\": [...], \"delay\": 0.5, \"completes\": true}"
    static let wordActions: [String: Action] = [
        "pop": .pop, "popToRoot": .popToRoot, "dismiss": .dismiss, "play": .play(nil), "pause": .pause, "next": .next,
        "previous": .previous,
    ]
    /// The handler of each one-word action, made once: the 100,000 rows of
    /// a list that each `pop` share one list of actions.
    static let wordHandlers: [String: Handler] =
        wordActions.mapValues { Handler([$0]) }.merging(NavigationAction.words.mapValues { Handler([.navigation($0)]) }) { word, _ in word }
    static let objectActions = ["push", "present", "play", "setRoot", "update", "open"] + NavigationAction.objectKeys
    static let updateKeys = ["template", "item", "text", "detailText", "image", "isEnabled", "isPlaying", "playbackProgress"]

    /// The handler member `key`, or nil when absent or broken.
    mutating func decodeHandler(_ fields: DocumentReader.Fields, _ key: String) -> Handler? {
        guard let node = fields[key] else { return nil }
        if case .string(let word) = node.value, let shared = Self.wordHandlers[word] { return shared }
        let path = fields.path(key)
        if case .object(let members) = node.value, members.contains(where: { $0.key == "actions" }) {
            guard let handler = reader.object(node, at: path, accepts: ["actions", "delay", "completes"], what: "a handler") else { return nil }
            let actions = handler["actions"].map { decodeActions($0, at: handler.path("actions")) } ?? []
            return Handler(actions, delay: reader.number(handler, "delay", in: 0...3600) ?? 0, completes: reader.bool(handler, "completes") ?? true)
        }
        if case .array = node.value { return Handler(decodeActions(node, at: path)) }
        guard let action = decodeAction(node, at: path) else { return Handler([]) }
        if let shared = oneActionHandlers[action] { return shared }
        let handler = Handler([action])
        oneActionHandlers[action] = handler
        return handler
    }

    /// One action or a list of them.
    mutating func decodeActions(_ node: JSONNode, at path: DocumentPath) -> [Action] {
        if case .array(let elements) = node.value {
            return elements.enumerated().compactMap { decodeAction($0.element, at: path.element($0.offset)) }
        }
        return decodeAction(node, at: path).map { [$0] } ?? []
    }

    private mutating func decodeAction(_ node: JSONNode, at path: DocumentPath) -> Action? {
        switch node.value {
        case .string(let word):
            if let action = Self.wordActions[word] { return action }
            if let action = NavigationAction.words[word] { return .navigation(action) }
            let words = Self.wordActions.keys.sorted() + NavigationAction.words.keys.sorted() + Self.objectActions
            var hint = KeySuggestion.nearest(to: word, in: words).map { "; did you mean \"\($0)\"?" } ?? ""
            // "push menu": an action that takes a value is an object of one key.
            let parts = word.split(separator: " ", maxSplits: 1)
            if parts.count == 2, Self.objectActions.contains(String(parts[0])) {
                hint = #"; an action with a value is an object: { "\#(parts[0])": "\#(Escaped.value(String(parts[1]), limit: 64))" }"#
            }
            reader.error(.badValue, "unknown action \"\(Escaped.value(word, limit: 64))\"\(hint)", at: node.location, path: path)
            return nil
        case .object(let members) where members.count == 1:
            let member = members[0]
            let memberPath = path.member(member.key)
            guard Self.objectActions.contains(member.key) else {
                let hint = KeySuggestion.nearest(to: member.key, in: Self.objectActions).map { "; did you mean \"\($0)\"?" } ?? ""
                reader.error(.unknownKey, "unknown action \"\(Escaped.value(member.key, limit: 64))\"\(hint)", at: member.keyLocation, path: memberPath)
                return nil
            }
            if member.key == "update" { return decodeUpdate(member.value, at: memberPath) }
            if member.key == "open" { return decodeOpen(member.value, at: memberPath) }
            if NavigationAction.objectKeys.contains(member.key) { return decodeNavigationAction(member.key, member.value, at: memberPath) }
            guard let id = reader.identifier(member.value, at: memberPath, what: "\"\(member.key)\"") else { return nil }
            switch member.key {
            case "play":
                trackReferences.append((id, memberPath, member.value.location))
                return .play(TrackID(id))
            default:
                reference(template: id, at: memberPath, member.value.location)
                let template = TemplateID(id)
                return member.key == "push" ? .push(template) : member.key == "present" ? .present(template) : .setRoot(template)
            }
        default:
            reader.error(.wrongType, "a handler must be \(Self.handlerForms)", at: node.location, path: path)
            return nil
        }
    }

    private mutating func decodeOpen(_ node: JSONNode, at path: DocumentPath) -> Action? {
        guard let url = reader.string(node, at: path, what: "\"open\"") else { return nil }
        guard let screen = OpenURL.screen(for: url) else {
            reader.error(.badValue, "\"open\" takes \(OpenURL.forms); it is \"\(Escaped.value(url, limit: 64))\"", at: node.location, path: path)
            return nil
        }
        return .open(screen)
    }

    /// An `update`: of a list item's fields (`item` names it), or of a
    /// point-of-interest template's places (`pointsOfInterest`).
    private mutating func decodeUpdate(_ node: JSONNode, at path: DocumentPath) -> Action? {
        if case .object(let members) = node.value, members.contains(where: { $0.key == "pointsOfInterest" }) {
            return decodePlacesUpdate(node, at: path)
        }
        guard let fields = reader.object(node, at: path, accepts: Self.updateKeys, requires: ["template", "item"], what: "an update"),
            let templateNode = fields["template"], let template = reader.identifier(templateNode, at: fields.path("template"), what: "\"template\""),
            let itemNode = fields["item"], let item = reader.identifier(itemNode, at: fields.path("item"), what: "\"item\"")
        else { return nil }
        reference(template: template, at: fields.path("template"), templateNode.location)
        itemReferences.append((template, item, fields.path("item"), itemNode.location))
        return .update(
            ItemUpdate(
                template: TemplateID(template), item: item, text: reader.string(fields, "text"), detailText: reader.string(fields, "detailText"),
                image: reader.string(fields, "image"), isEnabled: reader.bool(fields, "isEnabled"), isPlaying: reader.bool(fields, "isPlaying"),
                playbackProgress: reader.number(fields, "playbackProgress", in: 0...1)))
    }

    private mutating func decodePlacesUpdate(_ node: JSONNode, at path: DocumentPath) -> Action? {
        guard
            let fields = reader.object(
                node, at: path, accepts: ["template", "pointsOfInterest", "selectedIndex"], requires: ["template"], what: "an update of places"),
            let templateNode = fields["template"], let template = reader.identifier(templateNode, at: fields.path("template"), what: "\"template\"")
        else { return nil }
        reference(template: template, at: fields.path("template"), templateNode.location)
        placesReferences.append((template, fields.path("template"), templateNode.location))
        let places = PointOfInterestTemplate.decodePlaces(fields, with: &self)
        let selection = PointOfInterestTemplate.decodeSelection(fields, count: places.count, with: &self)
        return .setPointsOfInterest(PlacesUpdate(template: TemplateID(template), pointsOfInterest: places, selectedIndex: selection))
    }
}
