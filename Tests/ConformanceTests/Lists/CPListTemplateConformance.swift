import CarPlay
import CarPlayTesting
import Testing

/// CPListTemplate: sections of rows under a navigation bar, their counts and limits.
@MainActor struct CPListTemplateConformance {
    @Test("a list template shows its rows and lets the driver select one", .apple("carplay/cplisttemplate"))
    func listShowsAndSelectsRows() async throws {
        let (car, app) = try await ListConformanceApp.car { app in
            let rows = Rows.items(["Recently Played", "Playlists"])
            rows.forEach { $0.handler = app.recording() }
            return [CPListSection(items: rows)]
        }
        #expect(car.topTemplate === app.list)
        #expect(car.screen.contains("Recently Played") && car.screen.contains("Playlists"))
        try await car.tap("Playlists")
        #expect(app.heard == ["selected Playlists"])
    }

    @Test(
        "a list made with a title and sections shows the title in the navigation bar and the sections' rows",
        .apple("carplay/cplisttemplate/init(title:sections:)"))
    func initWithTitleAndSections() async throws {
        let (car, app) = try await ListConformanceApp.car(title: "Podcasts") { _ in
            [CPListSection(items: Rows.items(["Episode 1"])), CPListSection(items: Rows.items(["Episode 2"]))]
        }
        #expect(app.list?.title == "Podcasts")
        #expect(app.list?.sections.count == 2)
        #expect(Rows.line(of: car.screen, containing: "Podcasts")?.number == 1, "the title is on the navigation bar: \(car.screen)")
        #expect(car.screen.contains("Episode 1") && car.screen.contains("Episode 2"))
    }

    @Test(
        "a list made with an assistant cell configuration keeps it, its position, visibility and action",
        .apple("carplay/cpassistantcellconfiguration/init(position:visibility:assistantaction:)"))
    func assistantCellConfigurationIsKept() async throws {
        let assistant = CPAssistantCellConfiguration(position: .top, visibility: .always, assistantAction: .playMedia)
        let app = ListConformanceApp { _ in
            CPListTemplate(title: "Library", sections: [CPListSection(items: Rows.items(["Song"]))], assistantCellConfiguration: assistant)
        }
        let car = try await app.connectedCar()
        #expect(app.list?.assistantCellConfiguration === assistant)
        #expect(assistant.position == .top && assistant.visibility == .always && assistant.assistantAction == .playMedia)
        #expect(car.screen.contains("Song"))
        #expect(car.notices == ["the assistant (Siri) cell is not drawn"], "headunit says it does not draw Siri's cell")
    }

    @Test("a list may be made without a title", .apple("carplay/cplisttemplate/title"))
    func titleIsOptional() async throws {
        let (car, app) = try await ListConformanceApp.car(title: nil) { _ in [CPListSection(items: Rows.items(["Only Row"]))] }
        #expect(app.list?.title == nil)
        #expect(car.screen.contains("Only Row"))
    }

    @Test("sections holds the sections the list shows, in order", .apple("carplay/cplisttemplate/sections"))
    func sectionsAreWhatIsShown() async throws {
        let first = CPListSection(items: Rows.items(["North"]), header: "First", sectionIndexTitle: nil)
        let second = CPListSection(items: Rows.items(["South"]), header: "Second", sectionIndexTitle: nil)
        let (car, app) = try await ListConformanceApp.car { _ in [first, second] }
        let sections = try #require(app.list?.sections)
        #expect(sections.count == 2 && sections[0] === first && sections[1] === second)
        let north = try #require(Rows.line(of: car.screen, containing: "North")).number
        let south = try #require(Rows.line(of: car.screen, containing: "South")).number
        #expect(north < south)
    }

    @Test("updateSections adds, removes and reorders sections, and the car shows the new ones", .apple("carplay/cplisttemplate/updatesections(_:)"))
    func updateSectionsReplacesWhatIsShown() async throws {
        let (car, app) = try await ListConformanceApp.car { _ in
            [CPListSection(items: Rows.items(["Old One"])), CPListSection(items: Rows.items(["Old Two"]))]
        }
        let list = try #require(app.list)
        let b = CPListSection(items: Rows.items(["New B"]))
        let a = CPListSection(items: Rows.items(["New A"]))
        list.updateSections([b, a])
        await car.settle()
        #expect(list.sections.count == 2 && list.sections[0] === b)
        #expect(!car.screen.contains("Old One") && !car.screen.contains("Old Two"))
        let newB = try #require(Rows.line(of: car.screen, containing: "New B")).number
        let newA = try #require(Rows.line(of: car.screen, containing: "New A")).number
        #expect(newB < newA)
    }

