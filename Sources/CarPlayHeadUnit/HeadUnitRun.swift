import CTermSupport
import CarPlay
import Foundation
import HeadUnitCommands
import HeadUnitCore

/// Runs a CarPlay app's scene delegate in headunit: one call in the app's
/// `main.swift` gives it the whole tool, as `headunit` is used.
///
/// `SwiftRadio` opens the interactive head unit; `SwiftRadio snapshot
/// --keys "dpad click"` prints a frame; `SwiftRadio script` runs the
/// app's scripts headless and checks them; `SwiftRadio play` shows one at
/// a person's pace; every option of `headunit run`, `snapshot`, `script`
/// and `play` works, and scenario files named after them join the app on
/// the home screen. Only an app's `main.swift` imports this library: the
/// terminal and the commands come with it.
extension HeadUnit {
    /// Runs the app named `name` of `category`, whose scene delegate is
    /// `delegate`, with the command line `arguments`, and exits with the
    /// command's status. `scripts` are its rehearsals (the command
    /// language, one command a line), by name; `phone` what the phone
    /// does on its own, by the name `phone NAME` fires. A navigation app's
    /// `dashboardDelegate` and `instrumentClusterDelegate` are the
    /// delegates of its dashboard and cluster scenes, where it has them
    /// (as its Info.plist's scene manifest names their classes).
    @preconcurrency @MainActor public static func run(
        delegate: any CPTemplateApplicationSceneDelegate, dashboardDelegate: (any CPTemplateApplicationDashboardSceneDelegate)? = nil,
        instrumentClusterDelegate: (any CPTemplateApplicationInstrumentClusterSceneDelegate)? = nil, name: String, category: Category,
        scripts: KeyValuePairs<String, String> = [:], phone: KeyValuePairs<String, @MainActor () -> Void> = [:],
        arguments: [String] = CommandLine.arguments
    ) -> Never {
        // The app's prints are its console's, as on iOS: never the car's screen, nor a frame or report.
        _ = headunit_give_prints_the_console()
        var app = App(name: name, category: category.appCategory, root: TemplateID("root"), templates: [:])
        app.isHosted = true
        let runtime = CarPlayRuntime(app: app, delegate: delegate, dashboard: dashboardDelegate, instrumentCluster: instrumentClusterDelegate)
        app.events.phone = runtime.phoneEvents(phone)
        runtime.app = app
        let context = CommandContext(
            hostedApps: [app], appSide: runtime.appSide(), scripts: HostedScripts(scripts.map { ($0.key, $0.value) }),
            hostBench: { MainActor.assumeIsolated { HostedTurnBench.text() } })
        exit(HeadUnitCommand.main(arguments, context: context).rawValue)
    }
}
