import CarPlay
import CarPlayTesting
import Testing

/// CPMapButton: a button over the map, its image, and whether it can be
/// used or shows at all.
@MainActor struct CPMapButtonConformance {
    /// A map app with the buttons `make` gives, its bar kept.
    static func app(_ make: @escaping () -> [CPMapButton]) -> MapConformanceApp {
        MapConformanceApp { app in
            app.map.automaticallyHidesNavigationBar = false
            app.map.mapButtons = make()
        }
    }

    @Test("a map button stands for an action the map offers on the screen", .apple("carplay/cpmapbutton"))
    func buttonShowsOnTheMap() async throws {
        let app = Self.app {
            let button = CPMapButton { _ in }
            button.image = UIImage(systemName: "plus")
            return [button]
        }
        let car = try await app.connectedCar()
        #expect(car.controls.contains { $0.id == "map.button.0" && $0.drawn.contains("+") })
    }

    @Test("choosing a map button runs the handler it was made with, given the button", .apple("carplay/cpmapbutton/init(handler:)"))
    func handlerRuns() async throws {
        var pressed: [CPMapButton] = []
        var made: CPMapButton?
        let app = Self.app {
            let button = CPMapButton { pressed.append($0) }
            button.image = UIImage(systemName: "plus")
            made = button
            return [button]
        }
        let car = try await app.connectedCar()
        try await car.tap("map.button.0")
        #expect(pressed.count == 1 && pressed.first === made)
    }

    @Test("a disabled map button cannot be used", .apple("carplay/cpmapbutton/isenabled"))
    func disabledButton() async throws {
        var pressed = 0
        let app = Self.app {
            let button = CPMapButton { _ in pressed += 1 }
            button.image = UIImage(systemName: "plus")
            button.isEnabled = false
            return [button]
        }
        let car = try await app.connectedCar()
        #expect(car.controls.first { $0.id == "map.button.0" }?.isEnabled == false)
        try await car.tap("map.button.0")
        #expect(pressed == 0)
    }

    @Test("a hidden map button does not show", .apple("carplay/cpmapbutton/ishidden"))
    func hiddenButton() async throws {
        let app = Self.app {
            let hidden = CPMapButton { _ in }
            hidden.image = UIImage(systemName: "minus")
            hidden.isHidden = true
            let shown = CPMapButton { _ in }
            shown.image = UIImage(systemName: "plus")
            return [hidden, shown]
        }
        let car = try await app.connectedCar()
        #expect(car.screen.contains("[+]") && !car.screen.contains("[−]"))
    }

    @Test("a map button shows its image", .apple("carplay/cpmapbutton/image"))
    func imageShows() async throws {
        let app = Self.app {
            let button = CPMapButton { _ in }
            button.image = UIImage(systemName: "house")
            return [button]
        }
        let car = try await app.connectedCar()
        #expect(car.screen.contains("[⌂]"))
    }
}
