import CarPlay
import CarPlayTesting
import Testing

/// CPInformationTemplate, its items and text buttons: labels and details
/// with actions below.
@MainActor struct CPInformationTemplateConformance {
    /// A car whose app's root is `information`.
    static func car(_ information: CPInformationTemplate) async throws -> TestCar {
        let app = TemplateConformanceApp { _ in information }
        return try await app.connectedCar()
    }

    /// An information template of opening hours with a Directions action.
    static func hours(_ layout: CPInformationTemplateLayout = .leading, _ tapped: @escaping (CPTextButton) -> Void = { _ in }) -> CPInformationTemplate {
        CPInformationTemplate(
            title: "Café", layout: layout, items: [CPInformationItem(title: "Hours", detail: "7 to 19")],
            actions: [CPTextButton(title: "Directions", textStyle: .confirm, handler: tapped)])
    }

    @Test("an information template shows its title, its items and its actions", .apple("carplay/cpinformationtemplate/init(title:layout:items:actions:)"))
    func showsEverything() async throws {
        let car = try await Self.car(Self.hours())
        #expect(car.screen.contains("Café") && car.screen.contains("Hours") && car.screen.contains("7 to 19"))
        #expect(car.controls.contains { $0.id == "info.action.0" && $0.label == "Directions" })
    }

    @Test("the leading layout puts each item's detail under its title", .apple("carplay/cpinformationtemplate/layout"))
    func leadingLayout() async throws {
        let information = Self.hours(.leading)
        #expect(information.layout == .leading)
        let car = try await Self.car(information)
        let rows = car.screen.split(separator: "\n")
        let title = try #require(rows.firstIndex { $0.contains("Hours") })
        #expect(!rows[title].contains("7 to 19") && rows[title + 1].contains("7 to 19"), "\(car.screen)")
    }

    @Test("the two-column layout puts each item's detail beside its title", .apple("carplay/cpinformationtemplatelayout"))
    func twoColumnLayout() async throws {
        let car = try await Self.car(Self.hours(.twoColumn))
        let row = try #require(car.screen.split(separator: "\n").first { $0.contains("Hours") })
        #expect(row.contains("7 to 19"), "\(car.screen)")
    }

    @Test("changing the title shows the new one", .apple("carplay/cpinformationtemplate/title"))
    func titleChanges() async throws {
        let information = Self.hours()
        let car = try await Self.car(information)
        await car.phone { information.title = "Bakery" }
        #expect(car.screen.contains("Bakery") && !car.screen.contains("Café"))
    }

    @Test("changing the items shows the new ones", .apple("carplay/cpinformationtemplate/items"))
    func itemsChange() async throws {
        let information = Self.hours()
        let car = try await Self.car(information)
        await car.phone { information.items = [CPInformationItem(title: "Phone", detail: "555 0100")] }
        #expect(car.screen.contains("555 0100") && !car.screen.contains("Hours"))
    }

    @Test("changing the actions shows the new buttons", .apple("carplay/cpinformationtemplate/actions"))
    func actionsChange() async throws {
        let information = Self.hours()
        let car = try await Self.car(information)
        await car.phone { information.actions = [CPTextButton(title: "Call", textStyle: .normal) { _ in }] }
        #expect(car.controls.contains { $0.id == "info.action.0" && $0.label == "Call" })
        #expect(!car.screen.contains("Directions"))
    }

    @Test("an information template shows its leading bar buttons", .apple("carplay/cpinformationtemplate/leadingnavigationbarbuttons"))
    func leadingBarButtons() async throws {
        let information = Self.hours()
        information.leadingNavigationBarButtons = [CPBarButton(title: "Share") { _ in }]
        let car = try await Self.car(information)
        #expect(car.controls.contains { $0.id == "nav.leading.0" && $0.label == "Share" })
    }

