import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import MediaPlayer
import Testing

@testable import CarPlay

/// What an app's CarPlay objects become on the head unit, and what the
/// driver's hands do to the app's code.
@MainActor struct TemplateBridgeTests {
    /// A hosted app whose delegate runs `connect` with its interface controller.
    final class Scene: NSObject, CPTemplateApplicationSceneDelegate {
        let connect: (CPInterfaceController, CPTemplateApplicationScene) -> Void
        init(_ connect: @escaping (CPInterfaceController, CPTemplateApplicationScene) -> Void) { self.connect = connect }

        func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
            connect(interfaceController, templateApplicationScene)
        }

        /// A navigation app is given the window too, and only this call.
        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
        ) {
            connect(interfaceController, templateApplicationScene)
        }
    }

    func headUnit(
        _ category: AppCategory = .audio, context: CarContext = .process, _ connect: @escaping (CPInterfaceController, CPTemplateApplicationScene) -> Void
    ) -> SessionDriver {
        var app = App(name: "Test", category: category, root: TemplateID("root"), templates: [:])
        app.isHosted = true
        let runtime = CarPlayRuntime(app: app, delegate: Scene(connect), context: context)
        return SessionDriver(state: SessionState(app: app), appSide: runtime.appSide())
    }

    func rows(_ driver: SessionDriver) -> [String] { Headless.rows(driver) }

    @Test func aRowSpinsUntilItsHandlerCallsTheCompletion() throws {
        var finish: (() -> Void)?
        let item = CPListItem(text: "Slow", detailText: "waits")
        item.handler = { _, completion in finish = completion }
        var driver = headUnit { controller, _ in
            controller.setRootTemplate(CPListTemplate(title: "Rows", sections: [CPListSection(items: [item])]), animated: false)
        }
        #expect(rows(driver).contains { $0.contains("Rows") } && rows(driver).contains { $0.contains("Slow") })
        driver.send(.press)
        #expect(driver.state.shown.spinning != nil, "the row spins while the app works")
        let complete = try #require(finish)
        complete()
        driver.serveAppsNow()
        #expect(driver.state.shown.spinning == nil, "the completion stops it")
    }

    /// What the interface controller's delegate does as a template appears
    /// (a list filled as it shows, as Pocket Casts fills its tabs) shows
    /// in the same turn, not at the driver's next input.
    @Test func whatTheDelegateDoesAsATemplateAppearsShowsInTheSameTurn() {
        final class Filler: NSObject, CPInterfaceControllerDelegate {
            func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {
                if let list = aTemplate as? CPListTemplate, list.sections.isEmpty {
                    list.updateSections([CPListSection(items: [CPListItem(text: "Filled as it appeared", detailText: nil)])])
                }
            }
        }
        let filler = Filler()
        let open = CPListItem(text: "Open", detailText: nil)
        var driver = headUnit { controller, _ in
            controller.delegate = filler
            open.handler = { _, done in
                controller.pushTemplate(CPListTemplate(title: "Detail", sections: []), animated: true, completion: nil)
                done()
            }
            controller.setRootTemplate(CPListTemplate(title: "Rows", sections: [CPListSection(items: [open])]), animated: false)
        }
        driver.send(.press)
        withExtendedLifetime(filler) {
            #expect(rows(driver).contains { $0.contains("Detail") })
            #expect(rows(driver).contains { $0.contains("Filled as it appeared") }, "\(rows(driver))")
        }
    }

    @Test func whatTheAppChangesShowsAtItsNextTurn() {
        let item = CPListItem(text: "Old", detailText: nil)
        let list = CPListTemplate(title: "Rows", sections: [CPListSection(items: [item])])
        var driver = headUnit { controller, _ in controller.setRootTemplate(list, animated: false) }
        item.setText("New")
        item.isPlaying = true
        list.updateSections(list.sections + [CPListSection(items: [CPListItem(text: "Added", detailText: nil)], header: "More", sectionIndexTitle: nil)])
        driver.serveAppsNow()
        #expect(rows(driver).contains { $0.contains("▁▃▅") && $0.contains("New") })
        #expect(rows(driver).contains { $0.contains("More") } && rows(driver).contains { $0.contains("Added") })
    }

    /// The phone's side runs as this car's (`car.run`): the centres are the
    /// car's own, whatever other cars the process's tests drive meanwhile.
    @Test func nowPlayingShowsWhatTheNowPlayingCentreSays() {
        let car = CarContext()
        var driver = headUnit(context: car) { controller, _ in controller.setRootTemplate(CPNowPlayingTemplate.shared, animated: false) }
        car.run {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Night Drive", MPMediaItemPropertyArtist: "The Band", MPMediaItemPropertyPlaybackDuration: 221.0,
            ]
            MPNowPlayingInfoCenter.default().playbackState = .playing
        }
        driver.serveAppsNow()
        #expect(driver.state.nowPlaying.isPlaying(TrackID("Night Drive")))
        #expect(rows(driver).contains { $0.contains("Night Drive") } && rows(driver).contains { $0.contains("3:41") })
        car.run { MPNowPlayingInfoCenter.default().playbackState = .paused }
        driver.serveAppsNow()
        #expect(!driver.state.nowPlaying.isPlaying)
        car.run { MPNowPlayingInfoCenter.default().nowPlayingInfo = nil }
        driver.serveAppsNow()
        #expect(driver.state.nowPlaying.track == nil)
    }

    @Test func aSearchAsksTheDelegateForResults() throws {
        final class Finder: NSObject, CPSearchTemplateDelegate {
            var asked: [String] = []
            var chosen: String?
            func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
                asked.append(searchText)
                let names = ["Coffee Bar", "Coffee Hut"].filter { $0.lowercased().contains(searchText.lowercased()) }
                var items: [CPListItem] = []
                for name in names { items.append(CPListItem(text: name, detailText: nil)) }
                completionHandler(items)
            }
            func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
                chosen = item.text
                completionHandler()
            }
        }
        let finder = Finder()
        let search = CPSearchTemplate()
        search.delegate = finder
        var driver = headUnit(.navigation) { controller, _ in
            controller.setRootTemplate(CPMapTemplate(), animated: false)
            controller.pushTemplate(search, animated: false)
        }
        #expect(driver.state.shown.activeTemplateID == "search-1")
        driver.send(.keyboard(.text("hut")))
        #expect(finder.asked == ["hut"])
        #expect(rows(driver).contains { $0.contains("Coffee Hut") } && !rows(driver).contains { $0.contains("Coffee Bar") })
        try CommandInterpreter.run(.tapControl("Coffee Hut"), on: &driver)
        #expect(finder.chosen == "Coffee Hut")
        #expect(driver.state.shown.spinning == nil)
    }

    @Test func theTabBarsDelegateHearsTheTabTheDriverSelects() throws {
        final class Tabs: NSObject, CPTabBarTemplateDelegate {
            var selected: [String] = []
            func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) { selected.append(selectedTemplate.tabTitle ?? "") }
        }
        let tabs = Tabs()
        let first = CPListTemplate(title: "One", sections: [])
        first.tabTitle = "One"
        let second = CPGridTemplate(title: "Two", gridButtons: [CPGridButton(titleVariants: ["Go"], image: UIImage(systemName: "star")!, handler: nil)])
        second.tabTitle = "Two"
        second.showsTabBadge = true
        let bar = CPTabBarTemplate(templates: [first, second])
        bar.delegate = tabs
        var driver = headUnit(.communication) { controller, _ in controller.setRootTemplate(bar, animated: false) }
        try CommandInterpreter.run(.tapControl("Two"), on: &driver)
        #expect(tabs.selected == ["Two"])
        #expect(bar.selectedTemplate === second)
        #expect(rows(driver).contains { $0.contains("☆") }, "the grid of the tab, its button drawn with the symbol's glyph")
    }

    @Test func theSessionConfigurationHearsTheCar() {
        final class Listener: NSObject, CPSessionConfigurationDelegate {
            var heard: [String] = []
            func sessionConfiguration(
                _ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
            ) {
                heard.append(limitedUserInterfaces.contains(.lists) ? "limited" : "unlimited")
            }
            func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle) {
                heard.append(contentStyle == .dark ? "dark" : "light")
            }
        }
        let listener = Listener()
        var configuration: CPSessionConfiguration?
        var controller: CPInterfaceController?
        var driver = headUnit { interfaceController, _ in
            // Made in the car's turn, as an app makes it when it connects: the car's own.
            configuration = CPSessionConfiguration(delegate: listener)
            controller = interfaceController
            interfaceController.setRootTemplate(CPListTemplate(title: "L", sections: []), animated: false)
        }
        driver.send(.speed(50))
        driver.send(.appearance(.night))
        driver.send(.speed(0))
        #expect(listener.heard == ["limited", "dark", "unlimited"])
        #expect(configuration?.contentStyle == .dark)
        #expect(controller?.carTraitCollection.userInterfaceStyle == .dark)
    }

    @Test func urlsHandOverToTheCarsOwnApps() throws {
        var scene: CPTemplateApplicationScene?
        var driver = headUnit(.quickFood) { controller, given in
            scene = given
            controller.setRootTemplate(CPListTemplate(title: "L", sections: []), animated: false)
        }
        var opened: Bool?
        try #require(scene).open(try #require(URL(string: "tel://555-0100")), options: nil) { opened = $0 }
        driver.serveAppsNow()
        #expect(opened == true)
        #expect(driver.state.mode == .system(.phone(calling: "555-0100")))
        try #require(scene).open(try #require(URL(string: "https://example.com")), options: nil) { opened = $0 }
        #expect(opened == false, "no car app takes a web page")
    }

    @Test func whatHeadunitCannotHonourItSaysOnce() {
        let list = CPListTemplate(
            title: "L", sections: [], assistantCellConfiguration: CPAssistantCellConfiguration(position: .top, visibility: .always, assistantAction: .playMedia)
        )
        var driver = headUnit { controller, _ in controller.setRootTemplate(list, animated: false) }
        list.updateSections([])
        driver.serveAppsNow()
        #expect(driver.state.notices == ["the assistant (Siri) cell is not drawn"])
    }

    @Test func nowPlayingsButtonsReachTheAppsRemoteCommands() throws {
        var heard: [String] = []
        let car = CarContext()
        let commands = car.run { MPRemoteCommandCenter.shared() }
        commands.pauseCommand.addTarget { _ in
            heard.append("pause")
            MPNowPlayingInfoCenter.default().playbackState = .paused
            return .success
        }
        commands.nextTrackCommand.addTarget { _ in
            heard.append("next")
            return .success
        }
        car.run {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Night Drive"]
            MPNowPlayingInfoCenter.default().playbackState = .playing
        }
        var driver = headUnit(context: car) { controller, _ in controller.setRootTemplate(CPNowPlayingTemplate.shared, animated: false) }
        try CommandInterpreter.run(.tapControl("nowPlaying.playPause"), on: &driver)
        try CommandInterpreter.run(.tapControl("nowPlaying.next"), on: &driver)
        #expect(heard == ["pause", "next"])
        #expect(!driver.state.nowPlaying.isPlaying)
    }

    @Test func theAppSelectsATabBeforeAndAfterItShows() throws {
        let tabs = (1...3).map { number in
            let list = CPListTemplate(title: "Tab \(number)", sections: [CPListSection(items: [CPListItem(text: "Row of \(number)", detailText: nil)])])
            list.tabTitle = "T\(number)"
            return list
        }
        let bar = CPTabBarTemplate(templates: tabs)
        bar.select(tabs[1])
        var driver = headUnit(.communication) { controller, _ in controller.setRootTemplate(bar, animated: false) }
        #expect(driver.state.shown.controller.selectedTab == 1, "selected before it was the root")
        #expect(rows(driver).contains { $0.contains("Row of 2") })
        bar.selectTemplate(at: 2)
        driver.serveAppsNow()
        #expect(driver.state.shown.controller.selectedTab == 2)
        #expect(rows(driver).contains { $0.contains("Row of 3") })
        #expect(driver.state.notices.isEmpty)
    }
}
