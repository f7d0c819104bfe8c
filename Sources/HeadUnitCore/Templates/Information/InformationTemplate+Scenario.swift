/// How a scenario writes an information template: title/detail items and
/// text buttons, leading or two-column.
extension InformationTemplate {
    static let scenarioKeys = ["type", "title", "layout", "items", "actions"] + ScenarioDecoder.barKeys

    static let schemaDefinitions = #"""
        {
            "informationTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "information"
                    },
                    "title": {
                        "$ref": "#/$defs/text"
                    },
                    "layout": {
                        "enum": [
                            "leading",
                            "twoColumn"
                        ]
                    },
                    "items": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/informationItem"
                        }
                    },
                    "actions": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/textButton"
                        }
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
            "informationItem": {
                "type": "object",
                "properties": {
                    "title": {
                        "$ref": "#/$defs/text"
                    },
                    "detail": {
                        "$ref": "#/$defs/text"
                    }
                },
                "required": [
                    "title",
                    "detail"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> InformationTemplate {
        var items: [InformationItem] = []
        for element in decoder.reader.array(fields, "items", what: "\"items\"") ?? [] {
            guard
                let item = decoder.reader.object(
                    element.node, at: element.path, accepts: ["title", "detail"], requires: ["title", "detail"], what: "an information item"),
                let title = decoder.reader.string(item, "title"), let detail = decoder.reader.string(item, "detail")
            else { continue }
            items.append(InformationItem(title: title, detail: detail))
        }
        return InformationTemplate(
            title: decoder.reader.string(fields, "title") ?? "",
            layout: decoder.reader.choice(fields, "layout", as: InformationTemplateLayout.self) ?? .leading,
            items: items, actions: decoder.decodeTextButtons(fields, "actions"), barButtons: decoder.decodeBarButtons(fields))
    }
}
