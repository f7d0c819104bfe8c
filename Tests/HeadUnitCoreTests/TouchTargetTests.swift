import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// A touch control answers a touch anywhere in the 44 x 44 pt square
/// centred on it (Human Interface Guidelines, "Accessibility": hit targets
/// of at least 44 x 44 pt;
/// developer.apple.com/design/human-interface-guidelines/accessibility),
/// on every screen of the shipped scenarios that one touch from the start
/// reaches, at 800x480, 748x456 and 1920x720: every control whose square
/// meets no other's. (Controls drawn closer than 44 pt, the map buttons
/// and the rail's now playing, are not yet spaced as a car spaces them.)
struct TouchTargetTests {
    static let profiles: [DisplayProfile] = [.standard, .minimum, .wide]

    /// The screens to check: each scenario's start and what one press of
    /// each control there leads to.
    static func screens(of scenario: Scenario, profile: DisplayProfile) -> [SessionDriver] {
        let start = SessionDriver(state: SessionState(app: scenario.app, profile: profile))
        var screens = [start]
        for region in start.screen.controls where region.isEnabled && region.id != .map {
            var pressed = start
            pressed.send(region.touchedInTheMiddle(on: pressed.state))
            pressed.advance(by: 1)
            screens.append(pressed)
        }
        return screens
    }

    /// The controls with a square: all but the map, a picture panned by a
    /// drag.
    static func touchable(_ screen: Screen) -> [ControlRegion] {
        screen.controls.filter { $0.id != .map }
    }

    @Test(arguments: ShippedScenarioTests.files, profiles)
    func everyControlAnswersAnywhereInItsSquare(_ file: String, _ profile: DisplayProfile) throws {
        let scenario = try Headless.shipped(file)
        for driver in Self.screens(of: scenario, profile: profile) {
            let screen = driver.screen
            let controls = Self.touchable(screen)
            let scale = Double(profile.scale)
            let squares = controls.map { TouchTarget.square($0.rect, density: .one) }
            let apart = controls.indices.filter { index in !squares.indices.contains { $0 != index && squares[$0].overlaps(squares[index]) } }
            #expect(apart.count >= controls.count / 2, "\(file) at \(profile): most controls stand apart")
            for region in apart.map({ controls[$0] }) {
                let square = TouchTarget.square(region.rect, density: .one)
                let points = [
                    (square.minX, square.minY), (square.maxX - 0.5, square.minY), (square.minX, square.maxY - 0.5), (square.maxX - 0.5, square.maxY - 0.5),
                    ((square.minX + square.maxX) / 2, (square.minY + square.maxY) / 2),
                ].filter { $0.0 >= 0 && $0.1 >= 0 && $0.0 < Double(driver.state.geometry.width) && $0.1 < Double(driver.state.geometry.height) }
                for (x, y) in points {
                    let pixelX = Int(x * scale), pixelY = Int(y * scale)
                    let hit = TouchTarget.control(atX: Double(pixelX) / scale, y: Double(pixelY) / scale, on: screen, density: .one)
                    #expect(
                        hit == region.id,
                        "\(file) at \(profile): a touch at \(pixelX),\(pixelY) px lands on \(hit.map(String.init(describing:)) ?? "nothing"), not \(region.id)")
                }
            }
        }
    }

    /// A touch just below the back control, outside the cells it is drawn
    /// in but inside its square, goes back.
    @Test func aTouchBesideTheBackChevronGoesBack() throws {
        var driver = try Headless.run("dpad click")
        let back = try #require(driver.screen.region(of: .back))
        let square = TouchTarget.square(back.rect, density: .one)
        let drawn = TouchTarget.drawn(back.rect, density: .one)
        let scale = driver.state.profile.scale
        let point = (x: (drawn.minX + drawn.maxX) / 2, y: square.maxY - 2)
        try #require(point.y > drawn.maxY + 8, "below the chevron's cells")
        try #require(driver.screen.controls.allSatisfy { !TouchTarget.drawn($0.rect, density: .one).contains(x: point.x, y: point.y) })
        let x = Int(point.x) * scale, y = Int(point.y) * scale
        let depth = driver.state.shown.controller.stack.count
        try CommandInterpreter.run(.tap(x: x, y: y), on: &driver)
        #expect(driver.state.shown.controller.stack.count == depth - 1, "a touch at \(x),\(y) px went back")
    }
}
