/// How a scenario writes a grid: a title and its buttons.
extension GridTemplate {
    static let scenarioKeys = ["type", "title", "buttons"] + ScenarioDecoder.barKeys

    static let schemaDefinitions = #"""
        {
            "gridTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "grid"
                    },
                    "title": {
                        "$ref": "#/$defs/text"
                    },
                    "buttons": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/gridButton"
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
            "gridButton": {
                "type": "object",
                "properties": {
                    "titleVariants": {
                        "$ref": "#/$defs/texts"
                    },
                    "image": {
                        "$ref": "#/$defs/text"
                    },
                    "isEnabled": {
                        "type": "boolean"
                    },
                    "handler": {
                        "$ref": "#/$defs/handler"
                    }
                },
                "required": [
                    "titleVariants",
                    "image"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> GridTemplate {
        var buttons: [GridButton] = []
        for element in decoder.reader.array(fields, "buttons", what: "\"buttons\"") ?? [] {
            guard
                let button = decoder.reader.object(
                    element.node, at: element.path, accepts: ["titleVariants", "image", "isEnabled", "handler"], requires: ["titleVariants", "image"],
                    what: "a grid button"),
                let titles = decoder.reader.strings(button, "titleVariants"), let image = decoder.reader.string(button, "image")
            else { continue }
            buttons.append(
                GridButton(
                    titleVariants: titles, glyph: image, isEnabled: decoder.reader.bool(button, "isEnabled") ?? true,
                    handler: decoder.decodeHandler(button, "handler")))
        }
        return GridTemplate(title: decoder.reader.string(fields, "title") ?? "", buttons: buttons, barButtons: decoder.decodeBarButtons(fields))
    }
}
