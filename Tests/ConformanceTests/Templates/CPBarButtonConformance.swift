import CarPlay
import CarPlayTesting
import Testing

/// CPBarButton and CPBarButtonProviding: the buttons of a template's
/// navigation bar.
@MainActor struct CPBarButtonConformance {
    /// A car whose app's root is a list with `leading` and `trailing` bar buttons.
    static func car(leading: [CPBarButton] = [], trailing: [CPBarButton] = []) async throws -> (TestCar, CPListTemplate) {
        let list = TemplateSamples.list("Inbox")
        list.leadingNavigationBarButtons = leading
        list.trailingNavigationBarButtons = trailing
        let app = TemplateConformanceApp { _ in list }
        return (try await app.connectedCar(), list)
    }

    @Test("a bar button made with a title shows it, and choosing it runs its handler", .apple("carplay/cpbarbutton/init(title:handler:)"))
    func titledButton() async throws {
        var chosen: [CPBarButton] = []
        let edit = CPBarButton(title: "Edit") { chosen.append($0) }
        let (car, _) = try await Self.car(trailing: [edit])
        #expect(car.controls.contains { $0.id == "nav.trailing.0" && $0.label == "Edit" })
        try await car.tap("Edit")
        #expect(chosen.count == 1 && chosen.first === edit)
    }

    @Test("a bar button's handler is a CPBarButtonHandler, run when it is chosen", .apple("carplay/cpbarbuttonhandler"))
    func handlerTypeIsApples() async throws {
        var chosen = 0
        let handler: CPBarButtonHandler = { _ in chosen += 1 }
        let (car, _) = try await Self.car(trailing: [CPBarButton(title: "Done", handler: handler)])
        try await car.tap("Done")
        #expect(chosen == 1)
    }

    @Test("a bar button made with an image shows the image", .apple("carplay/cpbarbutton/init(image:handler:)"))
    func imageButton() async throws {
        var chosen = 0
        let (car, _) = try await Self.car(trailing: [CPBarButton(image: UIImage(systemName: "plus")!) { _ in chosen += 1 }])
        #expect(car.controls.first { $0.id == "nav.trailing.0" }?.drawn.contains("+") == true, "\(car.controls)")
        try await car.tap("nav.trailing.0")
        #expect(chosen == 1)
    }

    @Test("a bar button's title can change while it shows", .apple("carplay/cpbarbutton/title"))
    func titleChanges() async throws {
        let button = CPBarButton(title: "Edit") { _ in }
        let (car, _) = try await Self.car(trailing: [button])
        await car.phone { button.title = "Done" }
        #expect(car.controls.first { $0.id == "nav.trailing.0" }?.label == "Done")
    }

    @Test("a bar button's image can change while it shows", .apple("carplay/cpbarbutton/image"))
    func imageChanges() async throws {
        let button = CPBarButton(image: UIImage(systemName: "plus")!) { _ in }
        let (car, _) = try await Self.car(trailing: [button])
        await car.phone { button.image = UIImage(systemName: "house") }
        #expect(car.controls.first { $0.id == "nav.trailing.0" }?.drawn.contains("⌂") == true, "\(car.controls)")
    }

    @Test("a disabled bar button cannot be chosen", .apple("carplay/cpbarbutton/isenabled"))
    func disabledButton() async throws {
        var chosen = 0
        let button = CPBarButton(title: "Edit") { _ in chosen += 1 }
        button.isEnabled = false
        let (car, _) = try await Self.car(trailing: [button])
        try await car.tap("nav.trailing.0")
        #expect(chosen == 0)
    }

    @Test("leading bar buttons show on the bar's leading side", .apple("carplay/cpbarbuttonproviding/leadingnavigationbarbuttons"))
    func leadingSide() async throws {
        let (car, _) = try await Self.car(leading: [CPBarButton(title: "Edit") { _ in }], trailing: [CPBarButton(title: "Add") { _ in }])
        let row = try #require(car.screen.split(separator: "\n").first { $0.contains("Edit") })
        let edit = try #require(row.range(of: "Edit"))
        let add = try #require(row.range(of: "Add"))
        #expect(edit.lowerBound < add.lowerBound, "\(row)")
    }

