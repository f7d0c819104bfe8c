import CarPlay
import CarPlayTesting
import Testing

extension CPListTemplateConformance {
    @Test(
        "a list made with header grid buttons shows them in a row above its first section",
        .apple("carplay/cplisttemplate/init(title:sections:assistantcellconfiguration:headergridbuttons:)"))
    func initWithHeaderGridButtons() async throws {
        let car = try await GridHeaderSamples.car(GridHeaderSamples.people())
        #expect(
            HeaderSamples.body(of: car.screen).prefix(6) == [
                "     ●━━━┓         ╭───╮         ╭───╮", "     ┃AS ┃         │BJ │         │ ☺ │", "     ┗━━━┛         ╰───╯         ╰───╯",
                "     ▐Anna▌         Ben          Family", " ─────────────────────────────────────────", "  Carol",
            ])
        #expect(car.controls.filter { $0.id.hasPrefix("list.header.grid.") }.map(\.label) == ["Anna", "Ben", "Family"])
    }

    @Test("setting the header grid buttons shows the new header at once", .apple("carplay/cplisttemplate/headergridbuttons"))
    func headerGridButtonsChange() async throws {
        let car = try await GridHeaderSamples.car(nil)
        let list = try #require(car.rootTemplate as? CPListTemplate)
        #expect(list.headerGridButtons == nil)
        await car.phone { list.headerGridButtons = [CPGridButton(titleVariants: ["Home"], image: UIImage(systemName: "house")!) { _ in }] }
        #expect(HeaderSamples.body(of: car.screen)[1] == "                   │ ⌂ │")
        #expect(car.controls.filter { $0.id.hasPrefix("list.header.grid.") }.map(\.label) == ["Home"])
    }

    @Test(
        "the list shows the first maximumHeaderGridButtonCount header grid buttons; the rest are trimmed",
        .apple("carplay/cplisttemplate/maximumheadergridbuttoncount"))
    func headerGridAtMostTheMaximum() async throws {
        #expect(CPListTemplate.maximumHeaderGridButtonCount == 4)
        let buttons = (1...6).map { number in CPGridButton(titleVariants: ["B\(number)"], image: UIImage(systemName: "star")!) { _ in } }
        let car = try await GridHeaderSamples.car(buttons)
        #expect(car.controls.filter { $0.id.hasPrefix("list.header.grid.") }.map(\.label) == ["B1", "B2", "B3", "B4"])
    }

    @Test("a header grid button's image is drawn at maximumGridButtonImageSize", .apple("carplay/cplisttemplate/maximumgridbuttonimagesize"))
    func headerGridImageSize() {
        #expect(CPListTemplate.maximumGridButtonImageSize == CGSize(width: 40, height: 40))
    }

    @Test("choosing a header grid button without a conversation runs its handler", .apple("carplay/cplisttemplate/headergridbuttons"))
    func headerGridButtonRunsItsHandler() async throws {
        var chosen: [String] = []
        let button = CPGridButton(titleVariants: ["Family"], image: UIImage(systemName: "person.2")!) { chosen.append($0.titleVariants[0]) }
        let car = try await GridHeaderSamples.car([button])
        try await car.tap("Family")
        #expect(chosen == ["Family"])
    }
}

extension CPGridButtonConformance {
    @Test(
        "a grid button made with a message configuration stands for that conversation",
        .apple("carplay/cpgridbutton/init(titlevariants:image:messageconfiguration:handler:)"))
    func initWithMessageConfiguration() async throws {
        let configuration = CPMessageGridItemConfiguration(conversationIdentifier: "anna", unread: false)
        let button = CPGridButton(titleVariants: ["Anna"], image: UIImage(named: "Anna Smith")!, messageConfiguration: configuration, handler: nil)
        #expect(button.messageConfiguration === configuration && button.titleVariants == ["Anna"])
        let car = try await GridHeaderSamples.car([button])
        #expect(HeaderSamples.body(of: car.screen)[1] == "                   ┃AS ┃")
    }

