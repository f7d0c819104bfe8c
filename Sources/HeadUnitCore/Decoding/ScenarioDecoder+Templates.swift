extension ScenarioDecoder {
    static let barKeys = ["leadingNavigationBarButtons", "trailingNavigationBarButtons"]

    /// One template of `templates`, or nil when it cannot be used: its
    /// `type` picks the kind, whose own type reads the rest.
    mutating func decodeTemplate(_ node: JSONNode, id: TemplateID, at path: DocumentPath) -> Template? {
        guard case .object(let members) = node.value else {
            reader.error(.wrongType, "template \"\(id)\" must be an object, not \(node.value.typeName)", at: node.location, path: path)
            return nil
        }
        guard let typeNode = members.first(where: { $0.key == "type" })?.value else {
            reader.error(.missingKey, "template \"\(id)\" needs the key \"type\"", at: node.location, path: path)
            return nil
        }
        guard let kind = reader.choice(typeNode, at: path.member("type"), what: "\"type\"", as: TemplateKind.self) else { return nil }
        return decodeContent(kind.contentType, node, at: path).map { Template(id: id, body: $0) }
    }

    private mutating func decodeContent<Content: TemplateContent>(_ type: Content.Type, _ node: JSONNode, at path: DocumentPath) -> TemplateBody? {
        guard let fields = reader.object(node, at: path, accepts: type.scenarioKeys, what: "\(type.displayName.withArticle) template") else { return nil }
        return type.decode(fields, with: &self).body
    }

    /// The navigation bar buttons of a template.
    mutating func decodeBarButtons(_ fields: DocumentReader.Fields) -> BarButtons {
        BarButtons(leading: decodeBarSide(fields, "leadingNavigationBarButtons"), trailing: decodeBarSide(fields, "trailingNavigationBarButtons"))
    }

    private mutating func decodeBarSide(_ fields: DocumentReader.Fields, _ key: String) -> [BarButton] {
        var buttons: [BarButton] = []
        for element in reader.array(fields, key, what: "\"\(key)\"") ?? [] {
            guard
                let button = reader.object(element.node, at: element.path, accepts: ["title", "handler"], requires: ["title"], what: "a bar button"),
                let title = reader.string(button, "title")
            else { continue }
            buttons.append(BarButton(title: title, handler: decodeHandler(button, "handler")))
        }
        return buttons
    }

    /// The CPTextButtons of an array member.
    mutating func decodeTextButtons(_ fields: DocumentReader.Fields, _ key: String) -> [TextButton] {
        (reader.array(fields, key, what: "\"\(key)\"") ?? []).compactMap { decodeTextButton($0.node, at: $0.path) }
    }

    /// One CPTextButton: a title, a style and a handler.
    mutating func decodeTextButton(_ node: JSONNode, at path: DocumentPath) -> TextButton? {
        guard let button = reader.object(node, at: path, accepts: ["title", "textStyle", "handler"], requires: ["title"], what: "a text button"),
            let title = reader.string(button, "title")
        else { return nil }
        return TextButton(
            title: title, style: reader.choice(button, "textStyle", as: TextButtonStyle.self) ?? .normal, handler: decodeHandler(button, "handler"))
    }
}
