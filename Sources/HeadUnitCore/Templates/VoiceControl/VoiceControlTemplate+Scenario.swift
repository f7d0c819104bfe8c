/// How a scenario writes a voice control template: its states.
extension VoiceControlTemplate {
    static let scenarioKeys = ["type", "voiceControlStates"]

    static let schemaDefinitions = #"""
        {
            "voiceControlTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "voiceControl"
                    },
                    "voiceControlStates": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/voiceControlState"
                        }
                    }
                },
                "required": [
                    "type"
                ],
                "additionalProperties": false
            },
            "voiceControlState": {
                "type": "object",
                "properties": {
                    "identifier": {
                        "$ref": "#/$defs/text"
                    },
                    "titleVariants": {
                        "$ref": "#/$defs/variants"
                    },
                    "image": {
                        "$ref": "#/$defs/text"
                    },
                    "repeats": {
                        "type": "boolean"
                    }
                },
                "required": [
                    "identifier",
                    "titleVariants"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> VoiceControlTemplate {
        var states: [VoiceControlState] = []
        for element in decoder.reader.array(fields, "voiceControlStates", what: "\"voiceControlStates\"") ?? [] {
            guard
                let state = decoder.reader.object(
                    element.node, at: element.path, accepts: ["identifier", "titleVariants", "image", "repeats"], requires: ["identifier", "titleVariants"],
                    what: "a voice control state"),
                let identifier = decoder.reader.string(state, "identifier"), let titles = decoder.reader.variants(state, "titleVariants")
            else { continue }
            states.append(
                VoiceControlState(
                    identifier: identifier, titleVariants: titles, image: decoder.reader.string(state, "image"),
                    repeats: decoder.reader.bool(state, "repeats") ?? false))
        }
        return VoiceControlTemplate(voiceControlStates: states)
    }
}
