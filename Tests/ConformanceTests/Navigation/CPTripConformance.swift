import CarPlay
import CarPlayTesting
import Testing

/// CPTrip, CPRouteChoice and CPTravelEstimates: what a trip preview shows
/// of them, and what comes back to the app when the driver starts one.
@MainActor struct CPTripConformance {
    @Test("a trip goes from its origin to its destination by its route choices", .apple("carplay/cptrip"))
    func tripShowsInItsPreview() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home", [Trips.route(["Fastest Route"]), Trips.route(["Scenic Route"])])
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        #expect(car.screen.contains("Home") && car.screen.contains("Fastest Route") && car.screen.contains("Scenic Route"))
    }

    @Test("a trip is made of its origin, destination and routes", .apple("carplay/cptrip/init(origin:destination:routechoices:)"))
    func tripIsMadeOfItsParts() {
        let origin = Trips.place("Office"), destination = Trips.place("Home")
        let routes = [Trips.route(["Via I-280 South"])]
        let trip = CPTrip(origin: origin, destination: destination, routeChoices: routes)
        #expect(trip.origin === origin && trip.destination === destination && trip.routeChoices == routes)
    }

    @Test("the preview names the trip's destination", .apple("carplay/cptrip/destination"))
    func destinationShows() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Golden Gate Park")], textConfiguration: nil) }
        #expect(car.screen.contains("Golden Gate Park"))
    }

    @Test("the car names the destination by its most preferred name", .apple("carplay/cptrip/destinationnamevariants"))
    func destinationNameVariantNamesIt() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "37.39, -122.08")
        #expect(trip.destinationNameVariants == nil)
        trip.destinationNameVariants = ["Computer History Museum", "Museum"]
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        #expect(car.screen.contains("Computer History Museum") && !car.screen.contains("-122.08"))
    }

    @Test("the trip starts from its origin", .apple("carplay/cptrip/origin"))
    func originShows() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = CPTrip(origin: Trips.place("Union Square"), destination: Trips.place("Home"), routeChoices: [Trips.route(["Via Market St"])])
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        #expect(car.screen.contains("Union Square"))
        #expect(trip.origin.name == "Union Square")
    }

    @Test("each of the trip's route choices can be chosen in its preview", .apple("carplay/cptrip/routechoices"))
    func everyRouteCanBeChosen() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home", [Trips.route(["Via I-280"]), Trips.route(["Via El Camino"])])
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        try await car.tap("Via El Camino")
        try await car.tap("Go")
        #expect(app.heard == ["startedTrip Home Via El Camino"])
    }

    @Test("the app's own information on a trip and its route comes back with them", .apple("carplay/cptrip/userinfo"))
    func userInfoComesBack() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let route = Trips.route(["Fastest Route"])
        route.userInfo = "route-17"
        let trip = Trips.trip(to: "Home", [route])
        trip.userInfo = "trip-4"
        var started: (trip: String?, route: String?)?
        app.onStartedTrip = { started = ($0.userInfo as? String, $1.userInfo as? String) }
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        try await car.tap("Go")
        #expect(started?.trip == "trip-4" && started?.route == "route-17")
    }
}

/// CPRouteChoice: a route's text variants, as the preview fits them.
@MainActor struct CPRouteChoiceConformance {
    @Test("a route choice is one possible route of a trip, shown in its preview", .apple("carplay/cproutechoice"))
    func routeIsShown() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Home", [Trips.route(["Via I-280 South"])])], textConfiguration: nil) }
        #expect(car.screen.contains("Via I-280 South"))
    }

    @Test("a route shows the first of its summary variants that fits", .apple("carplay/cproutechoice/summaryvariants"))
    func summaryFirstFitting() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let long = "Via Interstate 280 South past the reservoir and the Crystal Springs lakes"
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Home", [Trips.route([long, "Via I-280 South", "I-280"])])], textConfiguration: nil) }
        #expect(car.screen.contains("Via I-280 South"), "the preferred variant that fits, not a shorter one nor a cut one")
        #expect(!car.screen.contains("reservoir") && !car.screen.contains("Via Interstate"))
    }

    @Test("a route shows the first of its additional information variants that fits", .apple("carplay/cproutechoice/additionalinformationvariants"))
    func additionalInformationFirstFitting() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar(display: .minimum)
        let long = "Fastest route, avoids tolls, ferries and the unpaved roads by the coast"
        let trip = Trips.trip(to: "Home", [Trips.route(["Via I-280"], [long, "Fastest Route"])])
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        #expect(car.screen.contains("Fastest Route") && !car.screen.contains("ferries"))
    }

    @Test(
        "a route choice is made of its summary, additional information and selection summary variants",
        .apple("carplay/cproutechoice/init(summaryvariants:additionalinformationvariants:selectionsummaryvariants:)"))
    func routeIsMadeOfItsVariants() {
        let route = CPRouteChoice(summaryVariants: ["Via I-280 South"], additionalInformationVariants: ["Avoids Tolls"], selectionSummaryVariants: ["I-280"])
        #expect(route.summaryVariants == ["Via I-280 South"])
        #expect(route.additionalInformationVariants == ["Avoids Tolls"] && route.selectionSummaryVariants == ["I-280"])
    }

    @Test("the app's own information on a route comes back with the route the driver starts", .apple("carplay/cproutechoice/userinfo"))
    func routeUserInfo() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let fast = Trips.route(["Fastest Route"]), scenic = Trips.route(["Scenic Route"])
        fast.userInfo = 1
        scenic.userInfo = 2
        var chosen: Int?
        app.onStartedTrip = { chosen = $1.userInfo as? Int }
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Home", [fast, scenic])], textConfiguration: nil) }
        try await car.tap("Scenic Route")
        try await car.tap("Go")
        #expect(chosen == 2)
    }
}

