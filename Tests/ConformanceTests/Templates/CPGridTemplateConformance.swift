import CarPlay
import CarPlayTesting
import Testing

/// CPGridTemplate: a grid of buttons under a navigation bar.
@MainActor struct CPGridTemplateConformance {
    /// A car whose app's root is `grid`.
    static func car(_ grid: CPGridTemplate) async throws -> (TemplateConformanceApp, TestCar) {
        let app = TemplateConformanceApp { _ in grid }
        return (app, try await app.connectedCar())
    }

    @Test("a grid shows its title in the bar and its buttons below", .apple("carplay/cpgridtemplate/init(title:gridbuttons:)"))
    func gridShowsTitleAndButtons() async throws {
        let grid = CPGridTemplate(title: "Stations", gridButtons: [TemplateSamples.gridButton("Jazz"), TemplateSamples.gridButton("News")])
        let (_, car) = try await Self.car(grid)
        #expect(car.screen.contains("Stations"))
        #expect(car.controls.filter { $0.id.hasPrefix("grid.") }.map(\.drawn) == ["☆ Jazz", "☆ News"], "\(car.controls)")
    }

    @Test("a grid's title is the one it was made with", .apple("carplay/cpgridtemplate/title"))
    func titleIsKept() {
        let grid = CPGridTemplate(title: "Stations", gridButtons: [])
        #expect(grid.title == "Stations")
    }

    @Test("a grid's buttons are the ones it shows, in order", .apple("carplay/cpgridtemplate/gridbuttons"))
    func gridButtonsAreShown() async throws {
        let buttons = ["A", "B", "C"].map { TemplateSamples.gridButton($0) }
        let grid = CPGridTemplate(title: "Grid", gridButtons: buttons)
        #expect(grid.gridButtons == buttons)
        let (_, car) = try await Self.car(grid)
        #expect(car.controls.filter { $0.id.hasPrefix("grid.") }.count == 3)
    }

    @Test("a grid shows at most CPGridTemplateMaximumItems buttons", .apple("carplay/cpgridtemplatemaximumitems"))
    func atMostTheMaximum() async throws {
        let grid = CPGridTemplate(title: "Grid", gridButtons: (0...CPGridTemplateMaximumItems).map { TemplateSamples.gridButton("B\($0)") })
        let (_, car) = try await Self.car(grid)
        #expect(car.controls.filter { $0.id.hasPrefix("grid.") }.count == CPGridTemplateMaximumItems)
        #expect(!car.screen.contains("B\(CPGridTemplateMaximumItems)"))
    }

    @Test("updating the grid's buttons shows the new ones", .apple("carplay/cpgridtemplate/updategridbuttons(_:)"))
    func updateButtons() async throws {
        let grid = CPGridTemplate(title: "Grid", gridButtons: [TemplateSamples.gridButton("Old")])
        let (_, car) = try await Self.car(grid)
        await car.phone { grid.updateGridButtons([TemplateSamples.gridButton("New"), TemplateSamples.gridButton("Newer")]) }
        #expect(car.screen.contains("New") && car.screen.contains("Newer") && !car.screen.contains("Old"))
        #expect(grid.gridButtons.count == 2)
    }

    @Test("updating the grid's title shows the new one", .apple("carplay/cpgridtemplate/updatetitle(_:)"))
    func updateTitle() async throws {
        let grid = CPGridTemplate(title: "Stations", gridButtons: [TemplateSamples.gridButton("Jazz")])
        let (_, car) = try await Self.car(grid)
        await car.phone { grid.updateTitle("Podcasts") }
        #expect(grid.title == "Podcasts")
        #expect(car.screen.contains("Podcasts") && !car.screen.contains("Stations"))
    }

    @Test("a grid shows its leading bar buttons", .apple("carplay/cpgridtemplate/leadingnavigationbarbuttons"))
    func leadingBarButtons() async throws {
        let grid = CPGridTemplate(title: "Grid", gridButtons: [TemplateSamples.gridButton("A")])
        grid.leadingNavigationBarButtons = [CPBarButton(title: "Edit") { _ in }]
        let (_, car) = try await Self.car(grid)
        #expect(car.controls.contains { $0.id == "nav.leading.0" && $0.label == "Edit" }, "\(car.controls)")
    }

