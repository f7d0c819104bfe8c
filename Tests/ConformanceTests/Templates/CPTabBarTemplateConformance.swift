import CarPlay
import CarPlayTesting
import Testing

/// CPTabBarTemplate and its delegate: the root's tabs, each a template
/// with its own navigation hierarchy, and the tab selected.
@MainActor struct CPTabBarTemplateConformance {
    /// A list titled `title` whose tab is titled the same.
    static func tab(_ title: String, _ items: [String] = ["One"]) -> CPListTemplate {
        let list = TemplateSamples.list(title, items)
        list.tabTitle = title
        return list
    }

    /// An app whose root is a tab bar of Recents, Contacts and Favorites, the app its delegate; connected.
    static func tabbedApp(_ category: HeadUnit.Category = .communication) async throws -> (TemplateConformanceApp, TestCar, CPTabBarTemplate) {
        let tabBar = CPTabBarTemplate(templates: [tab("Recents", ["Call Anna"]), tab("Contacts", ["Ben"]), tab("Favorites", ["Cleo"])])
        let app = TemplateConformanceApp { app in
            tabBar.delegate = app
            return tabBar
        }
        let car = try await app.connectedCar(category)
        return (app, car, tabBar)
    }

    @Test("a tab bar shows each of its templates as a tab, the first one's content below", .apple("carplay/cptabbartemplate/init(templates:)"))
    func eachTemplateIsATab() async throws {
        let (_, car, _) = try await Self.tabbedApp()
        #expect(car.controls.filter { $0.id.hasPrefix("tab.") }.count == 3)
        #expect(car.screen.contains("Recents") && car.screen.contains("Contacts") && car.screen.contains("Favorites"))
        #expect(car.screen.contains("Call Anna"))
    }

    @Test("a tab bar's templates are the root templates of its tabs, in order", .apple("carplay/cptabbartemplate/templates"))
    func templatesAreTheTabs() async throws {
        let recents = Self.tab("Recents")
        let contacts = Self.tab("Contacts")
        let tabBar = CPTabBarTemplate(templates: [recents, contacts])
        #expect(tabBar.templates.count == 2 && tabBar.templates[0] === recents && tabBar.templates[1] === contacts)
    }

    @Test(
        "an audio app may fill its tab bar with maximumTabCount tabs, the count for its own kind of app",
        .apple("carplay/cptabbartemplate/maximumtabcount"))
    func maximumTabCountIsTheAppsOwn() async throws {
        var counted = 0
        let app = TemplateConformanceApp { _ in
            counted = CPTabBarTemplate.maximumTabCount
            return CPTabBarTemplate(templates: (0..<counted).map { Self.tab("Tab \($0)") })
        }
        let car = try await app.connectedCar(.audio)
        #expect(car.brokenRule == nil, "\(String(describing: car.brokenRule))")
        #expect(car.controls.filter { $0.id.hasPrefix("tab.") }.count == counted)
        #expect(counted == 4)
    }

    @Test("updating the templates adds, removes and reorders the tabs shown", .apple("carplay/cptabbartemplate/updatetemplates(_:)"))
    func updateTemplatesChangesTheTabs() async throws {
        let (app, car, tabBar) = try await Self.tabbedApp()
        await app.controller(car) { _ in tabBar.updateTemplates([tabBar.templates[2], tabBar.templates[0], Self.tab("Voicemail")]) }
        let tabs = car.controls.filter { $0.id.hasPrefix("tab.") }.map(\.label)
        #expect(tabs.count == 3)
        #expect(tabs[0].contains("Favorites") && tabs[1].contains("Recents") && tabs[2].contains("Voicemail"), "\(tabs)")
        #expect(!car.screen.contains("Contacts"))
        #expect(tabBar.selectedTemplate === tabBar.templates[1] && car.screen.contains("Call Anna"), "the tab kept stays selected")
        await app.controller(car) { _ in tabBar.updateTemplates([tabBar.templates[0], tabBar.templates[2]]) }
        #expect(tabBar.selectedTemplate === tabBar.templates[0] && car.screen.contains("Cleo"), "its tab gone, the first is selected")
        #expect(car.brokenRule == nil)
    }

