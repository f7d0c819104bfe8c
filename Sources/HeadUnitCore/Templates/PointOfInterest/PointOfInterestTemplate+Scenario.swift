/// How a scenario writes a point-of-interest template: a title, the
/// places, the one selected at first, and what panning the map does.
extension PointOfInterestTemplate {
    static let scenarioKeys = ["type", "title", "pointsOfInterest", "selectedIndex", "regionChanged"] + ScenarioDecoder.barKeys

    static let placeKeys = [
        "location", "title", "subtitle", "summary", "detailTitle", "detailSubtitle", "detailSummary", "pinImage", "primaryButton",
        "secondaryButton",
    ]

    static let schemaDefinitions = #"""
        {
            "pointOfInterestTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "pointOfInterest"
                    },
                    "title": {
                        "$ref": "#/$defs/text"
                    },
                    "pointsOfInterest": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/pointOfInterest"
                        }
                    },
                    "selectedIndex": {
                        "type": "integer",
                        "minimum": 0
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
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> PointOfInterestTemplate {
        let places = decodePlaces(fields, with: &decoder)
        return PointOfInterestTemplate(
            title: decoder.reader.string(fields, "title") ?? "", pointsOfInterest: places,
            selectedIndex: decodeSelection(fields, count: places.count, with: &decoder),
            regionChanged: fields["regionChanged"].map { decoder.decodeActions($0, at: fields.path("regionChanged")) } ?? [],
            barButtons: decoder.decodeBarButtons(fields))
    }

    /// The places of `fields["pointsOfInterest"]`.
    static func decodePlaces(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> [PointOfInterest] {
        var places: [PointOfInterest] = []
        for element in decoder.reader.array(fields, "pointsOfInterest", what: "\"pointsOfInterest\"") ?? [] {
            guard
                let place = decoder.reader.object(
                    element.node, at: element.path, accepts: placeKeys, requires: ["location", "title"], what: "a point of interest"),
                let title = decoder.reader.string(place, "title"), let node = place["location"],
                let location = MapLocation.decode(node, at: place.path("location"), with: &decoder)
            else { continue }
            places.append(
                PointOfInterest(
                    location: location, title: title, subtitle: decoder.reader.string(place, "subtitle"), summary: decoder.reader.string(place, "summary"),
                    detailTitle: decoder.reader.string(place, "detailTitle"), detailSubtitle: decoder.reader.string(place, "detailSubtitle"),
                    detailSummary: decoder.reader.string(place, "detailSummary"), pinImage: decoder.reader.string(place, "pinImage"),
                    primaryButton: decodeButton(place, "primaryButton", with: &decoder),
                    secondaryButton: decodeButton(place, "secondaryButton", with: &decoder)))
        }
        return places
    }

    /// `selectedIndex`: a place's index, within the places.
    static func decodeSelection(_ fields: DocumentReader.Fields, count: Int, with decoder: inout ScenarioDecoder) -> Int? {
        guard fields["selectedIndex"] != nil else { return nil }
        return decoder.reader.number(fields, "selectedIndex", in: 0...Double(max(0, count - 1))).map { Int($0) }
    }

    private static func decodeButton(_ place: DocumentReader.Fields, _ key: String, with decoder: inout ScenarioDecoder) -> TextButton? {
        place[key].flatMap { decoder.decodeTextButton($0, at: place.path(key)) }
    }
}