    @Test("a grid shows its trailing bar buttons", .apple("carplay/cpgridtemplate/trailingnavigationbarbuttons"))
    func trailingBarButtons() async throws {
        let grid = CPGridTemplate(title: "Grid", gridButtons: [TemplateSamples.gridButton("A")])
        grid.trailingNavigationBarButtons = [CPBarButton(title: "Add") { _ in }]
        let (_, car) = try await Self.car(grid)
        #expect(car.controls.contains { $0.id == "nav.trailing.0" && $0.label == "Add" }, "\(car.controls)")
    }
}

/// CPGridButton: a grid's button, its image, title and handler.
@MainActor struct CPGridButtonConformance {
    @Test("choosing a grid button runs its handler, given the button", .apple("carplay/cpgridbutton/init(titlevariants:image:handler:)"))
    func handlerRuns() async throws {
        var chosen: [CPGridButton] = []
        let jazz = TemplateSamples.gridButton("Jazz") { chosen.append($0) }
        let (_, car) = try await CPGridTemplateConformance.car(CPGridTemplate(title: "Grid", gridButtons: [TemplateSamples.gridButton("News"), jazz]))
        try await car.tap("grid.1")
        #expect(chosen.count == 1 && chosen.first === jazz)
    }

    @Test("a grid button shows the first of its title variants that fits", .apple("carplay/cpgridbutton/titlevariants"))
    func firstVariantShows() async throws {
        let button = CPGridButton(titleVariants: ["Jazz", "J"], image: UIImage(systemName: "star")!) { _ in }
        #expect(button.titleVariants == ["Jazz", "J"])
        let (_, car) = try await CPGridTemplateConformance.car(CPGridTemplate(title: "Grid", gridButtons: [button]))
        #expect(car.controls.first { $0.id == "grid.0" }?.drawn == "☆ Jazz")
    }

    @Test("a grid button shows its image", .apple("carplay/cpgridbutton/image"))
    func imageShows() async throws {
        let button = TemplateSamples.gridButton("Home", image: "house")
        #expect(button.image.glyph == "⌂")
        let (_, car) = try await CPGridTemplateConformance.car(CPGridTemplate(title: "Grid", gridButtons: [button]))
        #expect(car.controls.first { $0.id == "grid.0" }?.drawn.contains("⌂") == true)
    }

    @Test("a disabled grid button cannot be chosen", .apple("carplay/cpgridbutton/isenabled"))
    func disabledButton() async throws {
        var chosen = 0
        let button = TemplateSamples.gridButton("Jazz") { _ in chosen += 1 }
        button.isEnabled = false
        let (_, car) = try await CPGridTemplateConformance.car(CPGridTemplate(title: "Grid", gridButtons: [button, TemplateSamples.gridButton("News")]))
        #expect(car.controls.first { $0.id == "grid.0" }?.isEnabled == false)
        try await car.tap("grid.0")
        #expect(chosen == 0)
    }

    @Test("updating a grid button's titles shows the new title", .apple("carplay/cpgridbutton/updatetitlevariants(_:)"))
    func updateTitleVariants() async throws {
        let button = TemplateSamples.gridButton("Home", image: "star")
        let (_, car) = try await CPGridTemplateConformance.car(CPGridTemplate(title: "Grid", gridButtons: [button]))
        await car.phone { button.updateTitleVariants(["Work"]) }
        #expect(button.titleVariants == ["Work"])
        #expect(car.controls.first { $0.id == "grid.0" }?.label == "Work", "\(car.controls)")
    }

    @Test("a grid button's image is at most the grid's maximum size", .apple("carplay/cpgridtemplate/maximumgridbuttonimagesize"))
    func maximumGridButtonImageSize() {
        #expect(CPGridTemplate.maximumGridButtonImageSize == CPListTemplate.maximumGridButtonImageSize)
    }

    @Test("updating a grid button's image shows the new image", .apple("carplay/cpgridbutton/updateimage(_:)"))
    func updateImage() async throws {
        let button = TemplateSamples.gridButton("Home", image: "star")
        let (_, car) = try await CPGridTemplateConformance.car(CPGridTemplate(title: "Grid", gridButtons: [button]))
        await car.phone { button.updateImage(UIImage(systemName: "house")!) }
        #expect(car.controls.first { $0.id == "grid.0" }?.drawn.contains("⌂") == true, "\(car.controls)")
    }
}