    @Test(
        "updating a shown tab bar with more templates than maximumTabCount is an exception: the car ends the app",
        .apple("carplay/cptabbartemplate/updatetemplates(_:)"))
    func updateBeyondTheMaximumEndsTheApp() async throws {
        let (app, car, tabBar) = try await Self.tabbedApp()
        #expect(car.brokenRule == nil)
        let tooMany = (0...CPTabBarTemplate.maximumTabCount).map { Self.tab("Tab \($0)") }
        await app.controller(car) { _ in tabBar.updateTemplates(tooMany) }
        #expect(car.brokenRule?.rule == "tab-count", "\(String(describing: car.brokenRule))")
    }

    @Test("the selected template is the tab the driver chose", .apple("carplay/cptabbartemplate/selectedtemplate"))
    func selectedTemplateFollowsTheDriver() async throws {
        let (_, car, tabBar) = try await Self.tabbedApp()
        #expect(tabBar.selectedTemplate === tabBar.templates[0])
        try await car.tap("tab.2")
        #expect(tabBar.selectedTemplate === tabBar.templates[2])
        #expect(car.screen.contains("Cleo"))
    }

    @Test("selecting a template shows its tab", .apple("carplay/cptabbartemplate/select(_:)"))
    func selectShowsTheTab() async throws {
        let (app, car, tabBar) = try await Self.tabbedApp()
        await app.controller(car) { _ in tabBar.select(tabBar.templates[1]) }
        #expect(tabBar.selectedTemplate === tabBar.templates[1])
        #expect(car.screen.contains("Ben") && !car.screen.contains("Call Anna"))
    }

    @Test("selecting a tab by its index shows it", .apple("carplay/cptabbartemplate/selecttemplate(at:)"))
    func selectByIndexShowsTheTab() async throws {
        let (app, car, tabBar) = try await Self.tabbedApp()
        await app.controller(car) { _ in tabBar.selectTemplate(at: 2) }
        #expect(tabBar.selectedTemplate === tabBar.templates[2])
        #expect(car.screen.contains("Cleo"))
    }

    @Test("a tab bar selected before it is the root opens on the tab selected", .apple("carplay/cptabbartemplate/selecttemplate(at:)"))
    func selectionBeforeTheRootIsKept() async throws {
        let tabBar = CPTabBarTemplate(templates: [Self.tab("Recents", ["Call Anna"]), Self.tab("Contacts", ["Ben"])])
        tabBar.selectTemplate(at: 1)
        let app = TemplateConformanceApp { _ in tabBar }
        let car = try await app.connectedCar()
        #expect(car.screen.contains("Ben") && !car.screen.contains("Call Anna"))
    }

    @Test(
        "the delegate hears each tab the driver selects, the template the tab bar then has selected",
        .apple("carplay/cptabbartemplatedelegate/tabbartemplate(_:didselect:)"))
    func delegateHearsTheSelection() async throws {
        let (app, car, tabBar) = try await Self.tabbedApp()
        app.heard = []
        try await car.tap("tab.1")
        try await car.tap("tab.2")
        #expect(app.heard == ["didSelect Contacts", "didSelect Favorites"])
        #expect(tabBar.selectedTemplate === tabBar.templates[2])
    }

    @Test("the tab bar's delegate is the object the app set, held weakly", .apple("carplay/cptabbartemplate/delegate"))
    func delegateIsHeldWeakly() {
        let tabBar = CPTabBarTemplate(templates: [Self.tab("Recents")])
        var app: TemplateConformanceApp? = TemplateConformanceApp { _ in tabBar }
        tabBar.delegate = app
        #expect(tabBar.delegate === app)
        app = nil
        #expect(tabBar.delegate == nil)
    }

    @Test(
        "a tab bar is never pushed onto a hierarchy nor presented: only a root",
        .apple("carplay/cptabbartemplate"))
    func tabBarIsOnlyARoot() async throws {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        let car = try await app.connectedCar()
        var pushed: (Bool, (any Error)?)?
        await app.controller(car) { $0.pushTemplate(CPTabBarTemplate(templates: [Self.tab("Recents")]), animated: false) { pushed = ($0, $1) } }
        #expect(pushed?.0 == false && pushed?.1 != nil)
        let other = TemplateConformanceApp { _ in TemplateSamples.list("Home") }
        let otherCar = try await other.connectedCar()
        var presented: (Bool, (any Error)?)?
        await other.controller(otherCar) {
            $0.presentTemplate(CPTabBarTemplate(templates: [Self.tab("Recents")]), animated: false) { presented = ($0, $1) }
        }
        #expect(presented?.0 == false && presented?.1 != nil)
    }

