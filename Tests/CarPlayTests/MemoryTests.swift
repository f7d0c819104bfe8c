import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

@testable import CarPlay

/// What an app can no longer reach is let go: its templates, their rows
/// and their handlers, as iOS releases them.
@MainActor struct MemoryTests {
    /// Measured alone in a process of its own: the tests running beside it
    /// would move the process's resident memory.
    @Test func pushingAndPoppingAFreshListTenThousandTimesKeepsNothing() throws {
        guard SoloProcess.isSolo("MemoryTests") else {
            let child = try SoloProcess.run("MemoryTests")
            #expect(child.status == 0, "\(child.stdout)\(child.stderr)")
            let grown = try #require(child.lines.first { $0.hasPrefix("grown ") }.flatMap { Int($0.dropFirst(6)) }, "\(child.stdout)")
            #expect(grown < 2 << 20, "resident memory grew \(grown) bytes over 10,000 pushes and pops")
            return
        }
        final class Scene: NSObject, CPTemplateApplicationSceneDelegate {
            var controller: CPInterfaceController?
            func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
                controller = interfaceController
                interfaceController.setRootTemplate(CPListTemplate(title: "Home", sections: []), animated: false, completion: nil)
            }
        }
        let scene = Scene()
        var app = App(name: "Leak", category: .audio, root: TemplateID("root"), templates: [:])
        app.isHosted = true
        let runtime = CarPlayRuntime(app: app, delegate: scene)
        var driver = SessionDriver(state: SessionState(app: app), appSide: runtime.appSide())
        let controller = scene.controller!
        /// One push and pop of a fresh 20-row list, each turn served.
        func round(_ index: Int) {
            let rows = (0..<20).map { row in
                let item = CPListItem(text: "Row \(row) of \(index)", detailText: "detail")
                item.handler = { _, done in done() }
                return item
            }
            controller.pushTemplate(CPListTemplate(title: "List \(index)", sections: [CPListSection(items: rows)]), animated: false, completion: nil)
            driver.serveAppsNow()
            controller.popTemplate(animated: false, completion: nil)
            driver.serveAppsNow()
        }
        for index in 0..<200 { round(index) }
        let start = ResidentMemory.bytes
        for index in 0..<10_000 { round(index) }
        let grown = ResidentMemory.bytes - start
        #expect(driver.state.shown.controller.stack.count == 1, "every push was popped")
        #expect(driver.state.shown.templates.count == 2 && runtime.conversion.templates.count == 2, "the root and the shared now playing are all that is left")
        print("grown \(grown)")
    }
}
