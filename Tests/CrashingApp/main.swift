// A hosted app with faults of its own: its list row's handler crashes, for
// the test that a crash in an app's own code is told as the app's; and a
// rehearsal has a line headunit does not know, which `script` tells and a
// start never reads.
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
HeadUnit.run(delegate: scene, name: "Crashing", category: .communication, scripts: ["broken": "expect focus \"Crash\"\nfrobnicate\n"])