    @Test("updateSections trims sections past maximumSectionCount", .apple("carplay/cplisttemplate/updatesections(_:)"))
    func updateSectionsTrimsToTheMaximum() async throws {
        let (car, app) = try await ListConformanceApp.car { _ in [] }
        let list = try #require(app.list)
        let maximum = CPListTemplate.maximumSectionCount
        list.updateSections((0..<(maximum + 3)).map { CPListSection(items: Rows.items(["Row \($0)"])) })
        await car.settle()
        #expect(list.sectionCount == maximum)
        #expect(list.sections.count == maximum)
    }

    @Test("sectionCount is how many sections the list has, never more than maximumSectionCount", .apple("carplay/cplisttemplate/sectioncount"))
    func sectionCountNeverExceedsTheMaximum() {
        let maximum = CPListTemplate.maximumSectionCount
        #expect(CPListTemplate(title: nil, sections: []).sectionCount == 0)
        #expect(CPListTemplate(title: nil, sections: [CPListSection(items: []), CPListSection(items: [])]).sectionCount == 2)
        let many = CPListTemplate(title: nil, sections: (0..<(maximum + 1)).map { _ in CPListSection(items: Rows.items(["Row"])) })
        #expect(many.sectionCount == maximum)
    }

    @Test("itemCount counts the items of every section together", .apple("carplay/cplisttemplate/itemcount"))
    func itemCountCountsAcrossSections() async throws {
        let (_, app) = try await ListConformanceApp.car { _ in
            [CPListSection(items: Rows.numbered("A", 3)), CPListSection(items: []), CPListSection(items: Rows.numbered("B", 2))]
        }
        #expect(app.list?.itemCount == 5)
    }

    @Test("items past maximumItemCount are discarded, so itemCount never exceeds it", .apple("carplay/cplisttemplate/itemcount"))
    func itemsPastTheMaximumAreDiscarded() {
        let maximum = CPListTemplate.maximumItemCount
        let list = CPListTemplate(
            title: nil, sections: [CPListSection(items: Rows.numbered("A", maximum - 1)), CPListSection(items: Rows.numbered("B", 5))])
        #expect(list.itemCount == maximum)
        #expect(list.sections.count == 2)
        #expect(list.sections[1].items.map(\.text) == ["B 1"])
    }

    @Test(
        "maximumItemCount follows the car's limits: while it limits lists it is the number of rows the car shows",
        .apple("carplay/cplisttemplate/maximumitemcount"))
    func maximumItemCountFollowsTheCarsLimits() async throws {
        let (car, app) = try await ListConformanceApp.car { _ in [CPListSection(items: Rows.numbered("Track", 30))] }
        let parked = CPListTemplate.maximumItemCount
        #expect(parked >= 30)
        try await car.setLimitedUI(true)
        let driving = CPListTemplate.maximumItemCount
        #expect(driving < parked)
        app.list?.updateSections([CPListSection(items: Rows.numbered("Track", 30))])
        await car.settle()
        #expect(app.list?.itemCount == driving)
        try await car.flick()
        try await car.flick()
        try await car.flick()
        #expect(car.screen.contains("Track \(driving)"), "the last row the car keeps: \(car.screen)")
        #expect(!car.screen.contains("Track \(driving + 1)"))
        try await car.setLimitedUI(false)
        #expect(CPListTemplate.maximumItemCount == parked)
    }

    @Test("maximumSectionCount is how many sections a list can show: a list of that many shows them all", .apple("carplay/cplisttemplate/maximumsectioncount"))
    func maximumSectionCountSectionsAreKept() async throws {
        let maximum = CPListTemplate.maximumSectionCount
        #expect(maximum > 0)
        let (_, app) = try await ListConformanceApp.car { _ in (1...maximum).map { CPListSection(items: Rows.items(["Row \($0)"])) } }
        #expect(app.list?.sectionCount == maximum)
    }

