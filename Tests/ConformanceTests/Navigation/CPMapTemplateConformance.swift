import CarPlay
import CarPlayTesting
import Testing

/// CPMapTemplate: the map's bar, its buttons, the panning interface and
/// the trip previews, as the car shows them.
@MainActor struct CPMapTemplateConformance {
    @Test("a navigation app's root map template overlays the app's map with a bar and map buttons", .apple("carplay/cpmaptemplate"))
    func mapTemplateIsTheRootOverTheMap() async throws {
        let app = MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            app.map.trailingNavigationBarButtons = [CPBarButton(title: "Search") { _ in }]
            let recentre = CPMapButton { _ in }
            recentre.image = UIImage(systemName: "location")
            app.map.mapButtons = [recentre]
        }
        let car = try await app.connectedCar()
        #expect(car.rootTemplate === app.map)
        #expect(car.screen.contains("Search") && car.screen.contains("[⌖]"))
    }

    @Test("a new map template hides its navigation bar by itself", .apple("carplay/cpmaptemplate/automaticallyhidesnavigationbar"))
    func barHidesByDefault() async throws {
        let app = MapConformanceApp { app in app.map.trailingNavigationBarButtons = [CPBarButton(title: "Search") { _ in }] }
        #expect(app.map.automaticallyHidesNavigationBar)
        let car = try await app.connectedCar()
        #expect(car.screen.contains("Search"))
        try await car.advance(by: 10)
        #expect(!car.screen.contains("Search"), "the bar went after a while without input")
    }

    @Test("a map template that does not hide its bar automatically keeps it", .apple("carplay/cpmaptemplate/automaticallyhidesnavigationbar"))
    func barStaysWhenTheAppSaysSo() async throws {
        let app = MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            app.map.trailingNavigationBarButtons = [CPBarButton(title: "Search") { _ in }]
        }
        let car = try await app.connectedCar()
        try await car.advance(by: 60)
        #expect(car.screen.contains("Search"))
    }

    @Test("hiding the navigation bar also hides the map buttons", .apple("carplay/cpmaptemplate/hidesbuttonswithnavigationbar"))
    func mapButtonsHideWithTheBar() async throws {
        let app = MapConformanceApp { app in
            app.map.trailingNavigationBarButtons = [CPBarButton(title: "Search") { _ in }]
            let recentre = CPMapButton { _ in }
            recentre.image = UIImage(systemName: "location")
            app.map.mapButtons = [recentre]
        }
        #expect(app.map.hidesButtonsWithNavigationBar, "the default")
        let car = try await app.connectedCar()
        #expect(car.screen.contains("[⌖]"))
        try await car.advance(by: 10)
        #expect(!car.screen.contains("Search"))
        #expect(!car.screen.contains("[⌖]"), "the map buttons went with the bar")
        #expect(!car.controls.contains { $0.id.hasPrefix("map.button") })
    }

    @Test("the map shows only the first three of its map buttons", .apple("carplay/cpmaptemplate/mapbuttons"))
    func onlyThreeMapButtonsShow() async throws {
        let app = MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            app.map.mapButtons = ["plus", "minus", "location", "house"].map { symbol in
                let button = CPMapButton { _ in }
                button.image = UIImage(systemName: symbol)
                return button
            }
        }
        let car = try await app.connectedCar()
        #expect(car.screen.contains("[+]") && car.screen.contains("[−]") && car.screen.contains("[⌖]"))
        #expect(!car.screen.contains("[⌂]"), "the fourth is ignored")
    }

    @Test("map buttons sit in the map's trailing bottom corner", .apple("carplay/cpmaptemplate/mapbuttons"))
    func mapButtonsSitTrailingBottom() async throws {
        let app = MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            let button = CPMapButton { _ in }
            button.image = UIImage(systemName: "location")
            app.map.mapButtons = [button]
        }
        let car = try await app.connectedCar()
        let lines = car.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("[⌖]") })
        let line = lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "[⌖]")).lowerBound)
        #expect(row > lines.count / 2, "in the lower half")
        #expect(column > line.count / 2, "on the trailing side")
    }

    @Test("the map's leading and trailing bar buttons show in its bar and act when chosen", .apple("carplay/cpmaptemplate/leadingnavigationbarbuttons"))
    func barButtonsShowAndAct() async throws {
        var tapped: [String] = []
        let app = MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            app.map.leadingNavigationBarButtons = [CPBarButton(title: "Menu") { _ in tapped.append("Menu") }]
            app.map.trailingNavigationBarButtons = [CPBarButton(title: "Search") { _ in tapped.append("Search") }]
        }
        let car = try await app.connectedCar()
        let top = try #require(car.screen.split(separator: "\n").first { $0.contains("Menu") })
        let menu = try #require(top.range(of: "Menu")), search = try #require(top.range(of: "Search"))
        #expect(menu.lowerBound < search.lowerBound, "leading before trailing")
        try await car.tap("Search")
        try await car.tap("Menu")
        #expect(tapped == ["Search", "Menu"])
    }

    @Test("the map's trailing bar buttons show on the bar's trailing side", .apple("carplay/cpmaptemplate/trailingnavigationbarbuttons"))
    func trailingButtonsAreTrailing() async throws {
        let app = MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            app.map.trailingNavigationBarButtons = [CPBarButton(title: "Search") { _ in }]
        }
        let car = try await app.connectedCar()
        let top = try #require(car.screen.split(separator: "\n").map(String.init).first { $0.contains("Search") })
        let column = top.distance(from: top.startIndex, to: try #require(top.range(of: "Search")).lowerBound)
        #expect(column > top.count / 2)
    }

    @Test("showing the panning interface makes it visible and tells the delegate", .apple("carplay/cpmaptemplate/showpanninginterface(animated:)"))
    func showingPanningTellsTheDelegate() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        #expect(!app.map.isPanningInterfaceVisible)
        await car.phone { app.map.showPanningInterface(animated: true) }
        #expect(app.map.isPanningInterfaceVisible)
        #expect(app.heard == ["didShowPanning"])
    }

    @Test("showing the panning interface while it shows changes nothing", .apple("carplay/cpmaptemplate/showpanninginterface(animated:)"))
    func showingPanningTwiceDoesNothing() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        await car.phone { app.map.showPanningInterface(animated: true) }
        #expect(app.heard == ["didShowPanning"])
        #expect(app.map.isPanningInterfaceVisible)
    }

    @Test("while the panning interface shows, every map button is hidden", .apple("carplay/cpmaptemplate/showpanninginterface(animated:)"))
    func panningHidesMapButtons() async throws {
        let app = MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            let button = CPMapButton { _ in }
            button.image = UIImage(systemName: "location")
            app.map.mapButtons = [button]
            app.map.trailingNavigationBarButtons = [CPBarButton(title: "Done") { _ in app.map.dismissPanningInterface(animated: true) }]
        }
        let car = try await app.connectedCar()
        #expect(car.screen.contains("[⌖]"))
        await car.phone { app.map.showPanningInterface(animated: true) }
        #expect(!car.screen.contains("[⌖]"))
        #expect(car.screen.contains("Done"), "the app's bar button that ends panning stays")
        try await car.tap("Done")
        #expect(car.screen.contains("[⌖]"), "they come back when panning ends")
    }

    @Test(
        "dismissing the panning interface hides it and the delegate hears it will go, then went",
        .apple("carplay/cpmaptemplate/dismisspanninginterface(animated:)"))
    func dismissingPanning() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        await car.phone { app.map.dismissPanningInterface(animated: true) }
        #expect(!app.map.isPanningInterfaceVisible)
        #expect(app.heard == ["didShowPanning", "willDismissPanning", "didDismissPanning"])
    }

    @Test("isPanningInterfaceVisible tells whether the panning interface shows", .apple("carplay/cpmaptemplate/ispanninginterfacevisible"))
    func panningVisibility() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        #expect(!app.map.isPanningInterfaceVisible)
        await car.phone { app.map.showPanningInterface(animated: false) }
        #expect(app.map.isPanningInterfaceVisible)
        try await car.back()
        #expect(!app.map.isPanningInterfaceVisible, "the driver ended it")
    }

    @Test("the map's delegate is the object the car tells of the map's events", .apple("carplay/cpmaptemplate/mapdelegate"))
    func mapDelegateHearsEvents() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        #expect(app.map.mapDelegate === app)
        await car.phone { app.map.showPanningInterface(animated: false) }
        try await car.nudge(.left)
        #expect(app.heard.contains("pan left"))
    }

    @Test(
        "a trip preview shows the destination and its routes, and Go starts the chosen one",
        .apple("carplay/cpmaptemplate/showtrippreviews(_:textconfiguration:)"))
    func tripPreviewShowsAndStarts() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home", [Trips.route(["Fastest Route"]), Trips.route(["Scenic Route"])])
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        #expect(car.screen.contains("Home") && car.screen.contains("Fastest Route") && car.screen.contains("Scenic Route"))
        try await car.tap("Scenic Route")
        try await car.tap("Go")
        #expect(app.heard == ["startedTrip Home Scenic Route"])
    }

    @Test("a trip preview shows at most twelve trips", .apple("carplay/cpmaptemplate/showtrippreviews(_:textconfiguration:)"))
    func twelveTripsAtMost() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trips = (1...13).map { Trips.trip(to: "Place \($0)") }
        await car.phone { app.map.showTripPreviews(trips, textConfiguration: nil) }
        #expect(car.screen.contains("1 of 12 trips"))
    }

    @Test(
        "previews of more than twelve trips with a selection show only the first twelve",
        .apple("carplay/cpmaptemplate/showtrippreviews(_:selectedtrip:textconfiguration:)"))
    func twelveTripsWithSelection() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trips = (1...14).map { Trips.trip(to: "Place \($0)") }
        await car.phone { app.map.showTripPreviews(trips, selectedTrip: nil, textConfiguration: nil) }
        #expect(car.screen.contains("1 of 12 trips"))
    }

    @Test(
        "the previews open on the selected trip, and Go starts that trip",
        .apple("carplay/cpmaptemplate/showtrippreviews(_:selectedtrip:textconfiguration:)"))
    func previewsOpenOnTheSelectedTrip() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trips = ["Home", "Work", "Gym"].map { Trips.trip(to: $0) }
        await car.phone { app.map.showTripPreviews(trips, selectedTrip: trips[2], textConfiguration: nil) }
        #expect(car.screen.contains("3 of 3 trips") && car.screen.contains("Gym"), "\(car.screen)")
        try await car.tap("Go")
        #expect(app.heard.last?.hasPrefix("startedTrip Gym") == true, "\(app.heard)")
    }

    @Test(
        "a selected trip that is not among the previews selects none: the first shows",
        .apple("carplay/cpmaptemplate/showtrippreviews(_:selectedtrip:textconfiguration:)"))
    func aSelectedTripNotPreviewedOpensOnTheFirst() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trips = ["Home", "Work"].map { Trips.trip(to: $0) }
        await car.phone { app.map.showTripPreviews(trips, selectedTrip: Trips.trip(to: "Elsewhere"), textConfiguration: nil) }
        #expect(car.screen.contains("1 of 2 trips") && car.screen.contains("Home"), "\(car.screen)")
    }

    @Test("trip previews can show over a navigation session under way", .apple("carplay/cpmaptemplate/showtrippreviews(_:textconfiguration:)"))
    func previewsOverAnActiveSession() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone {
            let session = app.map.startNavigationSession(for: Trips.trip(to: "Work"))
            session.upcomingManeuvers = [Trips.maneuver(["Turn left onto Elm St"])]
        }
        #expect(car.screen.contains("Turn left onto Elm St"))
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Cafe", [Trips.route(["Via Oak Ave"])])], textConfiguration: nil) }
        #expect(car.screen.contains("Cafe") && car.screen.contains("Via Oak Ave"))
    }

    @Test("hiding the trip previews takes them off the map", .apple("carplay/cpmaptemplate/hidetrippreviews()"))
    func hidingPreviews() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showTripPreviews([Trips.trip(to: "Home")], textConfiguration: nil) }
        #expect(car.screen.contains("Fastest Route"))
        await car.phone { app.map.hideTripPreviews() }
        #expect(!car.screen.contains("Fastest Route") && !car.screen.contains("Go"))
    }

    @Test("starting a navigation session gives the session of that trip and guidance follows it", .apple("carplay/cpmaptemplate/startnavigationsession(for:)"))
    func startingASession() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home")
        let session = await car.phone { app.map.startNavigationSession(for: trip) }
        #expect(session.trip === trip)
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"])] }
        #expect(car.screen.contains("Turn right onto Main St"))
    }

    @Test("a trip's estimates show in its preview once the app gives them", .apple("carplay/cpmaptemplate/update(_:for:with:)"))
    func estimatesShowInThePreview() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home")
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        #expect(!car.screen.contains(" ft") && !car.screen.contains(" min"), "no estimates the app did not give")
        await car.phone {
            app.map.update(Trips.estimates(miles: 5.2, minutes: 15), for: trip, with: .default)
            app.map.showTripPreviews([trip], textConfiguration: nil)
        }
        #expect(car.screen.contains("15 min") && car.screen.contains("5.2 mi"))
    }

    @Test("the active trip's estimates show in its guidance", .apple("carplay/cpmaptemplate/update(_:for:with:)"))
    func estimatesShowInGuidance() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home")
        await car.phone {
            let session = app.map.startNavigationSession(for: trip)
            session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"], miles: 0.5, minutes: 1)]
            app.map.update(Trips.estimates(miles: 7.5, minutes: 21), for: trip, with: .default)
        }
        #expect(car.screen.contains("21 min") && car.screen.contains("7.5 mi"))
    }

    @Test("the older estimates update shows the trip's estimates as well", .apple("carplay/cpmaptemplate/updateestimates(_:for:)"))
    func deprecatedUpdateEstimates() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home")
        await car.phone {
            let session = app.map.startNavigationSession(for: trip)
            session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"], miles: 0.5, minutes: 1)]
            (app.map as any DeprecatedEstimates).updateEstimates(Trips.estimates(miles: 7.5, minutes: 21), for: trip)
        }
        #expect(car.screen.contains("21 min") && car.screen.contains("7.5 mi"))
    }
}

/// The map template's deprecated estimates update, called as an app
/// written before its rename calls it.
@MainActor protocol DeprecatedEstimates {
    func updateEstimates(_ estimates: CPTravelEstimates, for trip: CPTrip)
}

extension CPMapTemplate: DeprecatedEstimates {}
