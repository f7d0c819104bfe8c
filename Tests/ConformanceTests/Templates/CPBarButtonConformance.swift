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
}
