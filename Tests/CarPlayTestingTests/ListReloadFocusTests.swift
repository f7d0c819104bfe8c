import CarPlay
import CarPlayTesting
import Testing

/// Twenty episodes whose list the app can reload whole or change in place,
/// and a podcast it pushes empty and fills once it appears, as Pocket
/// Casts does.
@MainActor private final class EpisodesDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    let list = CPListTemplate(title: "Episodes", sections: [])
    private var controller: CPInterfaceController?
    private var podcast: CPListTemplate?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        controller = interfaceController
        interfaceController.delegate = self
        reload()
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }

    /// Rows made anew, as an app that rebuilds its list on every change.
    func reload() {
        let items = (1...20).map { number in
            let item = CPListItem(text: "Episode \(number)", detailText: nil)
            item.handler = { [weak self] _, completion in
                self?.openPodcast(number)
                completion()
            }
            return item
        }
        list.updateSections([CPListSection(items: items)])
    }

    func openPodcast(_ number: Int) {
        let podcast = CPListTemplate(title: "Podcast \(number)", sections: [])
        podcast.emptyViewSubtitleVariants = ["Loading"]
        self.podcast = podcast
        controller?.pushTemplate(podcast, animated: true, completion: nil)
    }

    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {
        if aTemplate === podcast, let podcast {
            podcast.updateSections([CPListSection(items: (1...3).map { CPListItem(text: "Part \($0)", detailText: nil) })])
        }
    }
}

/// The same episodes as the first tab of a tab bar, as Pocket Casts shows its lists.
@MainActor private final class TabbedEpisodesDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let episodes = EpisodesDelegate()

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        episodes.reload()
        episodes.list.tabTitle = "Episodes"
        let more = CPListTemplate(title: "More", sections: [CPListSection(items: [CPListItem(text: "Settings", detailText: nil)])])
        more.tabTitle = "More"
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [episodes.list, more]), animated: false, completion: nil)
    }
}

/// A knob-driven car starts focus again at a list's first row when the app
/// reloads the list whole with `updateSections` (home-assistant/iOS #5258;
/// the jumps of pocket-casts-ios #736), and keeps it on a row changed in
/// place.
@MainActor struct ListReloadFocusTests {
    private func carOnTheSixthEpisode() async throws -> (TestCar, EpisodesDelegate) {
        let app = EpisodesDelegate()
        let car = try await TestCar(delegate: app, category: .audio)
        try await car.connect()
        try await car.rotate(5)
        try #require(car.focus?.label == "Episode 6")
        return (car, app)
    }

    @Test func aListReloadedWholeStartsFocusAgainAtItsFirstRow() async throws {
        let (car, app) = try await carOnTheSixthEpisode()
        try await car.rotate(10)
        #expect(car.focus?.label == "Episode 16")
        #expect(!car.screen.contains("Episode 1\n") && !car.screen.contains("Episode 1 "), "scrolled past the first row: \(car.screen)")
        app.reload()
        await car.settle()
        #expect(car.focus?.id == "list.0.0")
        #expect(car.focus?.label == "Episode 1")
        #expect(car.screen.contains("Episode 1 "), "back at the top: \(car.screen)")
    }

    @Test func aListInATabReloadedWholeStartsFocusAgainAtItsFirstRow() async throws {
        let app = TabbedEpisodesDelegate()
        let car = try await TestCar(delegate: app, category: .audio)
        try await car.connect()
        try await car.rotate(7)
        try #require(car.focus?.label == "Episode 8")
        app.episodes.reload()
        await car.settle()
        #expect(car.focus?.label == "Episode 1")
    }

    @Test func aRowChangedInPlaceKeepsTheFocus() async throws {
        let (car, app) = try await carOnTheSixthEpisode()
        let sixth = try #require(app.list.sections.first?.items[5] as? CPListItem)
        sixth.setText("Episode 6 (played)")
        await car.settle()
        #expect(car.focus?.label == "Episode 6 (played)")
    }

    @Test func focusOnTheBackButtonStaysWhenTheListFillsAfterItAppears() async throws {
        let (car, _) = try await carOnTheSixthEpisode()
        try await car.press()
        #expect((car.topTemplate as? CPListTemplate)?.title == "Podcast 6")
        #expect(car.screen.contains("Part 1"))
        #expect(car.focus?.id == "nav.back", "the pushed list was empty when it appeared")
        try await car.nudge(.down)
        #expect(car.focus?.label == "Part 1")
    }
}
