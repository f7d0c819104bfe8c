/// How a scenario writes an action sheet: a title, a message and actions.
extension ActionSheetTemplate {
    static let scenarioKeys = ["type", "title", "message", "actions"]

    static let schemaDefinitions = #"""
        {
            "actionSheetTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "actionSheet"
                    },
                    "title": {
                        "$ref": "#/$defs/text"
                    },
                    "message": {
                        "$ref": "#/$defs/text"
                    },
                    "actions": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/alertAction"
                        }
                    }
                },
                "required": [
                    "type"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> ActionSheetTemplate {
        ActionSheetTemplate(
            title: decoder.reader.string(fields, "title"), message: decoder.reader.string(fields, "message"),
            actions: AlertAction.decodeAll(fields, with: &decoder))
    }
}
