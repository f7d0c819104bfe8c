import CarPlay
import CarPlayTesting
import Testing

/// CPMapTemplateDelegate and CPMapTemplate.PanDirection: what the car tells
/// a navigation app as the driver pans and starts trips.
@MainActor struct CPMapTemplateDelegateConformance {
    @Test("the delegate hears which trip and route the driver started", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:startedtrip:using:)"))
    func startedTripNamesTripAndRoute() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home", [Trips.route(["Fastest Route"]), Trips.route(["Scenic Route"])])
        var started: (CPTrip, CPRouteChoice)?
        app.onStartedTrip = { started = ($0, $1) }
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        try await car.tap("Fastest Route")
        try await car.tap("Go")
        #expect(started?.0 === trip && started?.1 === trip.routeChoices[0])
    }

    @Test("the delegate hears the panning interface appear", .apple("carplay/cpmaptemplatedelegate/maptemplatedidshowpanninginterface(_:)"))
    func didShowPanning() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        #expect(app.heard == ["didShowPanning"])
    }

    @Test(
        "the delegate hears the panning interface is about to go before it goes",
        .apple("carplay/cpmaptemplatedelegate/maptemplatewilldismisspanninginterface(_:)"))
    func willDismissPanningComesFirst() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        try await car.back()
        #expect(app.heard == ["didShowPanning", "willDismissPanning", "didDismissPanning"])
    }

    @Test(
        "the delegate hears the panning interface has gone once it is no longer visible",
        .apple("carplay/cpmaptemplatedelegate/maptemplatediddismisspanninginterface(_:)"))
    func didDismissPanningWhenGone() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        var visibleWhenTold: Bool?
        await car.phone { app.map.showPanningInterface(animated: true) }
        let observer = PanningObserver()
        observer.visible = { visibleWhenTold = $0 }
        app.map.mapDelegate = observer
        await car.phone { app.map.dismissPanningInterface(animated: true) }
        #expect(visibleWhenTold == false)
    }

    @Test("a pan by the driver begins, moves and ends in its direction", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:panbeganwith:)"))
    func panBegins() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        try await car.nudge(.up)
        #expect(app.heard.dropFirst().first == "panBegan up")
    }

    @Test("the delegate hears the direction the driver pans the map", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:panwith:)"))
    func panWithDirection() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        try await car.nudge(.right)
        #expect(app.heard.contains("pan right"))
    }

    @Test("the delegate hears a pan end, after it began", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:panendedwith:)"))
    func panEnds() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        try await car.nudge(.down)
        #expect(app.heard == ["didShowPanning", "panBegan down", "pan down", "panEnded down"])
    }

    @Test("without the panning interface, the knob does not pan the map", .apple("carplay/cpmaptemplate/showpanninginterface(animated:)"))
    func noPanWithoutPanningInterface() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        try await car.nudge(.left)
        #expect(!app.heard.contains { $0.hasPrefix("pan") })
    }

    @Test("each of the four directions reaches the delegate as its own pan direction", .apple("carplay/cpmaptemplate/pandirection"))
    func fourDirections() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.showPanningInterface(animated: true) }
        for nudge in [TestCar.Nudge.left, .right, .up, .down] { try await car.nudge(nudge) }
        #expect(app.heard.filter { $0.hasPrefix("pan ") } == ["pan left", "pan right", "pan up", "pan down"])
    }

    @Test("pan directions are a set of options, one bit each", .apple("carplay/cpmaptemplate/pandirection"))
    func panDirectionIsAnOptionSet() {
        let all: [CPMapTemplate.PanDirection] = [.left, .right, .up, .down]
        #expect(all.map(\.rawValue) == [1, 2, 4, 8])
        #expect(CPMapTemplate.PanDirection(rawValue: 5) == [.left, .up])
        #expect(CPMapTemplate.PanDirection(rawValue: 0).isEmpty)
    }
}

/// A map delegate that reports whether the panning interface still shows
/// when it hears it went.
@MainActor private final class PanningObserver: NSObject, CPMapTemplateDelegate {
    var visible: ((Bool) -> Void)?
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { visible?(mapTemplate.isPanningInterfaceVisible) }
}
