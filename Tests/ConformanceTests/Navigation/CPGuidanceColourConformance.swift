import CarPlay
import CarPlayTesting
import Testing

/// The colours an app asks for behind its guidance: the map template's
/// guidance panel and a maneuver's card. headunit draws both in its
/// theme's colours (a terminal cell has a colour role, not a colour of
/// the app's), keeps what the app set, and says so once.
@MainActor struct CPGuidanceColourConformance {
    @Test("the guidance panel's colour is kept, and headunit says it draws its theme's", .apple("carplay/cpmaptemplate/guidancebackgroundcolor"))
    func guidanceBackgroundIsKept() async throws {
        let blue = UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1)
        let app = MapConformanceApp { $0.map.guidanceBackgroundColor = blue }
        let car = try await app.connectedCar()
        #expect(app.map.guidanceBackgroundColor === blue)
        #expect(car.notices == ["a map template's guidanceBackgroundColor is drawn in the theme's colours"])
        let night = UITraitCollection(userInterfaceStyle: .dark)
        #expect(
            CPMapTemplate().guidanceBackgroundColor.resolvedColor(with: night) == UIColor.systemBackground.resolvedColor(with: night),
            "headunit's default, the system background: Apple documents none")
    }

    @Test("a map template left at its guidance colour draws with nothing to say", .apple("carplay/cpmaptemplate/guidancebackgroundcolor"))
    func defaultGuidanceSaysNothing() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        #expect(car.notices.isEmpty)
    }

    @Test("a maneuver's card colour is kept, and headunit says it draws its theme's", .apple("carplay/cpmaneuver/cardbackgroundcolor"))
    func cardBackgroundIsKept() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding()
        let turn = Trips.maneuver(["Turn right onto Main St"], miles: 0.5, minutes: 1)
        #expect(turn.cardBackgroundColor == nil)
        let green = UIColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1)
        turn.cardBackgroundColor = green
        await car.phone { session.upcomingManeuvers = [turn] }
        #expect(car.screen.contains("Turn right onto Main St"))
        #expect(turn.cardBackgroundColor === green)
        #expect(car.notices == ["a maneuver's cardBackgroundColor is drawn in the theme's colours"])
    }
}