    @Test(
        "an empty list shows the first title variant that fits, and the view goes once the list has items",
        .apple("carplay/cplisttemplate/emptyviewtitlevariants"))
    func emptyViewTitle() async throws {
        let app = ListConformanceApp { _ in
            let list = CPListTemplate(title: "Downloads", sections: [])
            list.emptyViewTitleVariants = [String(repeating: "A very long explanation ", count: 8), "No Downloads"]
            return list
        }
        let car = try await app.connectedCar()
        #expect(car.screen.contains("No Downloads"))
        #expect(!car.screen.contains("A very long explanation"))
        app.list?.updateSections([CPListSection(items: Rows.items(["Episode 1"]))])
        await car.settle()
        #expect(!car.screen.contains("No Downloads"))
        #expect(car.screen.contains("Episode 1"))
    }

    @Test(
        "an empty list shows the first subtitle variant that fits under the title, and the view goes once the list has items",
        .apple("carplay/cplisttemplate/emptyviewsubtitlevariants"))
    func emptyViewSubtitle() async throws {
        let app = ListConformanceApp { _ in
            let list = CPListTemplate(title: "Downloads", sections: [])
            list.emptyViewTitleVariants = ["No Downloads"]
            list.emptyViewSubtitleVariants = [String(repeating: "Episodes you download appear here ", count: 6), "Download episodes"]
            return list
        }
        let car = try await app.connectedCar()
        let title = try #require(Rows.line(of: car.screen, containing: "No Downloads")).number
        let subtitle = try #require(Rows.line(of: car.screen, containing: "Download episodes")).number
        #expect(subtitle > title)
        #expect(!car.screen.contains("appear here"))
        app.list?.updateSections([CPListSection(items: Rows.items(["Episode 1"]))])
        await car.settle()
        #expect(!car.screen.contains("Download episodes"))
    }

    @Test(
        "the leading navigation bar buttons show on the list's bar and run their handlers", .apple("carplay/cpbarbuttonproviding/leadingnavigationbarbuttons"))
    func leadingBarButtons() async throws {
        let app = ListConformanceApp { app in
            let list = CPListTemplate(title: "Inbox", sections: [CPListSection(items: Rows.items(["Row"]))])
            list.leadingNavigationBarButtons = [CPBarButton(title: "Edit") { _ in app.heard.append("Edit") }]
            return list
        }
        let car = try await app.connectedCar()
        let bar = try #require(Rows.line(of: car.screen, containing: "Inbox")).text
        #expect(bar.contains("Edit"))
        #expect(bar.range(of: "Edit")!.lowerBound < bar.range(of: "Inbox")!.lowerBound)
        try await car.tap("Edit")
        #expect(app.heard == ["Edit"])
    }

    @Test(
        "the trailing navigation bar buttons show at the bar's end and run their handlers", .apple("carplay/cpbarbuttonproviding/trailingnavigationbarbuttons"))
    func trailingBarButtons() async throws {
        let app = ListConformanceApp { app in
            let list = CPListTemplate(title: "Inbox", sections: [CPListSection(items: Rows.items(["Row"]))])
            list.trailingNavigationBarButtons = [CPBarButton(title: "Sort") { _ in app.heard.append("Sort") }]
            return list
        }
        let car = try await app.connectedCar()
        let bar = try #require(Rows.line(of: car.screen, containing: "Inbox")).text
        #expect(bar.contains("Sort"))
        #expect(bar.range(of: "Sort")!.lowerBound > bar.range(of: "Inbox")!.lowerBound)
        try await car.tap("Sort")
        #expect(app.heard == ["Sort"])
    }

    @Test("a row's handler can push another list, and the car's back button returns", .apple("carplay/cplisttemplate"))
    func rowsLeadToAnotherList() async throws {
        let app = ListConformanceApp { app in
            let row = CPListItem(text: "Artists", detailText: nil)
            row.handler = { [weak app] _, completion in
                let artists = CPListTemplate(title: "Artists", sections: [CPListSection(items: Rows.items(["Ada"]))])
                app?.interfaceController?.pushTemplate(artists, animated: true, completion: nil)
                completion()
            }
            return CPListTemplate(title: "Library", sections: [CPListSection(items: [row])])
        }
        let car = try await app.connectedCar()
        try await car.tap("Artists")
        #expect((car.topTemplate as? CPListTemplate)?.title == "Artists")
        #expect(car.screen.contains("Ada"))
        try await car.back()
        #expect(car.topTemplate === app.list)
    }
}
