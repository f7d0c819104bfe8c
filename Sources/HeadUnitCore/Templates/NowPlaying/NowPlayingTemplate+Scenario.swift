/// How a scenario writes now playing: its buttons and its Up Next and
/// album/artist buttons.
extension NowPlayingTemplate {
    static let scenarioKeys = [
        "type", "buttons", "isUpNextButtonEnabled", "upNextTitle", "upNextHandler", "isAlbumArtistButtonEnabled", "albumArtistHandler",
    ]

    static let schemaDefinitions = #"""
        {
            "nowPlayingTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "nowPlaying"
                    },
                    "buttons": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/nowPlayingButton"
                        }
                    },
                    "isUpNextButtonEnabled": {
                        "type": "boolean"
                    },
                    "upNextTitle": {
                        "$ref": "#/$defs/text"
                    },
                    "upNextHandler": {
                        "$ref": "#/$defs/handler"
                    },
                    "isAlbumArtistButtonEnabled": {
                        "type": "boolean"
                    },
                    "albumArtistHandler": {
                        "$ref": "#/$defs/handler"
                    }
                },
                "required": [
                    "type"
                ],
                "additionalProperties": false
            },
            "nowPlayingButton": {
                "type": "object",
                "properties": {
                    "type": {
                        "enum": [
                            "shuffle",
                            "repeat",
                            "playbackRate",
                            "addToLibrary",
                            "more",
                            "image"
                        ]
                    },
                    "image": {
                        "$ref": "#/$defs/text"
                    },
                    "isSelected": {
                        "type": "boolean"
                    },
                    "handler": {
                        "$ref": "#/$defs/handler"
                    }
                },
                "required": [
                    "type"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> NowPlayingTemplate {
        var buttons: [NowPlayingButton] = []
        for element in decoder.reader.array(fields, "buttons", what: "\"buttons\"") ?? [] {
            if let button = decodeButton(element.node, at: element.path, with: &decoder) { buttons.append(button) }
        }
        return NowPlayingTemplate(
            buttons: buttons, isUpNextButtonEnabled: decoder.reader.bool(fields, "isUpNextButtonEnabled") ?? false,
            upNextTitle: decoder.reader.string(fields, "upNextTitle"), upNextHandler: decoder.decodeHandler(fields, "upNextHandler"),
            isAlbumArtistButtonEnabled: decoder.reader.bool(fields, "isAlbumArtistButtonEnabled") ?? false,
            albumArtistHandler: decoder.decodeHandler(fields, "albumArtistHandler"))
    }

    private static func decodeButton(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> NowPlayingButton? {
        guard
            let button = decoder.reader.object(
                node, at: path, accepts: ["type", "image", "isSelected", "handler"], requires: ["type"], what: "a now-playing button"),
            let type = decoder.reader.string(button, "type")
        else { return nil }
        let kind: NowPlayingButtonKind
        if type == "image" {
            guard let image = decoder.reader.string(button, "image") else {
                decoder.reader.error(.missingKey, "an image button needs the key \"image\"", at: button.location, path: path)
                return nil
            }
            kind = .image(image)
        } else if let system = NowPlayingButtonKind.systemKinds[type] {
            kind = system
        } else {
            let kinds = NowPlayingButtonKind.systemKinds.keys.sorted() + ["image"]
            decoder.reader.error(
                .badValue, "\"type\" must be one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", ")); it is \"\(TextFit.truncate(type, to: 64))\"",
                at: button["type"]!.location, path: button.path("type"))
            return nil
        }
        return NowPlayingButton(
            kind: kind, isSelected: decoder.reader.bool(button, "isSelected") ?? false, handler: decoder.decodeHandler(button, "handler"))
    }
}
