/// How a scenario writes a map template: its buttons, its bar, whether the
/// bar hides, what Go does, what moving the map does, and the app's map
/// view (streets, the car).
extension MapTemplate {
    static let scenarioKeys =
        ["type", "mapButtons", "automaticallyHidesNavigationBar", "mapView", "startedTrip", "regionChanged"] + ScenarioDecoder.barKeys

    static let schemaDefinitions = #"""
        {
            "mapTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "map"
                    },
                    "mapButtons": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/mapButton"
                        }
                    },
                    "automaticallyHidesNavigationBar": {
                        "type": "boolean"
                    },
                    "mapView": {
                        "type": "object",
                        "properties": {
                            "streets": {
                                "type": "array",
                                "items": {
                                    "$ref": "#/$defs/street"
                                }
                            },
                            "car": {
                                "$ref": "#/$defs/location"
                            }
                        },
                        "additionalProperties": false
                    },
                    "startedTrip": {
                        "$ref": "#/$defs/actions"
                    },
                    "regionChanged": {
                        "$ref": "#/$defs/actions"
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
            "mapButton": {
                "type": "object",
                "properties": {
                    "image": {
                        "$ref": "#/$defs/text"
                    },
                    "isEnabled": {
                        "type": "boolean"
                    },
                    "isHidden": {
                        "type": "boolean"
                    },
                    "handler": {
                        "$ref": "#/$defs/handler"
                    }
                },
                "required": [
                    "image"
                ],
                "additionalProperties": false
            },
            "street": {
                "type": "object",
                "properties": {
                    "name": {
                        "$ref": "#/$defs/text"
                    },
                    "path": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/location"
                        }
                    }
                },
                "required": [
                    "name",
                    "path"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> MapTemplate {
        var buttons: [MapButton] = []
        for element in decoder.reader.array(fields, "mapButtons", what: "\"mapButtons\"") ?? [] {
            guard
                let button = decoder.reader.object(
                    element.node, at: element.path, accepts: ["image", "isEnabled", "isHidden", "handler"], requires: ["image"], what: "a map button"),
                let image = decoder.reader.string(button, "image")
            else { continue }
            buttons.append(
                MapButton(
                    image: image, isEnabled: decoder.reader.bool(button, "isEnabled") ?? true, isHidden: decoder.reader.bool(button, "isHidden") ?? false,
                    handler: decoder.decodeHandler(button, "handler")))
        }
        return MapTemplate(
            mapButtons: buttons, barButtons: decoder.decodeBarButtons(fields),
            automaticallyHidesNavigationBar: decoder.reader.bool(fields, "automaticallyHidesNavigationBar") ?? false,
            mapView: decodeMapView(fields, with: &decoder),
            startedTrip: fields["startedTrip"].map { decoder.decodeActions($0, at: fields.path("startedTrip")) } ?? [],
            regionChanged: fields["regionChanged"].map { decoder.decodeActions($0, at: fields.path("regionChanged")) } ?? [])
    }

    private static func decodeMapView(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> MapView {
        guard let node = fields["mapView"],
            let view = decoder.reader.object(node, at: fields.path("mapView"), accepts: ["streets", "car"], what: "\"mapView\"")
        else { return MapView() }
        var streets: [MapStreet] = []
        for element in decoder.reader.array(view, "streets", what: "\"streets\"") ?? [] {
            guard let street = decoder.reader.object(element.node, at: element.path, accepts: ["name", "path"], requires: ["name", "path"], what: "a street"),
                let name = decoder.reader.string(street, "name")
            else { continue }
            streets.append(MapStreet(name: name, path: MapLocation.decodeAll(street, "path", with: &decoder)))
        }
        return MapView(streets: streets, car: view["car"].flatMap { MapLocation.decode($0, at: view.path("car"), with: &decoder) })
    }
}
