/// How a scenario writes an alert: its title variants and actions.
extension AlertTemplate {
    static let scenarioKeys = ["type", "titleVariants", "actions"]

    static let schemaDefinitions = #"""
        {
            "alertTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "alert"
                    },
                    "titleVariants": {
                        "$ref": "#/$defs/texts"
                    },
                    "actions": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/alertAction"
                        }
                    }
                },
                "required": [
                    "type",
                    "titleVariants"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> AlertTemplate {
        if fields["titleVariants"] == nil {
            decoder.reader.error(.missingKey, "an alert template needs the key \"titleVariants\"", at: fields.location, path: fields.path)
        }
        return AlertTemplate(
            titleVariants: decoder.reader.strings(fields, "titleVariants") ?? [], actions: AlertAction.decodeAll(fields, with: &decoder))
    }
}
