// A hosted app whose work takes the car's time, written as real apps are:
// its lists are filled as they appear (Pocket Casts fills a list in
// templateDidAppear), it pushes and presents templates it keeps no
// reference to, it loads in a task whose awaits leave the main actor, and
// it sleeps before an update. The tests of the car's time run it.
import CarPlay

/// The app's scene: a library list filled each time it appears, with rows
/// that push a list filled as it appears, load a route, wait 30 s, present
/// an action sheet, set another root, and never call their completion.
@MainActor public final class TimingScene: NSObject, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    /// What the interface controller's delegate was told, in order:
    /// `willAppear Library`, `didDisappear Shows`.
    public private(set) var told: [String] = []
    /// Which library row's handler ran, by its text and the appearance
    /// that made it: `Shows 2`.
    public private(set) var selected: [String] = []
    private var interfaceController: CPInterfaceController?
    private let library = CPListTemplate(title: "Library", sections: [])
    private var appearances = 0
    private var route = "not loaded"
    private var waited = "not waited"
    private let routes = RouteService()

    public override init() {}

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        interfaceController.setRootTemplate(library, animated: false)
    }

    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) { told.append("willAppear \(Self.name(of: aTemplate))") }
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) { told.append("willDisappear \(Self.name(of: aTemplate))") }
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) { told.append("didDisappear \(Self.name(of: aTemplate))") }

    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {
        told.append("didAppear \(Self.name(of: aTemplate))")
        if aTemplate === library {
            appearances += 1
            fillLibrary()
        } else if let shows = aTemplate as? CPListTemplate, shows.title == "Shows" {
            shows.updateSections([CPListSection(items: ["Cortex", "Upgrade"].map { CPListItem(text: $0, detailText: nil) })])
        }
    }

    /// The library's rows, new objects each time it appears.
    private func fillLibrary() {
        let made = appearances
        let rows: [(String, String, (@escaping () -> Void) -> Void)] = [
            (
                "Shows", "filled as it appears",
                { [weak self] done in
                    self?.interfaceController?.pushTemplate(CPListTemplate(title: "Shows", sections: []), animated: true)
                    done()
                }
            ),
            (
                "Route", route,
                { [weak self] done in
                    done()
                    Task { await self?.loadRoute() }
                }
            ),
            (
                "Wait", waited,
                { [weak self] done in
                    done()
                    Task {
                        try await Task.sleep(for: .seconds(30))
                        self?.waited = "waited 30 s"
                        self?.fillLibrary()
                    }
                }
            ),
            (
                "Sheet", "an action sheet, not kept",
                { [weak self] done in
                    let close = CPAlertAction(title: "Close", style: .cancel) { [weak self] _ in self?.interfaceController?.dismissTemplate(animated: true) }
                    self?.interfaceController?.presentTemplate(CPActionSheetTemplate(title: "Sheet", message: nil, actions: [close]), animated: true)
                    done()
                }
            ),
            (
                "Replace", "a new root, not kept",
                { [weak self] done in
                    let restore = CPListItem(text: "Library", detailText: "back to the library")
                    restore.handler = { [weak self] _, completion in
                        if let self { self.interfaceController?.setRootTemplate(self.library, animated: true) }
                        completion()
                    }
                    self?.interfaceController?.setRootTemplate(CPListTemplate(title: "Interim", sections: [CPListSection(items: [restore])]), animated: true)
                    done()
                }
            ),
            ("Forgetful", "never calls its completion", { _ in }),
        ]
        library.updateSections([
            CPListSection(
                items: rows.map { text, detail, action in
                    let item = CPListItem(text: text, detailText: detail)
                    item.handler = { [weak self] _, completion in
                        self?.selected.append("\(text) \(made)")
                        action(completion)
                    }
                    return item
                })
        ])
    }

    /// Loads the route, away from the main actor, and shows it.
    private func loadRoute() async {
        route = "loading"
        fillLibrary()
        route = await routes.route(to: "Cupertino")
        fillLibrary()
    }

    private static func name(of template: CPTemplate) -> String {
        switch template {
        case let list as CPListTemplate: list.title ?? "list"
        case let sheet as CPActionSheetTemplate: sheet.title ?? "action sheet"
        default: "template"
        }
    }
}

/// Works out routes off the main actor, as a model or a network layer does.
actor RouteService {
    private var asked = 0

    func route(to place: String) async -> String {
        asked += 1
        let distance = await Self.measure(place)
        await Task.yield()
        return "\(distance) km to \(place)"
    }

    private nonisolated static func measure(_ place: String) async -> Int {
        await Task.yield()
        return place.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 97 }
    }
}
