import CAppExecutor
import CTermSupport
import Foundation

/// Xcode's Main Thread Checker, for the CarPlay API: a call that must run
/// on the main thread, made from a background queue by app code the
/// compiler did not stop (Swift 5 code, a `DispatchQueue.global().async`
/// block), is the app's error, told in Xcode's words with the call, the
/// thread and the queue, and headunit is not harmed.
///
/// Apple's Main Thread Checker ("detects invalid usage of AppKit, UIKit,
/// and other APIs on a background thread") logs and lets the call go on,
/// whose effect is then undefined ("missed UI updates, visual defects,
/// data corruptions, and crashes"). Here the call would run beside the
/// car's own step on the main thread: the same data race that crashed
/// headunit. So the checker ends the app as a crash of the app's own code
/// does (the terminal restored, the fault told as the app's, not
/// headunit's), as Xcode does with "Pause on issues" on and Swift 6's own
/// isolation checks do: the bug is shown where it is, not as a push that
/// sometimes happens.
enum MainThreadChecker {
    /// Ends the app when the code calling `call` (an Objective-C method
    /// name, `-[CPInterfaceController pushTemplate:animated:completion:]`)
    /// does not run on the main thread or the main queue.
    static func check(_ call: StaticString) {
        if AppExecutor.shared.isIsolatingCurrentContext() == true { return }
        fail(call)
    }

    /// The app's error, as Xcode words it, then its end as a crash of its code.
    private static func fail(_ call: StaticString) -> Never {
        headunit_set_app_code("\(call), called on a background thread")
        fatalError(report(call))
    }

    /// Xcode's report: the call, then where it ran.
    static func report(_ call: StaticString) -> String {
        let queue = String(cString: headunit_current_queue_label())
        let thread = String(cString: headunit_current_thread_name())
        return "Main Thread Checker: UI API called on a background thread: \(call)\n"
            + "PID: \(getpid()), TID: \(headunit_current_thread_id()), Thread name: \(thread.isEmpty ? "(none)" : thread), "
            + "Queue name: \(queue.isEmpty ? "(none)" : queue)"
    }
}