    @Test(
        "under a tab bar root, a pushed template goes on the selected tab's own hierarchy",
        .apple("carplay/cptabbartemplate"))
    func pushGoesOnTheSelectedTab() async throws {
        let (app, car, tabBar) = try await Self.tabbedApp()
        try await car.tap("tab.1")
        let detail = TemplateSamples.list("Ben", ["Mobile"])
        await app.controller(car) { $0.pushTemplate(detail, animated: false, completion: nil) }
        #expect(car.topTemplate === detail)
        #expect(car.screen.contains("Mobile"))
        try await car.back()
        #expect(car.screen.contains("Ben") && tabBar.selectedTemplate === tabBar.templates[1], "back returns to the Contacts tab")
    }
}

/// CPTemplate: what a template shows as a tab of a tab bar, and the app's own data.
@MainActor struct CPTemplateConformance {
    /// A car whose app's root is a tab bar of `tabs`.
    static func car(_ tabs: [CPTemplate]) async throws -> TestCar {
        let app = TemplateConformanceApp { _ in CPTabBarTemplate(templates: tabs) }
        return try await app.connectedCar()
    }

    @Test("a template's tab title names its tab", .apple("carplay/cptemplate/tabtitle"))
    func tabTitleShows() async throws {
        let list = TemplateSamples.list("Messages")
        list.tabTitle = "Inbox"
        let car = try await Self.car([list])
        #expect(car.controls.first { $0.id == "tab.0" }?.label.contains("Inbox") == true)
    }

    @Test("a template's tab image shows on its tab", .apple("carplay/cptemplate/tabimage"))
    func tabImageShows() async throws {
        let list = TemplateSamples.list("Messages")
        list.tabTitle = "Inbox"
        list.tabImage = UIImage(systemName: "house")
        let car = try await Self.car([list])
        #expect(car.controls.first { $0.id == "tab.0" }?.drawn.contains("⌂") == true, "\(car.controls)")
    }

    @Test("a system item gives a tab its title and image", .apple("carplay/cptemplate/tabsystemitem"))
    func systemItemShows() async throws {
        let list = TemplateSamples.list("People")
        list.tabSystemItem = .contacts
        let car = try await Self.car([list])
        #expect(car.controls.first { $0.id == "tab.0" }?.drawn.contains("Contacts") == true, "\(car.controls)")
    }

    @Test("a tab image wins over a system item set too", .apple("carplay/cptemplate/tabimage"))
    func tabImageWinsOverTheSystemItem() async throws {
        let list = TemplateSamples.list("People")
        list.tabSystemItem = .favorites
        list.tabImage = UIImage(systemName: "house")
        let car = try await Self.car([list])
        let label = try #require(car.controls.first { $0.id == "tab.0" }?.drawn)
        #expect(label.contains("⌂") && !label.contains("★"), "\(label)")
    }

    @Test("a tab's badge shows a small indicator on the tab, and goes when turned off", .apple("carplay/cptemplate/showstabbadge"))
    func badgeShowsOnTheTab() async throws {
        let inbox = TemplateSamples.list("Inbox")
        inbox.tabTitle = "Inbox"
        let sent = TemplateSamples.list("Sent")
        sent.tabTitle = "Sent"
        inbox.showsTabBadge = true
        let app = TemplateConformanceApp { _ in CPTabBarTemplate(templates: [inbox, sent]) }
        let car = try await app.connectedCar()
        #expect(car.screen.contains("●"))
        await car.phone { inbox.showsTabBadge = false }
        #expect(!car.screen.contains("●"))
    }

    @Test("a template's user info holds whatever the app keeps with it", .apple("carplay/cptemplate/userinfo"))
    func userInfoIsKept() {
        let list = TemplateSamples.list("Inbox")
        list.userInfo = ["account": 7]
        #expect((list.userInfo as? [String: Int])?["account"] == 7)
    }
}
