import HeadUnitCore
import Testing

/// Every rule of DESIGN.md's table, with its exact error or its trimming.
struct CarPlayRuleTests {
    static func list(_ id: TemplateID, items: Int = 1) -> Template {
        Template(id: id, body: .list(ListTemplate(title: id.rawValue, sections: [ListSection(items: (0..<items).map { ListItem(text: "Item \($0)") })])))
    }

    static func alert(_ id: TemplateID, actions: Int = 1) -> Template {
        Template(id: id, body: .alert(AlertTemplate(titleVariants: ["Alert"], actions: (0..<actions).map { AlertAction(title: "A\($0)") })))
    }

    static func templates(_ list: [Template]) -> [TemplateID: Template] {
        Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
    }

    /// A controller of `category` with a list root and `pushed` lists on it.
    static func controller(_ category: AppCategory, pushed: Int, extra: [Template] = []) throws -> (InterfaceController, [TemplateID: Template]) {
        let lists = (0...pushed + 1).map { list(TemplateID("t\($0)")) }
        let all = templates(lists + extra)
        var controller = InterfaceController(category: category)
        try controller.setRoot("t0", in: all)
        for index in 1...max(1, pushed) where index <= pushed { try controller.push(TemplateID("t\(index)"), in: all) }
        return (controller, all)
    }

