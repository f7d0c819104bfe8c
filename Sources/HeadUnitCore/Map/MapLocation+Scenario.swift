/// How a scenario writes a place on a map.
extension MapLocation {
    /// A location: `latitude` and `longitude`, or `x` and `y` from 0 to 1.
    static func decode(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> MapLocation? {
        guard let location = decoder.reader.object(node, at: path, accepts: ["latitude", "longitude", "x", "y"], what: "a location") else { return nil }
        let form = "a location needs \"latitude\" and \"longitude\", or \"x\" and \"y\""
        if location["latitude"] != nil || location["longitude"] != nil {
            guard let latitude = decoder.reader.number(location, "latitude", in: -90...90),
                let longitude = decoder.reader.number(location, "longitude", in: -180...180)
            else {
                decoder.reader.error(.missingKey, form, at: node.location, path: path)
                return nil
            }
            return .coordinate(latitude: latitude, longitude: longitude)
        }
        guard let x = decoder.reader.number(location, "x", in: 0...1), let y = decoder.reader.number(location, "y", in: 0...1) else {
            decoder.reader.error(.missingKey, form, at: node.location, path: path)
            return nil
        }
        return .point(x: x, y: y)
    }

    /// The locations of an array member: a street's or a route's course.
    static func decodeAll(_ fields: DocumentReader.Fields, _ key: String, with decoder: inout ScenarioDecoder) -> [MapLocation] {
        (decoder.reader.array(fields, key, what: "\"\(key)\"") ?? []).compactMap { decode($0.node, at: $0.path, with: &decoder) }
    }
}
