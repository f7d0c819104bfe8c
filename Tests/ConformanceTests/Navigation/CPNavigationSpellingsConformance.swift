import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// Navigation members an app may reach for by another road: a trip's
/// route choices previewed alone, instructions given as attributed text,
/// and the names of the metadata enumerations.
@MainActor struct CPNavigationSpellingsConformance {
    @Test("the route choices of one trip show on the preview card", .apple("carplay/cpmaptemplate/showroutechoicespreview(for:textconfiguration:)"))
    func routeChoicesPreview() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Home", [Trips.route(["Fastest Route"]), Trips.route(["Scenic Route"])])
        await car.phone { app.map.showRouteChoicesPreview(for: trip, textConfiguration: nil) }
        #expect(car.screen.contains("Home") && car.screen.contains("Fastest Route") && car.screen.contains("Scenic Route"))
    }

    @Test("attributed instructions show in place of the plain ones, as their text", .apple("carplay/cpmaneuver/attributedinstructionvariants"))
    func attributedInstructionsShow() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding()
        let turn = Trips.maneuver(["Turn right"])
        turn.attributedInstructionVariants = [NSAttributedString(string: "Turn right onto Elm St")]
        await car.phone { session.upcomingManeuvers = [turn] }
        #expect(car.screen.contains("Turn right onto Elm St"))
    }

    @Test(
        "the dashboard shows its attributed instructions in place of the plain ones",
        .apple("carplay/cpmaneuver/dashboardattributedinstructionvariants"))
    func dashboardAttributedInstructionsShow() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding(cluster: true)
        let turn = Trips.maneuver(["Turn right onto Main St"])
        turn.dashboardAttributedInstructionVariants = [NSAttributedString(string: "Main St")]
        await car.phone { session.upcomingManeuvers = [turn] }
        let cluster = try #require(car.cluster)
        #expect(cluster.contains("Main St") && !cluster.contains("Turn right onto"))
    }

    @Test(
        "the enumerations' names are their Objective-C names: headunit's choice, as Apple documents none",
        .apple("carplay/nsstringfromcpmaneuvertype(_:)"))
    func enumerationNames() {
        #expect(NSStringFromCPManeuverType(.leftTurn) == "CPManeuverTypeLeftTurn")
        #expect(NSStringFromCPJunctionType(.roundabout) == "CPJunctionTypeRoundabout")
        #expect(NSStringFromCPLaneStatus(.notGood) == "CPLaneStatusNotGood")
        #expect(NSStringFromCPTrafficSide(.left) == "CPTrafficSideLeft")
    }

    @Test("headunit's car plays no video", .apple("carplay/cpsessionconfiguration/supportsvideoplayback"))
    func noVideoPlayback() async throws {
        var configuration: CPSessionConfiguration?
        let app = TemplateConformanceApp { app in
            configuration = CPSessionConfiguration(delegate: app)
            return TemplateSamples.list("Home")
        }
        _ = try await app.connectedCar()
        #expect(try #require(configuration).supportsVideoPlayback == false)
    }
}
