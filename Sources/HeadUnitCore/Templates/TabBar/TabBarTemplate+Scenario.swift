/// How a scenario writes a tab bar: its tabs, each naming the template it shows.
extension TabBarTemplate {
    static let scenarioKeys = ["type", "tabs"]

    static let schemaDefinitions = #"""
        {
            "tabBarTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "tabBar"
                    },
                    "tabs": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/tab"
                        }
                    }
                },
                "required": [
                    "type"
                ],
                "additionalProperties": false
            },
            "tab": {
                "type": "object",
                "properties": {
                    "template": {
                        "$ref": "#/$defs/id"
                    },
                    "tabTitle": {
                        "$ref": "#/$defs/text"
                    },
                    "tabImage": {
                        "$ref": "#/$defs/text"
                    },
                    "showsTabBadge": {
                        "type": "boolean"
                    }
                },
                "required": [
                    "template",
                    "tabTitle"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> TabBarTemplate {
        var tabs: [Tab] = []
        for element in decoder.reader.array(fields, "tabs", what: "\"tabs\"") ?? [] {
            guard
                let tab = decoder.reader.object(
                    element.node, at: element.path, accepts: ["template", "tabTitle", "tabImage", "showsTabBadge"], requires: ["template", "tabTitle"],
                    what: "a tab"),
                let templateNode = tab["template"],
                let template = decoder.reader.identifier(templateNode, at: tab.path("template"), what: "\"template\""),
                let title = decoder.reader.string(tab, "tabTitle")
            else { continue }
            decoder.reference(template: template, at: tab.path("template"), templateNode.location)
            tabs.append(
                Tab(
                    title: title, glyph: decoder.reader.string(tab, "tabImage") ?? "•",
                    showsTabBadge: decoder.reader.bool(tab, "showsTabBadge") ?? false, template: TemplateID(template)))
        }
        return TabBarTemplate(tabs: tabs)
    }
}