    @Test("an information template shows its trailing bar buttons", .apple("carplay/cpinformationtemplate/trailingnavigationbarbuttons"))
    func trailingBarButtons() async throws {
        let information = Self.hours()
        information.trailingNavigationBarButtons = [CPBarButton(title: "Save") { _ in }]
        let car = try await Self.car(information)
        #expect(car.controls.contains { $0.id == "nav.trailing.0" && $0.label == "Save" })
    }
}

/// CPInformationItem and CPInformationRatingItem: a title and its detail, and a rating.
@MainActor struct CPInformationItemConformance {
    @Test("an item shows its title and its detail", .apple("carplay/cpinformationitem/init(title:detail:)"))
    func itemShowsTitleAndDetail() async throws {
        let item = CPInformationItem(title: "Seats", detail: "Four")
        #expect(item.title == "Seats" && item.detail == "Four")
        let car = try await CPInformationTemplateConformance.car(CPInformationTemplate(title: "Car", layout: .leading, items: [item], actions: []))
        #expect(car.screen.contains("Seats") && car.screen.contains("Four"))
    }

    @Test(
        "a rating item shows its rating out of its maximum, with its title and detail",
        .apple("carplay/cpinformationratingitem/init(rating:maximumrating:title:detail:)"))
    func ratingShows() async throws {
        let item = CPInformationRatingItem(rating: 4, maximumRating: 5, title: "Reviews", detail: "212 ratings")
        #expect(item.rating == 4 && item.maximumRating == 5)
        let car = try await CPInformationTemplateConformance.car(CPInformationTemplate(title: "Café", layout: .leading, items: [item], actions: []))
        #expect(car.screen.contains("Reviews") && car.screen.contains("★★★★☆ 212 ratings"), "\(car.screen)")
    }

    @Test("the rating's maximum sets how many stars the rating is out of", .apple("carplay/cpinformationratingitem/maximumrating"))
    func maximumSetsTheScale() async throws {
        let item = CPInformationRatingItem(rating: 2, maximumRating: 3, title: "Price", detail: nil)
        let car = try await CPInformationTemplateConformance.car(CPInformationTemplate(title: "Café", layout: .leading, items: [item], actions: []))
        #expect(car.screen.contains("★★☆") && !car.screen.contains("★★☆☆"), "\(car.screen)")
    }
}

/// CPTextButton: a button of text in a style, and its handler.
@MainActor struct CPTextButtonConformance {
    @Test("a text button shows its title and choosing it runs its handler, given the button", .apple("carplay/cptextbutton/init(title:textstyle:handler:)"))
    func handlerRuns() async throws {
        var chosen: [CPTextButton] = []
        let information = CPInformationTemplateConformance.hours { chosen.append($0) }
        let car = try await CPInformationTemplateConformance.car(information)
        try await car.tap("Directions")
        #expect(chosen.count == 1 && chosen.first === information.actions[0])
    }

    @Test("a text button's title can change while it shows", .apple("carplay/cptextbutton/title"))
    func titleChanges() async throws {
        let information = CPInformationTemplateConformance.hours()
        let car = try await CPInformationTemplateConformance.car(information)
        await car.phone { information.actions[0].title = "Route" }
        #expect(car.controls.contains { $0.id == "info.action.0" && $0.label == "Route" })
    }

    @Test("a confirming text button is drawn apart from a normal one", .apple("carplay/cptextbutton/textstyle"))
    func confirmStyleShows() async throws {
        let information = CPInformationTemplate(
            title: "Order", layout: .leading, items: [],
            actions: [CPTextButton(title: "Pay", textStyle: .confirm) { _ in }, CPTextButton(title: "Later", textStyle: .normal) { _ in }])
        #expect(information.actions[0].textStyle == .confirm)
        let car = try await CPInformationTemplateConformance.car(information)
        let rows = car.screen.split(separator: "\n")
        let row = try #require(rows.firstIndex { $0.contains("Pay") })
        #expect(rows[row].contains("┃") && !rows[row].contains("│    Pay"), "\(car.screen)")
    }
}
