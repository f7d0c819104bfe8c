import CarPlay
import CarPlayTesting
import Testing

/// An app whose root is the list template its test makes: the list is made
/// in the car's world when the scene connects, and what its rows' handlers
/// hear is kept, in order.
@MainActor final class ListConformanceApp: UIResponder, CPTemplateApplicationSceneDelegate {
    private let makeList: (ListConformanceApp) -> CPListTemplate
    /// The root list, once the scene connected.
    private(set) var list: CPListTemplate?
    var interfaceController: CPInterfaceController?
    /// What the handlers heard, as `selected Song 2` or `image 1 of Mixes`.
    var heard: [String] = []
    /// The completions the handlers were given and did not call yet.
    var pendingCompletions: [() -> Void] = []

    init(_ makeList: @escaping (ListConformanceApp) -> CPListTemplate) {
        self.makeList = makeList
        super.init()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let list = makeList(self)
        self.list = list
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }

    /// A handler that records the row it was given and completes at once.
    func recording() -> (any CPSelectableListItem, @escaping () -> Void) -> Void {
        { [weak self] item, completion in
            self?.heard.append("selected \(item.text ?? "")")
            completion()
        }
    }

    /// A handler that records the row it was given and keeps its completion for later.
    func holding() -> (any CPSelectableListItem, @escaping () -> Void) -> Void {
        { [weak self] item, completion in
            self?.heard.append("selected \(item.text ?? "")")
            self?.pendingCompletions.append(completion)
        }
    }

    /// A car of `category` with this app connected, its list on the display.
    func connectedCar(category: HeadUnit.Category = .audio, display: TestCar.Display = .standard) async throws -> TestCar {
        let car = try await TestCar(delegate: self, category: category, display: display)
        try await car.connect()
        return car
    }

    /// A car with one list of `sections` connected.
    static func car(
        category: HeadUnit.Category = .audio, display: TestCar.Display = .standard, title: String? = "Library",
        _ sections: @escaping (ListConformanceApp) -> [CPListSection]
    ) async throws -> (TestCar, ListConformanceApp) {
        let app = ListConformanceApp { CPListTemplate(title: title, sections: sections($0)) }
        return (try await app.connectedCar(category: category, display: display), app)
    }
}

/// Rows as an app makes them.
@MainActor enum Rows {
    /// Plain rows with these texts.
    static func items(_ texts: [String]) -> [CPListItem] { texts.map { CPListItem(text: $0, detailText: nil) } }

    /// `count` rows named `prefix 1`, `prefix 2`, ...
    static func numbered(_ prefix: String, _ count: Int) -> [CPListItem] { items((1...count).map { "\(prefix) \($0)" }) }

    /// An image standing for a picture, drawn as `glyph`.
    static func image(_ glyph: String = "♪") -> UIImage { UIImage(glyph: glyph) }

    /// The display's lines that hold `text`.
    static func lines(of screen: String, containing text: String) -> [String] {
        screen.split(separator: "\n").map(String.init).filter { $0.contains(text) }
    }

    /// The first line that holds `text`, and its number.
    static func line(of screen: String, containing text: String) -> (number: Int, text: String)? {
        for (number, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(text) {
            return (number, String(line))
        }
        return nil
    }
}
