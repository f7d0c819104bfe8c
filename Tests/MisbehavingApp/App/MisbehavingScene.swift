// A hosted app that breaks iOS's rules in its own code, written in Swift 5
// mode as real apps' CarPlay code is: a handler that never returns (iOS's
// watchdog ends such an app), one that pushes a template from a background
// queue (Xcode's Main Thread Checker names the call), and one that fails a
// check. The terminal tests run it as a program; CarPlayTesting's tests
// drive its scene.
import CarPlay
import Dispatch
import Foundation

/// The app's scene: one list of rows, each doing one wrong thing.
public final class MisbehavingScene: NSObject, CPTemplateApplicationSceneDelegate {
    public override init() {}

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let hang = CPListItem(text: "Hang", detailText: "its handler never returns")
        hang.handler = { _, completion in
            // Waits for an answer that never comes, as a synchronous network call on the main thread can.
            while true { sleep(1) }
        }
        let background = CPListItem(text: "Background push", detailText: "pushes from a background queue")
        background.handler = { _, completion in
            DispatchQueue.global().async {
                let detail = CPInformationTemplate(title: "Pushed", layout: .leading, items: [], actions: [])
                interfaceController.pushTemplate(detail, animated: true, completion: nil)
            }
            completion()
        }
        let crash = CPListItem(text: "Crash", detailText: "its handler fails a check")
        crash.handler = { _, completion in
            let empty: [Int] = []
            _ = empty[CommandLine.arguments.count]
            completion()
        }
        let list = CPListTemplate(title: "Misbehaving", sections: [CPListSection(items: [hang, background, crash])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}
