/// How a scenario writes a contact: the person under `contact`, each button
/// a `type` (`call`, `message`, `directions`) or a `title`, with a handler.
extension ContactTemplate {
    static let scenarioKeys = ["type", "contact"] + ScenarioDecoder.barKeys

    static let schemaDefinitions = #"""
        {
            "contactTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "contact"
                    },
                    "contact": {
                        "type": "object",
                        "properties": {
                            "name": {
                                "$ref": "#/$defs/text"
                            },
                            "image": {
                                "$ref": "#/$defs/text"
                            },
                            "subtitle": {
                                "$ref": "#/$defs/text"
                            },
                            "informativeText": {
                                "$ref": "#/$defs/text"
                            },
                            "actions": {
                                "type": "array",
                                "items": {
                                    "$ref": "#/$defs/contactButton"
                                }
                            }
                        },
                        "required": [
                            "name"
                        ],
                        "additionalProperties": false
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
                    "type",
                    "contact"
                ],
                "additionalProperties": false
            },
            "contactButton": {
                "type": "object",
                "description": "A contact's button: one of the car's kinds by \"type\", or one of the app's by \"title\".",
                "properties": {
                    "type": {
                        "enum": [
                            "call",
                            "message",
                            "directions"
                        ]
                    },
                    "title": {
                        "$ref": "#/$defs/text"
                    },
                    "handler": {
                        "$ref": "#/$defs/handler"
                    }
                },
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> ContactTemplate {
        let barButtons = decoder.decodeBarButtons(fields)
        guard let node = fields["contact"] else {
            decoder.reader.error(.missingKey, "a contact template needs the key \"contact\"", at: fields.location, path: fields.path)
            return ContactTemplate(contact: Contact(name: ""), barButtons: barButtons)
        }
        guard
            let person = decoder.reader.object(
                node, at: fields.path("contact"), accepts: ["name", "image", "subtitle", "informativeText", "actions"], requires: ["name"],
                what: "\"contact\"")
        else { return ContactTemplate(contact: Contact(name: ""), barButtons: barButtons) }
        var actions: [ContactAction] = []
        for element in decoder.reader.array(person, "actions", what: "\"actions\"") ?? [] {
            if let action = decodeAction(element.node, at: element.path, with: &decoder) { actions.append(action) }
        }
        let contact = Contact(
            name: decoder.reader.string(person, "name") ?? "", image: decoder.reader.string(person, "image"),
            subtitle: decoder.reader.string(person, "subtitle"), informativeText: decoder.reader.string(person, "informativeText"), actions: actions)
        return ContactTemplate(contact: contact, barButtons: barButtons)
    }

    private static func decodeAction(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> ContactAction? {
        guard let button = decoder.reader.object(node, at: path, accepts: ["type", "title", "handler"], what: "a contact button") else { return nil }
        let handler = decoder.decodeHandler(button, "handler")
        if let type = decoder.reader.string(button, "type") {
            guard let kind = ContactActionKind.named[type] else {
                decoder.reader.error(
                    .badValue, "\"type\" must be \"call\", \"message\" or \"directions\"; it is \"\(TextFit.truncate(type, to: 64))\"",
                    at: button["type"]!.location, path: button.path("type"))
                return nil
            }
            return ContactAction(kind: kind, handler: handler)
        }
        guard let title = decoder.reader.string(button, "title") else {
            decoder.reader.error(.missingKey, "a contact button needs a \"type\" or a \"title\"", at: button.location, path: path)
            return nil
        }
        return ContactAction(kind: .button(title: title), handler: handler)
    }
}
