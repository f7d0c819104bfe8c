import CarPlay
import HeadUnitCommands
import HeadUnitCore

/// A hosted app's turn, timed after it has shown many templates: an app
/// that pushes and pops lists and keeps every one. A turn's work follows
/// what the car shows, so it should not grow with how many the app showed.
@MainActor enum HostedTurnBench {
    /// The figures, as lines for `bench --hosted`.
    static func text() -> String {
        var lines = "  a turn after N templates shown and kept (median of 200 turns):"
        for shown in [10, 1000] { lines += " \(shown): \(BenchFormat.tenths(turn(afterShowing: shown))) us;" }
        return String(lines.dropLast()) + "\n"
    }

    /// Microseconds of a turn once `count` lists were pushed, popped and kept.
    static func turn(afterShowing count: Int) -> Double {
        let scene = BenchScene()
        var app = App(name: "Bench", category: .communication, root: TemplateID("root"), templates: [:])
        app.isHosted = true
        let runtime = CarPlayRuntime(app: app, delegate: scene, context: CarContext())
        runtime.app = app
        var driver = SessionDriver(state: SessionState(app: app), appSide: runtime.appSide())
        guard let controller = scene.controller else { return .nan }
        for number in 0..<count {
            let list = CPListTemplate(title: "L\(number)", sections: [CPListSection(items: (0..<12).map { CPListItem(text: "Row \($0)", detailText: nil) })])
            scene.kept.append(list)
            controller.pushTemplate(list, animated: false)
            driver.serveAppsNow()
            controller.popTemplate(animated: false)
            driver.serveAppsNow()
        }
        var times: [Double] = []
        for _ in 0..<200 {
            let start = ContinuousClock.now
            driver.serveAppsNow()
            times.append(BenchFormat.micros(start.duration(to: .now)))
        }
        return BenchFormat.summary(&times).median
    }

    /// An app that shows a root list and keeps every template it shows.
    private final class BenchScene: NSObject, CPTemplateApplicationSceneDelegate {
        var controller: CPInterfaceController?
        var kept: [CPTemplate] = []

        func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
            controller = interfaceController
            interfaceController.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false, completion: nil)
        }
    }
}
