import CarPlay
import HeadUnitCommands
import HeadUnitCore

/// A hosted app's turn and push, timed after it has shown many templates:
/// an app that pushes and pops lists and keeps every one. A turn's work
/// and a push's follow what the car shows, so neither should grow with how
/// many templates the app showed.
@MainActor enum HostedTurnBench {
    /// The figures, as lines for `bench --hosted`; the last hands the
    /// push's goal (issue 37: at most 1.2 times) to `headunit bench`.
    static func text() -> String {
        var lines = "  a turn after N templates shown and kept (median of 200 turns):"
        for shown in [10, 1000] { lines += " \(shown): \(BenchFormat.tenths(turn(afterShowing: shown))) us;" }
        let pushes = [50, 1500].map { push(afterShowing: $0) }
        lines = String(lines.dropLast()) + "\n  a push of a 12-row list after N kept (median of 200 pushes):"
        lines += " 50: \(BenchFormat.tenths(pushes[0])) us; 1,500: \(BenchFormat.tenths(pushes[1])) us"
        return lines + " (\(BenchFormat.tenths(pushes[1] / pushes[0]))x)\n" + BenchGoal.push(pushes[1] / pushes[0]).line + "\n"
    }

    /// Microseconds of a turn once `count` lists were pushed, popped and kept.
    static func turn(afterShowing count: Int) -> Double {
        guard var kept = KeptApp(showing: count) else { return .nan }
        var times: [Double] = []
        for _ in 0..<200 {
            let start = ContinuousClock.now
            kept.driver.serveAppsNow()
            times.append(BenchFormat.micros(start.duration(to: .now)))
        }
        return BenchFormat.summary(&times).median
    }

    /// Microseconds of a push of a fresh 12-row list and the turn that
    /// shows it, once `count` lists were pushed, popped and kept.
    static func push(afterShowing count: Int) -> Double {
        guard var kept = KeptApp(showing: count) else { return .nan }
        var times: [Double] = []
        for number in 0..<200 {
            let list = KeptApp.list(number)
            let start = ContinuousClock.now
            kept.controller.pushTemplate(list, animated: false)
            kept.driver.serveAppsNow()
            times.append(BenchFormat.micros(start.duration(to: .now)))
            kept.controller.popTemplate(animated: false)
            kept.driver.serveAppsNow()
        }
        return BenchFormat.summary(&times).median
    }

    /// A hosted app on a car after it pushed, popped and kept `count` lists.
    @MainActor private struct KeptApp {
        let scene = BenchScene()
        let runtime: CarPlayRuntime
        let controller: CPInterfaceController
        var driver: SessionDriver

        init?(showing count: Int) {
            var app = App(name: "Bench", category: .communication, root: TemplateID("root"), templates: [:])
            app.isHosted = true
            runtime = CarPlayRuntime(app: app, delegate: scene, context: CarContext())
            runtime.app = app
            driver = SessionDriver(state: SessionState(app: app), appSide: runtime.appSide())
            guard let controller = scene.controller else { return nil }
            self.controller = controller
            for number in 0..<count {
                let list = Self.list(number)
                scene.kept.append(list)
                controller.pushTemplate(list, animated: false)
                driver.serveAppsNow()
                controller.popTemplate(animated: false)
                driver.serveAppsNow()
            }
        }

        /// A list of 12 rows, named by `number`.
        static func list(_ number: Int) -> CPListTemplate {
            CPListTemplate(title: "L\(number)", sections: [CPListSection(items: (0..<12).map { CPListItem(text: "Row \($0)", detailText: nil) })])
        }
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
