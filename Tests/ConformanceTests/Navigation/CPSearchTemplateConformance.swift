import CarPlay
import CarPlayTesting
import Testing

/// A navigation app's search: a search template pushed over its map,
/// whose delegate answers what the driver types.
@MainActor final class SearchConformanceApp: UIResponder, CPTemplateApplicationSceneDelegate, CPSearchTemplateDelegate {
    let search = CPSearchTemplate()
    var heard: [String] = []
    /// Whether the delegate finishes a selection at once.
    var completesSelection = true
    var pendingSelection: (() -> Void)?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        search.delegate = self
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
        interfaceController.pushTemplate(search, animated: false, completion: nil)
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
        heard.append("updated \(searchText)")
        let places = ["Coffee Bar", "Coffee Roasters", "Tea House"].filter { $0.lowercased().hasPrefix(searchText.lowercased()) }
        completionHandler(places.map { CPListItem(text: $0, detailText: nil) })
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
        heard.append("selected \(item.text ?? "")")
        if completesSelection { completionHandler() } else { pendingSelection = completionHandler }
    }
}

/// CPSearchTemplate and CPSearchTemplateDelegate.
@MainActor struct CPSearchTemplateConformance {
    @Test("a search template lets the driver search and see the results", .apple("carplay/cpsearchtemplate"))
    func searchShowsResults() async throws {
        let app = SearchConformanceApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        #expect(car.topTemplate === app.search)
        try await car.type("cof")
        #expect(car.screen.contains("Coffee Bar") && car.screen.contains("Coffee Roasters") && !car.screen.contains("Tea House"))
    }

    @Test("the search template's delegate is the object that answers the search", .apple("carplay/cpsearchtemplate/delegate"))
    func delegateAnswers() async throws {
        let app = SearchConformanceApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        #expect(app.search.delegate === app)
        try await car.type("t")
        #expect(app.heard == ["updated t"])
    }

    @Test("a new search template has no delegate until the app sets one", .apple("carplay/cpsearchtemplate/init()"))
    func newSearchTemplate() {
        #expect(CPSearchTemplate().delegate == nil)
    }

    @Test(
        "the delegate hears the text as the driver types it, and its results show",
        .apple("carplay/cpsearchtemplatedelegate/searchtemplate(_:updatedsearchtext:completionhandler:)"))
    func updatedSearchText() async throws {
        let app = SearchConformanceApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        try await car.type("c")
        try await car.type("o")
        #expect(app.heard == ["updated c", "updated co"])
        #expect(car.screen.contains("Coffee Bar"))
    }

    @Test(
        "the delegate hears which result the driver selected, and the row waits for its completion",
        .apple("carplay/cpsearchtemplatedelegate/searchtemplate(_:selectedresult:completionhandler:)"))
    func selectedResult() async throws {
        let app = SearchConformanceApp()
        app.completesSelection = false
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        try await car.type("coffee")
        try await car.tap("Coffee Roasters")
        #expect(app.heard.last == "selected Coffee Roasters")
        #expect(car.spinning?.label.contains("Coffee Roasters") == true)
        await car.phone { app.pendingSelection?() }
        #expect(car.spinning == nil)
    }

    @Test("the delegate protocol answers the search and hears the selection", .apple("carplay/cpsearchtemplatedelegate"))
    func delegateProtocol() async throws {
        let app = SearchConformanceApp()
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        try await car.type("tea")
        try await car.tap("Tea House")
        #expect(app.heard == ["updated tea", "selected Tea House"])
    }
}
