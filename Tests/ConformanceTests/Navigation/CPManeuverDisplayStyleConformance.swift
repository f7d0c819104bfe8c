import CarPlay
import CarPlayTesting
import Testing

/// Guides a turn and, second, a maneuver whose symbol is `↗` (as a lane
/// image would be) and whose instruction is `instruction`, laid out in
/// `style`; the card's text of that second maneuver.
@MainActor func secondManeuverLine(_ style: CPManeuverDisplayStyle, instruction: [String] = ["Keep right"]) async throws -> (MapConformanceApp, String?) {
    let app = MapConformanceApp { $0.displayStyle = style }
    let car = try await app.connectedCar()
    let session = await car.phone { app.map.startNavigationSession(for: Trips.trip(to: "Home")) }
    let second = Trips.maneuver(instruction)
    second.symbolImage = UIImage(systemName: "arrow.up.right")
    await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"]), second] }
    let cells = car.screen.split(separator: "\n").flatMap { $0.split(separator: "│") }
    let line = cells.first { $0.contains("↗") || $0.contains("Keep right") }.map { $0.trimmingCharacters(in: .whitespaces) }
    return (app, line)
}

/// CPManeuverDisplayStyle and `mapTemplate(_:displayStyleFor:)`: how the
/// guidance card lays out the second maneuver.
@MainActor struct CPManeuverDisplayStyleConformance {
    @Test("the delegate's display style applies to the second maneuver only", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:displaystylefor:)"))
    func styleAppliesToTheSecond() async throws {
        let (app, line) = try await secondManeuverLine(.trailingSymbol)
        #expect(line == "then Keep right ↗")
        #expect(app.styleAsked.allSatisfy { $0 == "Keep right" } && !app.styleAsked.isEmpty)
    }

    @Test("the default style shows the symbol before the instruction", .apple("carplay/cpmaneuverdisplaystyle/cpmaneuverdisplaystyledefault"))
    func defaultLeads() async throws {
        #expect(try await secondManeuverLine([]).1 == "then ↗ Keep right")
        #expect(try await secondManeuverLine(.leadingSymbol).1 == "then ↗ Keep right")
    }

    @Test("the symbol can follow the instruction", .apple("carplay/cpmaneuverdisplaystyle/trailingsymbol"))
    func trailingSymbol() async throws {
        #expect(try await secondManeuverLine(.trailingSymbol).1 == "then Keep right ↗")
    }

    @Test("a symbol-only maneuver shows its symbol alone, as lane guidance drawn by the app", .apple("carplay/cpmaneuverdisplaystyle/symbolonly"))
    func symbolOnly() async throws {
        #expect(try await secondManeuverLine(.symbolOnly, instruction: []).1 == "↗")
    }

    @Test("an instruction-only maneuver shows no symbol", .apple("carplay/cpmaneuverdisplaystyle/instructiononly"))
    func instructionOnly() async throws {
        let (_, line) = try await secondManeuverLine(.instructionOnly)
        #expect(line == "then Keep right")
        #expect([CPManeuverDisplayStyle.leadingSymbol, .trailingSymbol, .symbolOnly, .instructionOnly].map(\.rawValue) == [1, 2, 3, 4])
    }
}

/// CPMapTemplate's `tripEstimateStyle` and CPTripEstimateStyle.
@MainActor struct CPTripEstimateStyleConformance {
    @Test("until the app sets it, the trip estimate style follows the car's appearance", .apple("carplay/cpmaptemplate/tripestimatestyle"))
    func followsTheAppearance() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        #expect(app.map.tripEstimateStyle == .light)
        try await car.setAppearance(.night)
        #expect(app.map.tripEstimateStyle == .dark)
        await car.phone { app.map.tripEstimateStyle = .light }
        #expect(app.map.tripEstimateStyle == .light)
        #expect(car.notices.contains("a tripEstimateStyle unlike the car's appearance is drawn in the appearance's theme colours"))
        #expect([CPTripEstimateStyle.light, .dark].map(\.rawValue) == [0, 1])
    }
}