    @Test(arguments: [
        (AppCategory.communication, 5), (.audio, 5), (.navigation, 5), (.evCharging, 5), (.parking, 5),
        (.fueling, 3), (.drivingTask, 2), (.quickFood, 2),
    ])
    func templateDepthCountsTheRoot(_ category: AppCategory, _ limit: Int) throws {
        var (controller, all) = try Self.controller(category, pushed: limit - 1)
        #expect(controller.stack.count == limit)
        let next = TemplateID("t\(limit)")
        #expect(
            throws: RuleViolation(
                .templateDepth,
                "pushing list '\(next)' makes the template depth \(limit + 1); \(category.displayName.withArticle) app allows at most \(limit), the root counted"
            )
        ) {
            try controller.push(next, in: all)
        }
        #expect(controller.stack.count == limit)
    }

    @Test func depthMessageForFueling() throws {
        var (controller, all) = try Self.controller(.fueling, pushed: 2)
        #expect(throws: RuleViolation(.templateDepth, "pushing list 't3' makes the template depth 4; a fueling app allows at most 3, the root counted")) {
            try controller.push("t3", in: all)
        }
    }

    @Test(arguments: [(AppCategory.audio, 4), (.communication, 5), (.navigation, 5), (.parking, 5)])
    func tabCount(_ category: AppCategory, _ limit: Int) throws {
        let tabs = (0...limit).map { Self.list(TemplateID("tab\($0)")) }
        let bar = Template(id: "bar", body: .tabBar(TabBarTemplate(tabs: tabs.map { Tab(title: $0.id.rawValue, glyph: "•", template: $0.id) })))
        var controller = InterfaceController(category: category)
        #expect(throws: RuleViolation(.tabCount, "tab bar 'bar' has \(limit + 1) tabs; \(category.displayName.withArticle) app allows at most \(limit)")) {
            try controller.setRoot("bar", in: Self.templates(tabs + [bar]))
        }
        let fitting = Template(id: "bar", body: .tabBar(TabBarTemplate(tabs: tabs.dropLast().map { Tab(title: $0.id.rawValue, glyph: "•", template: $0.id) })))
        try controller.setRoot("bar", in: Self.templates(tabs + [fitting]))
        #expect(controller.stack == ["tab0"])
    }

    @Test func tabBarIsRootOnly() throws {
        let bar = Template(id: "bar", body: .tabBar(TabBarTemplate(tabs: [Tab(title: "A", glyph: "•", template: "t0")])))
        var (controller, all) = try Self.controller(.audio, pushed: 0, extra: [bar])
        #expect(throws: RuleViolation(.tabBarRootOnly, "tab bar 'bar' was pushed; a tab bar can only be the root template")) {
            try controller.push("bar", in: all)
        }
        #expect(throws: RuleViolation(.tabBarRootOnly, "tab bar 'bar' was presented; a tab bar can only be the root template")) {
            try controller.present("bar", in: all)
        }
    }

    @Test func listsAreTrimmedTo12ItemsWhenLimited() {
        let list = ListTemplate(
            title: "L",
            sections: [
                ListSection(items: (0..<8).map { ListItem(text: "a\($0)") }), ListSection(items: (0..<8).map { ListItem(text: "b\($0)") }),
            ])
        #expect(list.shownSections(limited: false).map(\.items.count) == [8, 8])
        #expect(list.shownSections(limited: true).map(\.items.count) == [8, 4])
    }

    @Test func gridShowsTheFirst8ButtonsOverTwoRows() {
        let grid = GridTemplate(title: "G", buttons: (0..<9).map { GridButton(titleVariants: ["\($0)"], glyph: "\($0)") })
        #expect(grid.shownButtons.count == 8)
        #expect(grid.rowCounts == [4, 4])
        let five = GridTemplate(title: "G", buttons: Array(grid.buttons.prefix(5)))
        #expect(five.rowCounts == [3, 2])
        #expect(GridTemplate(title: "G", buttons: Array(grid.buttons.prefix(4))).rowCounts == [4])
    }

    @Test func informationUsesTheFirst10ItemsAnd3Actions() {
        let info = InformationTemplate(
            title: "I", items: (0..<12).map { InformationItem(title: "\($0)", detail: "d") },
            actions: (0..<4).map { TextButton(title: "\($0)") })
        #expect(info.shownItems.map(\.title) == (0..<10).map { "\($0)" })
        #expect(info.shownActions.map(\.title) == ["0", "1", "2"])
    }

    @Test func alertNeedsAnActionAndShowsTwo() throws {
        var (controller, all) = try Self.controller(.audio, pushed: 0, extra: [Self.alert("none", actions: 0), Self.alert("three", actions: 3)])
        #expect(throws: RuleViolation(.alertActions, "alert 'none' has no actions; an alert needs at least 1")) {
            try controller.present("none", in: all)
        }
        try controller.present("three", in: all)
        #expect(controller.modal == "three")
        let three = AlertTemplate(titleVariants: ["Alert"], actions: (0..<3).map { AlertAction(title: "A\($0)") })
        #expect(three.shownActions.map(\.title) == ["A0", "A1"])
    }

    @Test func alertIsPresentedModallyOnly() throws {
        var (controller, all) = try Self.controller(.audio, pushed: 0, extra: [Self.alert("a")])
        #expect(throws: RuleViolation(.modalOnly, "alert 'a' was pushed; an alert can only be presented modally")) {
            try controller.push("a", in: all)
        }
        var fresh = InterfaceController(category: .audio)
        #expect(throws: RuleViolation(.modalOnly, "alert 'a' was set as the root; an alert can only be presented modally")) {
            try fresh.setRoot("a", in: all)
        }
    }

    @Test func actionSheetNeedsAnActionAndIsModalOnly() throws {
        let empty = Template(id: "sheet", body: .actionSheet(ActionSheetTemplate(title: "S", actions: [])))
        let full = Template(id: "full", body: .actionSheet(ActionSheetTemplate(title: "S", actions: [AlertAction(title: "OK")])))
        var (controller, all) = try Self.controller(.audio, pushed: 0, extra: [empty, full])
        #expect(throws: RuleViolation(.actionSheetActions, "action sheet 'sheet' has no actions; an action sheet needs at least 1")) {
            try controller.present("sheet", in: all)
        }
        #expect(throws: RuleViolation(.modalOnly, "action sheet 'full' was pushed; an action sheet can only be presented modally")) {
            try controller.push("full", in: all)
        }
        try controller.present("full", in: all)
        #expect(controller.modal == "full")
    }

    @Test func oneModalAtATimeAndOnlyModalKinds() throws {
        var (controller, all) = try Self.controller(.audio, pushed: 0, extra: [Self.alert("a"), Self.alert("b")])
        try controller.present("a", in: all)
        #expect(throws: RuleViolation(.singleModal, "alert 'b' was presented while alert 'a' is up; only one modal at a time")) {
            try controller.present("b", in: all)
        }
        let refused = #expect(throws: RuleViolation.self) {
            var other = controller
            other.dismiss()
            try other.present("t1", in: all)
        }
        Self.expectPresentableRefusal(refused, of: "list 't1'")
    }

    @Test func nowPlayingIsOneSharedInstanceWithFiveButtonsAndOnlyListsOnIt() throws {
        let nowPlaying = Template(id: "np", body: .nowPlaying(NowPlayingTemplate(buttons: [NowPlayingButton(kind: .shuffle)])))
        let grid = Template(id: "g", body: .grid(GridTemplate(title: "G", buttons: [])))
        var (controller, all) = try Self.controller(.audio, pushed: 0, extra: [nowPlaying, grid])
        try controller.push("np", in: all)
        #expect(throws: RuleViolation(.nowPlayingPush, "grid 'g' was pushed on now playing; only a list may be pushed on now playing")) {
            try controller.push("g", in: all)
        }
        try controller.push("t1", in: all)
        #expect(throws: RuleViolation(.nowPlayingShared, "now playing was pushed while it is already on the stack; there is one shared instance")) {
            try controller.push("np", in: all)
        }
        let six = Template(id: "np6", body: .nowPlaying(NowPlayingTemplate(buttons: Array(repeating: NowPlayingButton(kind: .more), count: 6))))
        var (fresh, more) = try Self.controller(.audio, pushed: 0, extra: [six])
        #expect(throws: RuleViolation(.nowPlayingButtons, "now playing has 6 buttons; at most 5")) {
            try fresh.push("np6", in: more)
        }
    }

    @Test func templatesByCategory() throws {
        let info = Template(id: "info", body: .information(InformationTemplate(title: "I", items: [])))
        let nowPlaying = Template(id: "np", body: .nowPlaying(NowPlayingTemplate()))
        var (audio, all) = try Self.controller(.audio, pushed: 0, extra: [info, nowPlaying])
        #expect(throws: RuleViolation(.templateCategory, "information 'info' is not available to an audio app")) {
            try audio.push("info", in: all)
        }
        var (navigation, _) = try Self.controller(.navigation, pushed: 0)
        #expect(throws: RuleViolation(.templateCategory, "now playing 'np' is not available to a navigation app")) {
            try navigation.push("np", in: all)
        }
        for category in AppCategory.allCases {
            #expect(category.allows(.list) && category.allows(.grid) && category.allows(.tabBar) && category.allows(.alert) && category.allows(.actionSheet))
        }
        #expect(AppCategory.allCases.filter { $0.allows(.information) } == AppCategory.allCases.filter { $0 != .audio })
        #expect(AppCategory.allCases.filter { $0.allows(.nowPlaying) } == [.audio, .communication])
    }

    @Test func theSameTemplateCannotBePushedTwice() throws {
        var (controller, all) = try Self.controller(.audio, pushed: 1)
        #expect(throws: RuleViolation(.templateInStack, "list 't1' was pushed while it is already on the stack")) {
            try controller.push("t1", in: all)
        }
    }

    @Test func sectionIndexTitleShowsItsFirstCharacter() {
        #expect(ListSection(sectionIndexTitle: "Albums", items: []).shownIndexTitle == "A")
        #expect(ListSection(sectionIndexTitle: "東京", items: []).shownIndexTitle == "東")
    }

    @Test func textVariantsChooseTheFirstThatFits() {
        #expect(TextFit.firstFitting(["Recently Played", "Recent"], width: 15) == "Recently Played")
        #expect(TextFit.firstFitting(["Recently Played", "Recent"], width: 14) == "Recent")
        #expect(TextFit.firstFitting(["Recently Played", "Recent"], width: 4) == "Rec…")
    }

    /// A refusal to present a kind that is not modal: the rule's id, the
    /// template named, and every modal kind offered instead, by its name
    /// (so a new modal kind changes no test).
    static func expectPresentableRefusal(_ violation: RuleViolation?, of template: String) {
        #expect(violation?.rule == .presentable)
        let message = violation?.message ?? ""
        #expect(message.hasPrefix("\(template) was presented; only "), "\(message)")
        #expect(message.hasSuffix(" template can be presented"), "\(message)")
        let offered = message.split(separator: "only ", maxSplits: 1).last ?? ""
        for kind in TemplateKind.allCases {
            #expect(offered.contains(kind.displayName) == kind.isModal, "\(kind.displayName) in \(message)")
        }
    }
}
