extension ScenarioDecoder {
    /// A location: `latitude` and `longitude`, or `x` and `y` from 0 to 1.
    mutating func decodeLocation(_ node: JSONNode, at path: String) -> MapLocation? {
        guard let location = reader.object(node, at: path, accepts: ["latitude", "longitude", "x", "y"], what: "a location") else { return nil }
        let form = "a location needs \"latitude\" and \"longitude\", or \"x\" and \"y\""
        if location["latitude"] != nil || location["longitude"] != nil {
            guard let latitude = reader.number(location, "latitude", in: -90...90), let longitude = reader.number(location, "longitude", in: -180...180)
            else {
                reader.error(.missingKey, form, at: node.location, path: path)
                return nil
            }
            return .coordinate(latitude: latitude, longitude: longitude)
        }
        guard let x = reader.number(location, "x", in: 0...1), let y = reader.number(location, "y", in: 0...1) else {
            reader.error(.missingKey, form, at: node.location, path: path)
            return nil
        }
        return .point(x: x, y: y)
    }

    /// The locations of an array member: a street's or a route's course.
    mutating func decodeLocations(_ fields: DocumentReader.Fields, _ key: String) -> [MapLocation] {
        (reader.array(fields, key, what: "\"\(key)\"") ?? []).compactMap { decodeLocation($0.node, at: $0.path) }
    }
}
