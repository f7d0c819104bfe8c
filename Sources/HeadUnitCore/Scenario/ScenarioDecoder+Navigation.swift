extension ScenarioDecoder {
    /// A navigation app's trips and navigation alerts, by id.
    mutating func decodeNavigation(_ fields: DocumentReader.Fields, units: DistanceUnit) -> NavigationData {
        var data = NavigationData(units: units)
        for (id, node, path) in members(fields, "trips", what: "trips by id") {
            if let trip = decodeTrip(node, id: id, at: path) { data.trips[id] = trip }
        }
        for (id, node, path) in members(fields, "navigationAlerts", what: "navigation alerts by id") {
            if let alert = decodeNavigationAlert(node, at: path) { data.alerts[id] = alert }
        }
        if let node = fields["instrumentCluster"] { data.cluster = decodeCluster(node) }
        return data
    }

    /// `{ "maneuverDetails": ["symbol", "instruction"], "inactiveDescriptionVariants": ["Ready"] }`.
    private mutating func decodeCluster(_ node: JSONNode) -> ClusterSettings {
        var settings = ClusterSettings()
        let path = "$.instrumentCluster"
        guard let fields = reader.object(node, at: path, accepts: ["maneuverDetails", "inactiveDescriptionVariants"], what: "\"instrumentCluster\"")
        else { return settings }
        if let details = reader.array(fields, "maneuverDetails", what: "\"maneuverDetails\"") {
            settings.details = Set(
                details.compactMap { reader.choice($0.node, at: $0.path, what: "each of \"maneuverDetails\"", as: ClusterSettings.Detail.self) })
        }
        settings.inactiveDescriptionVariants = reader.strings(fields, "inactiveDescriptionVariants") ?? []
        return settings
    }

    /// The members of an object of things by id.
    private mutating func members(_ fields: DocumentReader.Fields, _ key: String, what: String) -> [(String, JSONNode, String)] {
        guard let node = fields[key] else { return [] }
        guard case .object(let members) = node.value else {
            reader.error(.wrongType, "\"\(key)\" must be an object of \(what), not \(node.value.typeName)", at: node.location, path: fields.path(key))
            return []
        }
        return members.map { ($0.key, $0.value, "\(fields.path(key)).\($0.key)") }
    }

    private mutating func decodeTrip(_ node: JSONNode, id: String, at path: String) -> Trip? {
        guard
            let fields = reader.object(
                node, at: path, accepts: ["origin", "destination", "routeChoices"], requires: ["destination", "routeChoices"], what: "a trip"),
            let destination = reader.string(fields, "destination")
        else { return nil }
        var routes: [RouteChoice] = []
        for element in reader.array(fields, "routeChoices", what: "\"routeChoices\"") ?? [] {
            guard
                let route = reader.object(
                    element.node, at: element.path,
                    accepts: ["summaryVariants", "additionalInformationVariants", "selectionSummaryVariants", "path", "guidance"],
                    requires: ["summaryVariants"], what: "a route choice")
            else { continue }
            routes.append(
                RouteChoice(
                    summaryVariants: reader.variants(route, "summaryVariants") ?? [],
                    additionalInformationVariants: reader.strings(route, "additionalInformationVariants") ?? [],
                    selectionSummaryVariants: reader.strings(route, "selectionSummaryVariants") ?? [], path: decodeLocations(route, "path"),
                    guidance: (reader.array(route, "guidance", what: "\"guidance\"") ?? []).compactMap { decodeStep($0.node, at: $0.path) }))
        }
        return Trip(id: id, origin: reader.string(fields, "origin") ?? "Current Location", destination: destination, routeChoices: routes)
    }

    /// A guidance step: `{ "pause": "loading", "seconds": 3 }`, a maneuver,
    /// or `{ "alert": "traffic" }`.
    private mutating func decodeStep(_ node: JSONNode, at path: String) -> GuidanceStep? {
        guard case .object(let members) = node.value else {
            reader.error(.wrongType, "a guidance step must be an object: a maneuver, a pause or an alert", at: node.location, path: path)
            return nil
        }
        if members.contains(where: { $0.key == "pause" }) {
            guard let pause = reader.object(node, at: path, accepts: ["pause", "description", "seconds"], requires: ["pause", "seconds"], what: "a pause"),
                let reason = reader.choice(pause, "pause", as: TripPauseReason.self), let seconds = reader.number(pause, "seconds", in: 0...86_400)
            else { return nil }
            return .pause(reason, description: reader.string(pause, "description"), seconds: seconds)
        }
        if members.contains(where: { $0.key == "alert" }) {
            guard let alert = reader.object(node, at: path, accepts: ["alert"], what: "an alert step"), let idNode = alert["alert"],
                let id = reader.identifier(idNode, at: alert.path("alert"), what: "\"alert\"")
            else { return nil }
            alertReferences.append((id, alert.path("alert"), idNode.location))
            return .alert(id)
        }
        guard
            let maneuver = reader.object(
                node, at: path,
                accepts: ["instructionVariants", "dashboardInstructionVariants", "symbolImage", "roadFollowingManeuverVariants", "initialTravelEstimates"],
                requires: ["instructionVariants", "initialTravelEstimates"], what: "a maneuver"),
            let estimatesNode = maneuver["initialTravelEstimates"],
            let estimates = reader.object(
                estimatesNode, at: maneuver.path("initialTravelEstimates"), accepts: ["distanceRemaining", "timeRemaining"],
                requires: ["distanceRemaining", "timeRemaining"], what: "travel estimates"),
            let distance = reader.number(estimates, "distanceRemaining", in: 0...100_000), let time = reader.number(estimates, "timeRemaining", in: 0...864_000)
        else { return nil }
        return .maneuver(
            Maneuver(
                instructionVariants: reader.variants(maneuver, "instructionVariants") ?? [],
                dashboardInstructionVariants: reader.strings(maneuver, "dashboardInstructionVariants") ?? [],
                symbolImage: reader.string(maneuver, "symbolImage"),
                roadFollowingManeuverVariants: reader.strings(maneuver, "roadFollowingManeuverVariants") ?? [],
                initialTravelEstimates: TravelEstimates(distanceRemaining: distance, timeRemaining: time)))
    }

    private mutating func decodeNavigationAlert(_ node: JSONNode, at path: String) -> NavigationAlert? {
        guard
            let fields = reader.object(
                node, at: path, accepts: ["titleVariants", "subtitleVariants", "primaryAction", "secondaryAction", "duration"],
                requires: ["titleVariants", "primaryAction"], what: "a navigation alert"),
            let primaryNode = fields["primaryAction"], let primary = AlertAction.decode(primaryNode, at: fields.path("primaryAction"), with: &self)
        else { return nil }
        return NavigationAlert(
            titleVariants: reader.variants(fields, "titleVariants") ?? [], subtitleVariants: reader.strings(fields, "subtitleVariants") ?? [],
            primaryAction: primary,
            secondaryAction: fields["secondaryAction"].flatMap { AlertAction.decode($0, at: fields.path("secondaryAction"), with: &self) },
            duration: reader.number(fields, "duration", in: 0...3600) ?? 0)
    }

    /// A navigation action written as an object: its trips, alert or state by id.
    mutating func decodeNavigationAction(_ key: String, _ node: JSONNode, at path: String) -> Action? {
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
