// A hosted app whose list row's handler crashes, for the test that a
// crash in an app's own code is told as the app's.
import CarPlay

@MainActor final class CrashingScene: NSObject, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let item = CPListItem(text: "Crash", detailText: "its handler fails a check")
        item.handler = { _, completion in
            let empty: [Int] = []
            _ = empty[CommandLine.arguments.count]
            completion()
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Crashing", sections: [CPListSection(items: [item])]), animated: false)
    }
}

let scene = CrashingScene()
HeadUnit.run(delegate: scene, name: "Crashing", category: .communication)
