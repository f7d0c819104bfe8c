/// How a scenario writes a navigation app's trips, guidance, navigation
/// alerts, cluster settings and dashboard buttons.
extension NavigationData {
    /// A navigation app's trips and navigation alerts, by id.
    static func decode(_ fields: DocumentReader.Fields, units: DistanceUnit, with decoder: inout ScenarioDecoder) -> NavigationData {
        var data = NavigationData(units: units)
        for (id, node, path) in members(fields, "trips", what: "trips by id", with: &decoder) {
            if let trip = decodeTrip(node, id: id, at: path, with: &decoder) { data.trips[id] = trip }
        }
        for (id, node, path) in members(fields, "navigationAlerts", what: "navigation alerts by id", with: &decoder) {
            if let alert = decodeNavigationAlert(node, at: path, with: &decoder) { data.alerts[id] = alert }
        }
        if let node = fields["instrumentCluster"] { data.cluster = decodeCluster(node, with: &decoder) }
        data.dashboardButtons = decodeDashboardButtons(fields, with: &decoder)
        return data
    }

    /// `[{ "titleVariants": ["Home"], "subtitleVariants": ["12 min"], "image": "⌂", "handler": ... }]`.
    private static func decodeDashboardButtons(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> [DashboardButton] {
        var buttons: [DashboardButton] = []
        for element in decoder.reader.array(fields, "dashboardButtons", what: "\"dashboardButtons\"") ?? [] {
            guard
                let button = decoder.reader.object(
                    element.node, at: element.path, accepts: ["titleVariants", "subtitleVariants", "image", "handler"], requires: ["titleVariants"],
                    what: "a dashboard button")
            else { continue }
            buttons.append(
                DashboardButton(
                    titleVariants: decoder.reader.variants(button, "titleVariants") ?? [],
                    subtitleVariants: decoder.reader.strings(button, "subtitleVariants") ?? [],
                    glyph: decoder.reader.string(button, "image"), actions: decoder.decodeHandler(button, "handler")?.actions ?? []))
        }
        return buttons
    }

    /// `{ "maneuverDetails": ["symbol", "instruction"], "inactiveDescriptionVariants": ["Ready"] }`.
    private static func decodeCluster(_ node: JSONNode, with decoder: inout ScenarioDecoder) -> ClusterSettings {
        var settings = ClusterSettings()
        let path: DocumentPath = "$.instrumentCluster"
        guard let fields = decoder.reader.object(node, at: path, accepts: ["maneuverDetails", "inactiveDescriptionVariants"], what: "\"instrumentCluster\"")
        else { return settings }
        if let details = decoder.reader.array(fields, "maneuverDetails", what: "\"maneuverDetails\"") {
            settings.details = Set(
                details.compactMap { decoder.reader.choice($0.node, at: $0.path, what: "each of \"maneuverDetails\"", as: ClusterSettings.Detail.self) })
        }
        settings.inactiveDescriptionVariants = decoder.reader.strings(fields, "inactiveDescriptionVariants") ?? []
        return settings
    }

    /// The members of an object of things by id.
    private static func members(_ fields: DocumentReader.Fields, _ key: String, what: String, with decoder: inout ScenarioDecoder) -> [(
        String, JSONNode, DocumentPath
    )] {
        guard let node = fields[key] else { return [] }
        guard case .object(let members) = node.value else {
            decoder.reader.error(.wrongType, "\"\(key)\" must be an object of \(what), not \(node.value.typeName)", at: node.location, path: fields.path(key))
            return []
        }
        return members.map { ($0.key, $0.value, fields.path(key).member($0.key)) }
    }

    private static func decodeTrip(_ node: JSONNode, id: String, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> Trip? {
        guard
            let fields = decoder.reader.object(
                node, at: path, accepts: ["origin", "destination", "routeChoices"], requires: ["destination", "routeChoices"], what: "a trip"),
            let destination = decoder.reader.string(fields, "destination")
        else { return nil }
        var routes: [RouteChoice] = []
        for element in decoder.reader.array(fields, "routeChoices", what: "\"routeChoices\"") ?? [] {
            guard
                let route = decoder.reader.object(
                    element.node, at: element.path,
                    accepts: ["summaryVariants", "additionalInformationVariants", "selectionSummaryVariants", "path", "guidance"],
                    requires: ["summaryVariants"], what: "a route choice")
            else { continue }
            routes.append(
                RouteChoice(
                    summaryVariants: decoder.reader.variants(route, "summaryVariants") ?? [],
                    additionalInformationVariants: decoder.reader.strings(route, "additionalInformationVariants") ?? [],
                    selectionSummaryVariants: decoder.reader.strings(route, "selectionSummaryVariants") ?? [],
                    path: MapLocation.decodeAll(route, "path", with: &decoder),
                    guidance: (decoder.reader.array(route, "guidance", what: "\"guidance\"") ?? []).compactMap {
                        decodeStep($0.node, at: $0.path, with: &decoder)
                    }))
        }
        return Trip(id: id, origin: decoder.reader.string(fields, "origin") ?? "Current Location", destination: destination, routeChoices: routes)
    }

    /// A guidance step: `{ "pause": "loading", "seconds": 3 }`, a maneuver,
    /// or `{ "alert": "traffic" }`.
    private static func decodeStep(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> GuidanceStep? {
        guard case .object(let members) = node.value else {
            decoder.reader.error(.wrongType, "a guidance step must be an object: a maneuver, a pause or an alert", at: node.location, path: path)
            return nil
        }
        if members.contains(where: { $0.key == "pause" }) {
            guard
                let pause = decoder.reader.object(
                    node, at: path, accepts: ["pause", "description", "seconds"], requires: ["pause", "seconds"], what: "a pause"),
                let reason = decoder.reader.choice(pause, "pause", as: TripPauseReason.self),
                let seconds = decoder.reader.number(pause, "seconds", in: 0...86_400)
            else { return nil }
            return .pause(reason, description: decoder.reader.string(pause, "description"), seconds: seconds)
        }
        if members.contains(where: { $0.key == "alert" }) {
            guard let alert = decoder.reader.object(node, at: path, accepts: ["alert"], what: "an alert step"), let idNode = alert["alert"],
                let id = decoder.reader.identifier(idNode, at: alert.path("alert"), what: "\"alert\"")
            else { return nil }
            decoder.alertReferences.append((id, alert.path("alert"), idNode.location))
            return .alert(id)
        }
        guard
            let maneuver = decoder.reader.object(
                node, at: path,
                accepts: ["instructionVariants", "dashboardInstructionVariants", "symbolImage", "roadFollowingManeuverVariants", "initialTravelEstimates"],
                requires: ["instructionVariants", "initialTravelEstimates"], what: "a maneuver"),
            let estimatesNode = maneuver["initialTravelEstimates"],
            let estimates = decoder.reader.object(
                estimatesNode, at: maneuver.path("initialTravelEstimates"), accepts: ["distanceRemaining", "timeRemaining"],
                requires: ["distanceRemaining", "timeRemaining"], what: "travel estimates"),
            let distance = decoder.reader.number(estimates, "distanceRemaining", in: 0...100_000),
            let time = decoder.reader.number(estimates, "timeRemaining", in: 0...864_000)
        else { return nil }
        return .maneuver(
            Maneuver(
                instructionVariants: decoder.reader.variants(maneuver, "instructionVariants") ?? [],
                dashboardInstructionVariants: decoder.reader.strings(maneuver, "dashboardInstructionVariants") ?? [],
                symbolImage: decoder.reader.string(maneuver, "symbolImage"),
                roadFollowingManeuverVariants: decoder.reader.strings(maneuver, "roadFollowingManeuverVariants") ?? [],
                initialTravelEstimates: TravelEstimates(distanceRemaining: distance, timeRemaining: time)))
    }

    private static func decodeNavigationAlert(_ node: JSONNode, at path: DocumentPath, with decoder: inout ScenarioDecoder) -> NavigationAlert? {
        guard
            let fields = decoder.reader.object(
                node, at: path, accepts: ["titleVariants", "subtitleVariants", "primaryAction", "secondaryAction", "duration"],
                requires: ["titleVariants", "primaryAction"], what: "a navigation alert"),
            let primaryNode = fields["primaryAction"], let primary = AlertAction.decode(primaryNode, at: fields.path("primaryAction"), with: &decoder)
        else { return nil }
        return NavigationAlert(
            titleVariants: decoder.reader.variants(fields, "titleVariants") ?? [], subtitleVariants: decoder.reader.strings(fields, "subtitleVariants") ?? [],
            primaryAction: primary,
            secondaryAction: fields["secondaryAction"].flatMap { AlertAction.decode($0, at: fields.path("secondaryAction"), with: &decoder) },
            duration: decoder.reader.number(fields, "duration", in: 0...3600) ?? 0)
    }
}