    @Test("a grid button made without a message configuration has none", .apple("carplay/cpgridbutton/messageconfiguration"))
    func noMessageConfiguration() {
        #expect(CPGridButton(titleVariants: ["Home"], image: UIImage(systemName: "house")!) { _ in }.messageConfiguration == nil)
    }
}

/// CPMessageGridItemConfiguration: the conversation a list header's grid button stands for.
@MainActor struct CPMessageGridItemConfigurationConformance {
    @Test(
        "a conversation's grid button shows the unread mark while unread",
        .apple("carplay/cpmessagegriditemconfiguration/init(conversationidentifier:unread:)"))
    func unreadMark() async throws {
        let configuration = CPMessageGridItemConfiguration(conversationIdentifier: "anna", unread: true)
        #expect(configuration.conversationIdentifier == "anna" && configuration.isUnread)
        let car = try await GridHeaderSamples.car([
            CPGridButton(titleVariants: ["Anna"], image: UIImage(named: "Anna Smith")!, messageConfiguration: configuration, handler: nil)
        ])
        #expect(HeaderSamples.body(of: car.screen)[0] == "                   ●━━━┓")
    }

    @Test("the unread mark goes when the app marks the conversation read", .apple("carplay/cpmessagegriditemconfiguration/isunread"))
    func readClearsTheMark() async throws {
        let configuration = CPMessageGridItemConfiguration(conversationIdentifier: "anna", unread: true)
        let car = try await GridHeaderSamples.car([
            CPGridButton(titleVariants: ["Anna"], image: UIImage(named: "Anna Smith")!, messageConfiguration: configuration, handler: nil)
        ])
        await car.phone { configuration.isUnread = false }
        #expect(HeaderSamples.body(of: car.screen)[0] == "                   ┏━━━┓")
    }

    @Test(
        "choosing a conversation's grid button hands it to Siri: read when unread, else a reply",
        .apple("carplay/cpmessagegriditemconfiguration"))
    func choosingGoesToSiri() async throws {
        var handled = 0
        let car = try await GridHeaderSamples.car(GridHeaderSamples.people { handled += 1 })
        try await car.tap("Anna")
        #expect(try #require(Rows.line(of: car.screen, containing: "Messages from Anna")).text.dropFirst(6).hasPrefix("  │ Messages from Anna "))
        try await car.tap("Dismiss")
        try await car.tap("Ben")
        #expect(try #require(Rows.line(of: car.screen, containing: "say to Ben")).text.dropFirst(6).hasPrefix("  │ What do you want to say to Ben? "))
        #expect(handled == 0, "Siri acts on the conversation; the handler is not called")
    }

    @Test("the conversation identifier is the app's own", .apple("carplay/cpmessagegriditemconfiguration/conversationidentifier"))
    func conversationIdentifier() {
        #expect(CPMessageGridItemConfiguration(conversationIdentifier: "team-chat", unread: false).conversationIdentifier == "team-chat")
    }
}

/// A communication app's list with grid buttons in its header.
@MainActor enum GridHeaderSamples {
    /// Anna (unread) and Ben as conversations, and a Family button of the app's own.
    static func people(_ handled: @escaping () -> Void = {}) -> [CPGridButton] {
        [
            CPGridButton(
                titleVariants: ["Anna"], image: UIImage(named: "Anna Smith")!,
                messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "anna", unread: true), handler: { _ in handled() }),
            CPGridButton(
                titleVariants: ["Ben"], image: UIImage(named: "Ben Jones")!,
                messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "ben", unread: false), handler: { _ in handled() }),
            CPGridButton(titleVariants: ["Family"], image: UIImage(systemName: "person.2")!) { _ in },
        ]
    }

    /// A communication app's car whose list, Messages, has `buttons` in its header over two conversations.
    static func car(_ buttons: [CPGridButton]?) async throws -> TestCar {
        try await ListConformanceApp { _ in
            CPListTemplate(
                title: "Messages", sections: [CPListSection(items: Rows.items(["Carol", "Dan"]))], assistantCellConfiguration: nil, headerGridButtons: buttons)
        }.connectedCar(category: .communication)
    }
}
