import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// Every touch control answers a touch anywhere in the 44 x 44 pt square
/// centred on it, and no two controls' squares overlap (Human Interface
/// Guidelines, "Accessibility": hit targets of at least 44 x 44 pt;
/// developer.apple.com/design/human-interface-guidelines/accessibility):
/// on every screen one touch from each shipped scenario's start, every
/// screen of the tour and the navigation flow's, at 800x480, 748x456 and
/// 1920x720.
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
    func everyControlOfAShippedFlowAnswersInItsOwnSquare(_ file: String, _ profile: DisplayProfile) throws {
        for driver in Self.screens(of: try Headless.shipped(file), profile: profile) { Self.check(driver.screen, label: "\(file) at \(profile)") }
    }

    @Test(arguments: profiles)
    func everyControlOfTheTourAndTheDriveAnswersInItsOwnSquare(_ profile: DisplayProfile) throws {
        let navigation = try Headless.shipped("navigation.json")
        let drive = [NavigationScreens.search, NavigationScreens.tripPreviews, NavigationScreens.guidance, "dpad right; dpad click"]
        for screen in TourScreens.all {
            Self.check(try Headless.run(screen.keys, profile: profile).screen, label: "tour \(screen.name) at \(profile)")
        }
        for keys in drive { Self.check(try Headless.run(keys, scenario: navigation, profile: profile).screen, label: "\(keys) at \(profile)") }
    }

    /// The squares of `screen`'s controls are each the control's own, and a
    /// touch at each one's corners and centre lands on it.
    static func check(_ screen: Screen, label: String) {
        let controls = touchable(screen)
        #expect(!controls.isEmpty, "\(label): a screen with controls")
        let squares = controls.map { TouchTarget.square($0, density: .one) }
        let bounds = TouchTarget.drawn(screen.frame.bounds, density: .one)
        for (index, region) in controls.enumerated() {
            for other in controls.indices where other > index && squares[other].overlaps(squares[index]) {
                Issue.record("\(label): the squares of \(region.id) \(region.rect) and \(controls[other].id) \(controls[other].rect) overlap")
            }
            let square = squares[index]
            let points = [
                (square.minX, square.minY), (square.maxX - 0.5, square.minY), (square.minX, square.maxY - 0.5), (square.maxX - 0.5, square.maxY - 0.5),
                ((square.minX + square.maxX) / 2, (square.minY + square.maxY) / 2),
            ].filter { bounds.contains(x: $0.0, y: $0.1) }
            #expect(!points.isEmpty)
            for (x, y) in points {
                let hit = TouchTarget.control(atX: x, y: y, on: screen, density: .one)
                #expect(hit == region.id, "\(label): a touch at \(x),\(y) pt lands on \(hit.map(String.init(describing:)) ?? "nothing"), not \(region.id)")
            }
        }
    }

    /// A touch just below the back control, outside the cells it is drawn
    /// in but inside its square, goes back.
    @Test func aTouchBesideTheBackChevronGoesBack() throws {
        var driver = try Headless.run("dpad click")
        let back = try #require(driver.screen.region(of: .back))
        let square = TouchTarget.square(back, density: .one)
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