    @Test("trailing bar buttons show on the bar's trailing side", .apple("carplay/cpbarbuttonproviding/trailingnavigationbarbuttons"))
    func trailingSide() async throws {
        let (car, list) = try await Self.car(trailing: [CPBarButton(title: "Add") { _ in }])
        #expect(list.trailingNavigationBarButtons.count == 1)
        #expect(car.controls.contains { $0.id == "nav.trailing.0" && $0.label == "Add" })
        let row = try #require(car.screen.split(separator: "\n").first { $0.contains("Add") })
        let title = try #require(row.range(of: "Inbox"))
        let add = try #require(row.range(of: "Add"))
        #expect(title.upperBound < add.lowerBound, "\(row)")
    }

    @Test("a template that provides bar buttons can change them while it shows", .apple("carplay/cpbarbuttonproviding"))
    func barButtonsChange() async throws {
        let (car, list) = try await Self.car(trailing: [CPBarButton(title: "Add") { _ in }])
        await car.phone { list.trailingNavigationBarButtons = [CPBarButton(title: "Done") { _ in }] }
        #expect(car.controls.contains { $0.id == "nav.trailing.0" && $0.label == "Done" })
        #expect(!car.screen.contains("Add"))
    }

    @Test(
        "a bar button made as an image button shows the image the app gives it",
        .apple("carplay/cpbarbutton/init(type:handler:)"))
    func typedImageButton() async throws {
        var chosen = 0
        let button = OldBarButtonCode.made.button(.image) { _ in chosen += 1 }
        button.image = UIImage(systemName: "plus")
        let (car, _) = try await Self.car(trailing: [button])
        let control = try #require(car.controls.first { $0.id == "nav.trailing.0" })
        #expect(control.image == "plus")
        #expect(control.drawn == "+")
        try await car.tap("nav.trailing.0")
        #expect(chosen == 1)
    }

    @Test("a bar button made as a text button shows the title the app gives it", .apple("carplay/cpbarbutton/type/text"))
    func typedTextButton() async throws {
        let button = OldBarButtonCode.made.button(.text) { _ in }
        button.title = "Edit"
        let (car, _) = try await Self.car(trailing: [button])
        #expect(car.controls.first { $0.id == "nav.trailing.0" }?.drawn == "Edit")
    }

    @Test("a bar button's type is the one it was made with: text or image", .apple("carplay/cpbarbutton/buttontype"))
    func buttonTypeIsKept() {
        let old = OldBarButtonCode.made
        #expect(old.type(of: old.button(.image) { _ in }) == .image)
        #expect(old.type(of: old.button(.text) { _ in }) == .text)
        #expect(old.type(of: CPBarButton(title: "Edit") { _ in }) == .text)
        #expect(old.type(of: CPBarButton(image: UIImage(systemName: "plus")!) { _ in }) == .image)
    }

    @Test("a bar button's types are text and image", .apple("carplay/cpbarbutton/type"))
    func types() {
        let types: [CPBarButton.`Type`] = [.text, .image]
        #expect(types.map(\.rawValue) == [0, 1])
    }

    @Test("a button with both a title and an image shows its title, which takes precedence", .apple("carplay/cpbarbutton/title"))
    func titleTakesPrecedence() async throws {
        let button = CPBarButton(image: UIImage(systemName: "plus")!) { _ in }
        button.title = "Add"
        let (car, _) = try await Self.car(trailing: [button])
        #expect(car.controls.first { $0.id == "nav.trailing.0" }?.drawn == "Add")
    }
}

/// The bar button's type API, deprecated in iOS 14, called as an app
/// written before then calls it.
@MainActor protocol TypedBarButtons {
    func button(_ type: CPBarButton.`Type`, handler: ((CPBarButton) -> Void)?) -> CPBarButton
    func type(of button: CPBarButton) -> CPBarButton.`Type`
}

/// An app's code of before iOS 14.
@MainActor struct OldBarButtonCode: TypedBarButtons {
    static var made: any TypedBarButtons { OldBarButtonCode() }

    @available(*, deprecated)
    func button(_ type: CPBarButton.`Type`, handler: ((CPBarButton) -> Void)?) -> CPBarButton { CPBarButton(type: type, handler: handler) }

    @available(*, deprecated)
    func type(of button: CPBarButton) -> CPBarButton.`Type` { button.buttonType }
}
