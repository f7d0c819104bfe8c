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
        guard let turns = timeTogether(showing: [10, 1000], step: turn), let pushes = timeTogether(showing: [50, 1500], step: push) else {
            return "  a turn and a push after many kept templates: the bench's app did not connect\n" + BenchGoal.push(.nan).line + "\n"
        }
        var lines = "  a turn after N templates shown and kept (median of 200 turns, taken in turn):"
        lines += " 10: \(BenchFormat.tenths(turns[0])) us; 1000: \(BenchFormat.tenths(turns[1])) us"
        lines += "\n  a push of a 12-row list after N kept (median of 200 pushes, taken in turn):"
        lines += " 50: \(BenchFormat.tenths(pushes[0])) us; 1,500: \(BenchFormat.tenths(pushes[1])) us"
        return lines + " (\(BenchFormat.tenths(pushes[1] / pushes[0]))x)\n" + BenchGoal.push(pushes[1] / pushes[0]).line + "\n"
    }

    /// The median of `step`'s microseconds on an app for each count of
    /// `showing`, the apps taking turns step by step: a busy moment of the
    /// machine then falls on every count alike, where timing one count's
    /// 200 steps after the other's read 62 or 97 us for the same push.
    /// Nil when an app does not connect.
    private static func timeTogether(showing counts: [Int], step: (inout KeptApp, Int) -> Double) -> [Double]? {
        var apps = counts.compactMap(KeptApp.init(showing:))
        guard apps.count == counts.count else { return nil }
        var times = counts.map { _ in [Double]() }
        for number in 0..<200 {
            for index in apps.indices { times[index].append(step(&apps[index], number)) }
        }
        return times.indices.map { BenchFormat.summary(&times[$0]).median }
    }

    /// Microseconds of a turn: the car serves the app with nothing new to show.
    private static func turn(_ kept: inout KeptApp, _ number: Int) -> Double {
        let start = ContinuousClock.now
        kept.driver.serveAppsNow()
        return BenchFormat.micros(start.duration(to: .now))
    }

    /// Microseconds of a push of a fresh 12-row list and the turn that
    /// shows it; making the list and the pop that undoes it are not timed.
    private static func push(_ kept: inout KeptApp, _ number: Int) -> Double {
        let list = KeptApp.list(number)
        let start = ContinuousClock.now
        kept.controller.pushTemplate(list, animated: false)
        kept.driver.serveAppsNow()
        let time = BenchFormat.micros(start.duration(to: .now))
        kept.controller.popTemplate(animated: false)
        kept.driver.serveAppsNow()
        return time
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
