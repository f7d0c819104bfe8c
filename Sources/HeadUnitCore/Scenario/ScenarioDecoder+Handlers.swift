extension ScenarioDecoder {
    /// The forms a handler takes, for error messages.
    static let handlerForms = "an action (\"pop\", {\"push\": \"id\"}), a list of actions, or {\"actions\": [...], \"delay\": 0.5, \"completes\": true}"
    static let wordActions: [String: Action] = ["pop": .pop, "popToRoot": .popToRoot, "dismiss": .dismiss, "play": .play(nil)]
    static let objectActions = ["push", "present", "play"]

    /// The handler member `key`, or nil when absent or broken.
    mutating func decodeHandler(_ fields: DocumentReader.Fields, _ key: String) -> Handler? {
        guard let node = fields[key] else { return nil }
        let path = fields.path(key)
        reader.note(path, node.location)
        switch node.value {
        case .array(let elements):
            return Handler(elements.enumerated().compactMap { decodeAction($0.element, at: "\(path)[\($0.offset)]") })
        case .object(let members) where members.contains(where: { $0.key == "actions" }):
            guard let handler = reader.object(node, at: path, accepts: ["actions", "delay", "completes"], what: "a handler") else { return nil }
            let actions = (reader.array(handler, "actions", what: "\"actions\"") ?? []).compactMap { decodeAction($0.node, at: $0.path) }
            return Handler(actions, delay: reader.number(handler, "delay", in: 0...3600) ?? 0, completes: reader.bool(handler, "completes") ?? true)
        default:
            return decodeAction(node, at: path).map { Handler([$0]) }
        }
    }

    private mutating func decodeAction(_ node: JSONNode, at path: String) -> Action? {
        reader.note(path, node.location)
        switch node.value {
        case .string(let word):
            if let action = Self.wordActions[word] { return action }
            let words = Self.wordActions.keys.sorted() + Self.objectActions
            let hint = KeySuggestion.nearest(to: word, in: words).map { "; did you mean \"\($0)\"?" } ?? ""
            reader.error("bad-value", "unknown action \"\(TextFit.truncate(word, to: 64))\"\(hint)", at: node.location, path: path)
            return nil
        case .object(let members) where members.count == 1:
            let member = members[0]
            let memberPath = "\(path).\(member.key)"
            guard Self.objectActions.contains(member.key) else {
                let hint = KeySuggestion.nearest(to: member.key, in: Self.objectActions).map { "; did you mean \"\($0)\"?" } ?? ""
                reader.error("unknown-key", "unknown action \"\(TextFit.truncate(member.key, to: 64))\"\(hint)", at: member.keyLocation, path: memberPath)
                return nil
            }
            guard let id = reader.identifier(member.value, at: memberPath, what: "\"\(member.key)\"") else { return nil }
            switch member.key {
            case "push":
                templateReferences.append((id, memberPath, member.value.location))
                return .push(TemplateID(id))
            case "present":
                templateReferences.append((id, memberPath, member.value.location))
                return .present(TemplateID(id))
            default:
                trackReferences.append((id, memberPath, member.value.location))
                return .play(TrackID(id))
            }
        default:
            reader.error("wrong-type", "a handler must be \(Self.handlerForms)", at: node.location, path: path)
            return nil
        }
    }
}
