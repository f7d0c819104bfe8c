import CarPlay
import CarPlayTesting
import Testing

/// CPMapTemplateDelegate's pan gesture: a finger dragging the map on the
/// car's touch screen. headunit gets a drag as one move with no duration,
/// so the gesture begins, moves by the whole drag and ends with the finger
/// still (a velocity of zero): what headunit chose, as Apple gives no
/// duration to a gesture.
@MainActor struct CPMapTemplatePanGestureConformance {
    /// The middle of the wide display, on the map, in pixels; a cell there
    /// is 24 x 48 pixels, 8 x 16 points.
    static let middle = (x: 960, y: 360)

    @Test("a finger on the map begins a pan gesture", .apple("carplay/cpmaptemplatedelegate/maptemplatedidbeginpangesture(_:)"))
    func dragBeginsAGesture() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        try await car.drag(fromX: Self.middle.x, fromY: Self.middle.y, toX: Self.middle.x + 240, toY: Self.middle.y)
        #expect(app.heard.first == "panGestureBegan")
    }

    @Test(
        "the gesture moves by the finger's translation, in points",
        .apple("carplay/cpmaptemplatedelegate/maptemplate(_:didupdatepangesturewithtranslation:velocity:)"))
    func dragUpdatesWithItsTranslation() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        try await car.drag(fromX: Self.middle.x, fromY: Self.middle.y, toX: Self.middle.x + 240, toY: Self.middle.y)
        try await car.drag(fromX: Self.middle.x, fromY: Self.middle.y, toX: Self.middle.x - 120, toY: Self.middle.y - 96)
        #expect(app.heard.filter { $0.hasPrefix("panGesture ") } == ["panGesture 80,0 at 0,0", "panGesture -40,-32 at 0,0"])
    }

    @Test(
        "the gesture ends after it moved, the finger still as it lifts",
        .apple("carplay/cpmaptemplatedelegate/maptemplate(_:didendpangesturewithvelocity:)"))
    func dragEndsTheGesture() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let before = car.screen
        try await car.drag(fromX: Self.middle.x, fromY: Self.middle.y, toX: Self.middle.x, toY: Self.middle.y + 96)
        #expect(app.heard == ["panGestureBegan", "panGesture 0,32 at 0,0", "panGestureEnded at 0,0"])
        #expect(car.screen != before, "the map follows the finger")
    }

    @Test("a drag beside the map is no pan gesture of the map's", .apple("carplay/cpmaptemplatedelegate/maptemplatedidbeginpangesture(_:)"))
    func dragOnTheRailIsNoGesture() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        try await car.drag(fromX: 12, fromY: Self.middle.y, toX: 12, toY: Self.middle.y + 96)
        #expect(app.heard.isEmpty)
    }
}
