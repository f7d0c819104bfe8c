extension ScenarioDecoder {
    /// A navigation action written as an object: its trips, alert or state by id.
    mutating func decodeNavigationAction(_ key: String, _ node: JSONNode, at path: DocumentPath) -> Action? {
        if key == "showTripPreviews" {
            guard case .array(let elements) = node.value else {
                reader.error(.wrongType, "\"showTripPreviews\" takes an array of trip ids", at: node.location, path: path)
                return nil
            }
            let ids = elements.enumerated().compactMap { index, element -> String? in
                guard let id = reader.identifier(element, at: "\(path)[\(index)]", what: "a trip id") else { return nil }
                tripReferences.append((id, "\(path)[\(index)]", element.location))
                return id
            }
            return .navigation(.showTripPreviews(ids))
        }
        guard let id = reader.identifier(node, at: path, what: "\"\(key)\"") else { return nil }
        switch key {
        case "startNavigationSession":
            tripReferences.append((id, path, node.location))
            return .navigation(.startNavigationSession(id))
        case "presentNavigationAlert":
            alertReferences.append((id, path, node.location))
            return .navigation(.presentNavigationAlert(id))
        default:
            return .navigation(.activateVoiceControlState(id))
        }
    }

    /// Trips and alerts named by id exist.
    mutating func checkNavigationReferences(_ data: NavigationData, templates: [TemplateID: Template]) {
        let tripIDs = data.trips.keys.sorted(), alertIDs = data.alerts.keys.sorted()
        for reference in tripReferences where data.trips[reference.id] == nil {
            let hint = KeySuggestion.nearest(to: reference.id, in: tripIDs).map { "; did you mean \"\($0)\"?" } ?? ""
            reader.error(.unknownTrip, "no trip is named \"\(reference.id)\" in \"trips\"\(hint)", at: reference.location, path: reference.path)
        }
        for reference in alertReferences where data.alerts[reference.id] == nil {
            let hint = KeySuggestion.nearest(to: reference.id, in: alertIDs).map { "; did you mean \"\($0)\"?" } ?? ""
            reader.error(
                .unknownAlert, "no navigation alert is named \"\(reference.id)\" in \"navigationAlerts\"\(hint)", at: reference.location, path: reference.path)
        }
    }
}