/// CPTravelEstimates: the time and distance left, as the car shows them.
@MainActor struct CPTravelEstimatesConformance {
    @Test("travel estimates give the time and distance left", .apple("carplay/cptravelestimates"))
    func estimatesShow() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding()
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"], miles: 1.5, minutes: 3)] }
        #expect(car.screen.contains("1.5 mi"))
    }

    @Test("estimates are made of the distance and the time left", .apple("carplay/cptravelestimates/init(distanceremaining:timeremaining:)"))
    func estimatesAreMadeOfTheirParts() {
        let estimates = CPTravelEstimates(distanceRemaining: Measurement(value: 4, unit: .kilometers), timeRemaining: 300)
        #expect(estimates.distanceRemaining == Measurement(value: 4, unit: UnitLength.kilometers) && estimates.timeRemaining == 300)
    }

    @Test(
        "the car shows the distance to display, and without one the distance left",
        .apple("carplay/cptravelestimates/distanceremainingtodisplay"))
    func distanceToDisplayShows() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding()
        let turn = Trips.maneuver(["Turn right onto Main St"])
        turn.initialTravelEstimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1.46, unit: .miles), distanceRemainingToDisplay: Measurement(value: 1.5, unit: .miles),
            timeRemaining: 180)
        await car.phone { session.upcomingManeuvers = [turn] }
        #expect(car.screen.contains("1.5 mi"))
        #expect(turn.initialTravelEstimates?.distanceRemaining == Measurement(value: 1.46, unit: UnitLength.miles))
        let plain = Trips.estimates(miles: 2, minutes: 4)
        #expect(plain.distanceRemainingToDisplay == plain.distanceRemaining)
    }

    @Test("the distance left shows in the driver's units", .apple("carplay/cptravelestimates/distanceremaining"))
    func distanceShows() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home")
        await car.phone {
            app.map.update(CPTravelEstimates(distanceRemaining: Measurement(value: 8046.72, unit: .meters), timeRemaining: 600), for: trip, with: .default)
            app.map.showTripPreviews([trip], textConfiguration: nil)
        }
        #expect(car.screen.contains("5.0 mi"))
    }

    @Test("the time left shows in minutes", .apple("carplay/cptravelestimates/timeremaining"))
    func timeShows() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home")
        await car.phone {
            app.map.update(Trips.estimates(miles: 12, minutes: 25), for: trip, with: .default)
            app.map.showTripPreviews([trip], textConfiguration: nil)
        }
        #expect(car.screen.contains("25 min"))
    }
}

/// CPTripPreviewTextConfiguration: the titles on a trip preview's buttons.
@MainActor struct CPTripPreviewTextConfigurationConformance {
    @Test(
        "the start button shows the app's title, and starts the trip",
        .apple("carplay/cptrippreviewtextconfiguration/init(startbuttontitle:additionalroutesbuttontitle:overviewbuttontitle:)"))
    func startButtonTitle() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let text = CPTripPreviewTextConfiguration(startButtonTitle: "Let's Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil)
        #expect(text.startButtonTitle == "Let's Go" && text.additionalRoutesButtonTitle == nil && text.overviewButtonTitle == nil)
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Home")], textConfiguration: text) }
        #expect(car.screen.contains("Let's Go") && !car.controls.contains { $0.label == "Go" }, "\(car.screen)")
        try await car.tap("Let's Go")
        #expect(app.heard.last?.hasPrefix("startedTrip Home") == true, "\(app.heard)")
    }

    @Test("without a start title the button keeps the system's", .apple("carplay/cptrippreviewtextconfiguration/startbuttontitle"))
    func noStartTitleKeepsGo() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let text = CPTripPreviewTextConfiguration(startButtonTitle: nil, additionalRoutesButtonTitle: nil, overviewButtonTitle: nil)
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Home")], textConfiguration: text) }
        #expect(car.controls.contains { $0.label == "Go" }, "\(car.screen)")
    }

    @Test(
        "the more routes and overview titles are kept as the app gave them",
        .apple("carplay/cptrippreviewtextconfiguration/additionalroutesbuttontitle"))
    func otherTitlesAreKept() {
        let text = CPTripPreviewTextConfiguration(startButtonTitle: nil, additionalRoutesButtonTitle: "Other Ways", overviewButtonTitle: "Whole Trip")
        #expect(text.additionalRoutesButtonTitle == "Other Ways" && text.overviewButtonTitle == "Whole Trip")
    }
}
