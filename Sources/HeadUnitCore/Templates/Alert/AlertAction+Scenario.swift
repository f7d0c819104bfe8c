/// How a scenario writes the actions of an alert or an action sheet.
extension AlertAction {
    static let scenarioKeys = ["title", "style", "handler"]

    /// The actions of `fields["actions"]`, its problems reported to `decoder`.
    static func decodeAll(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> [AlertAction] {
        (decoder.reader.array(fields, "actions", what: "\"actions\"") ?? []).compactMap { decode($0.node, at: $0.path, with: &decoder) }
    }

    /// One action: a title, a style and a handler.
    static func decode(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> AlertAction? {
        guard let action = decoder.reader.object(node, at: path, accepts: scenarioKeys, requires: ["title"], what: "an alert action"),
            let title = decoder.reader.string(action, "title")
        else { return nil }
        return AlertAction(
            title: title, style: decoder.reader.choice(action, "style", as: AlertActionStyle.self) ?? .default,
            handler: decoder.decodeHandler(action, "handler"))
    }
}
