// A hosted app with faults of its own: its list row's handler crashes, for
// the test that a crash in an app's own code is told as the app's; it
// prints as real apps log, for the test that prints never reach the car's
// screen; and a rehearsal has a line headunit does not know, which
// `script` tells and a start never reads.
import CarPlay
import CarPlayHeadUnit

@MainActor final class CrashingScene: NSObject, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        print("CarPlay connected")
        let item = CPListItem(text: "Crash", detailText: "its handler fails a check")
        item.handler = { _, completion in
            let empty: [Int] = []
            _ = empty[CommandLine.arguments.count]
            completion()
        }
        let printing = CPListItem(text: "Print", detailText: "its handler prints a line")
        printing.handler = { [weak printing] _, completion in
            print("Selected: Print")
            printing?.setDetailText("printed")
            completion()
        }
        let list = CPListTemplate(title: "Crashing", sections: [CPListSection(items: [item, printing])])
        interfaceController.setRootTemplate(list, animated: false)
    }
}

let scene = CrashingScene()
HeadUnit.run(delegate: scene, name: "Crashing", category: .communication, scripts: ["broken": "expect focus \"Crash\"\nfrobnicate\n"])
