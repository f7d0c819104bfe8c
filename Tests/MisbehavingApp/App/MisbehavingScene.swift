// A hosted app that breaks iOS's rules in its own code, written in Swift 5
// mode as real apps' CarPlay code is: a handler that never returns (iOS's
// watchdog ends such an app), one that pushes a template from a background
// queue (Xcode's Main Thread Checker names the call), one that fails a
// check, and one that holds the main thread for 3 s, then returns. The
// terminal tests run it as a program; CarPlayTesting's tests drive its
// scene.
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
        let slow = CPListItem(text: "Slow", detailText: "its handler holds the main thread for 3 s")
        slow.handler = { _, completion in
            // As a synchronous network call that answers late; a signal cuts a sleep short, a clock does not.
            let end = Date().addingTimeInterval(3)
            while Date() < end { usleep(100_000) }
            completion()
        }
        let list = CPListTemplate(title: "Misbehaving", sections: [CPListSection(items: [hang, background, crash, slow])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}
