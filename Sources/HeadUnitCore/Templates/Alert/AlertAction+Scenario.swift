/// How a scenario writes the actions of an alert or an action sheet.
extension AlertAction {
    static let scenarioKeys = ["title", "style", "handler"]

    /// The actions of `fields["actions"]`, its problems reported to `decoder`.
    static func decodeAll(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> [AlertAction] {
        var actions: [AlertAction] = []
        for element in decoder.reader.array(fields, "actions", what: "\"actions\"") ?? [] {
            guard
                let action = decoder.reader.object(element.node, at: element.path, accepts: scenarioKeys, requires: ["title"], what: "an alert action"),
                let title = decoder.reader.string(action, "title")
            else { continue }
            actions.append(
                AlertAction(
                    title: title, style: decoder.reader.choice(action, "style", as: AlertActionStyle.self) ?? .default,
                    handler: decoder.decodeHandler(action, "handler")))
        }
        return actions
    }
}
