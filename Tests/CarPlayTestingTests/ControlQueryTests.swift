import CarPlay
import CarPlayTesting
import Testing

/// A podcast app's library: rows with SF Symbols, an accessory, a row that
/// plays, and tabs made from symbols and a system item.
@MainActor private final class LibraryDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let shows = CPListItem(
            text: "Shows", detailText: "12 followed", image: UIImage(systemName: "books.vertical"), accessoryImage: nil,
            accessoryType: .disclosureIndicator)
        let live = CPListItem(text: "Live", detailText: nil, image: UIImage(systemName: "mic.fill"))
        live.isPlaying = true
        let downloads = CPListItem(
            text: "Downloads", detailText: "3 episodes", image: UIImage(systemName: "arrow.down.circle.fill"),
            accessoryImage: UIImage(systemName: "icloud.and.arrow.down"), accessoryType: .none)
        let odd = CPListItem(text: "Odd", detailText: nil, image: UIImage(systemName: "custom.symbol.nobody.has"))
        let library = CPListTemplate(title: "Library", sections: [CPListSection(items: [shows, live, downloads, odd])])
        library.tabImage = UIImage(systemName: "books.vertical.fill")
        library.tabTitle = "Library"
        let search = CPListTemplate(title: "Search", sections: [])
        search.tabSystemItem = .search
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [library, search]), animated: false, completion: nil)
    }
}

/// A control is read as the app made it: its text, detail text, image
/// name and accessory apart, and its label the app's words alone; what the
/// display draws (the symbols' glyphs) stays in `drawn` and the goldens.
@MainActor struct ControlQueryTests {
    private func library() async throws -> TestCar {
        let car = try await TestCar(delegate: LibraryDelegate(), category: .audio)
        try await car.connect()
        return car
    }

    @Test func aRowIsItsTextDetailImageAndAccessoryApart() async throws {
        let car = try await library()
        let shows = try #require(car.focus)
        #expect(shows.id == "list.0.0")
        #expect(shows.text == "Shows" && shows.detailText == "12 followed")
        #expect(shows.image == "books.vertical" && shows.accessory == "disclosureIndicator" && !shows.isPlaying)
        #expect(shows.label == "Shows 12 followed", "the app's words, nothing drawn")
        #expect(shows.drawn.hasPrefix("▥ Shows"), "\(shows.drawn)")
        try await car.rotate()
        let live = try #require(car.focus)
        #expect(live.text == "Live" && live.detailText == nil && live.image == "mic.fill" && live.isPlaying && live.label == "Live")
        let downloads = try #require(car.controls.first { $0.id == "list.0.2" })
        #expect(downloads.image == "arrow.down.circle.fill" && downloads.accessory == "icloud.and.arrow.down")
    }

    @Test func tabsAreTheirTitlesAndSymbols() async throws {
        let car = try await library()
        let tabs = car.controls.filter { $0.id.hasPrefix("tab.") }
        #expect(tabs.map(\.label) == ["Library", "Search"])
        #expect(tabs.map(\.image) == ["books.vertical.fill", "search"], "a symbol's name, a system item's name")
        #expect(Array(car.enabledControls.prefix(5)) == ["Maps", "App", "Phone", "Home", "Library"], "the rail by its apps' names, then the tabs")
    }

    @Test func symbolsAreDrawnAsGlyphsNotLetters() async throws {
        let car = try await library()
        try car.expectScreen(matching: "library-symbols")
        let drawn = car.controls.filter { $0.id.hasPrefix("list.") }.map { $0.drawn.split(separator: " ").first.map(String.init) ?? "" }
        #expect(drawn == ["▥", "▁▃▅", "⤓", "◇"], "the playing row's indicator stands in its image; an unknown symbol is ◇, never a letter")
    }
}
