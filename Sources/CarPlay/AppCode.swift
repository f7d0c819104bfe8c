import CTermSupport

/// Marks where the hosted app's own code runs (its scene delegate, a
/// handler it gave, a block it queued), so that a crash there is told as
/// the app's, with where, and not as a fault of headunit's.
package enum AppCode {
    /// Runs `body` as the app's code named by `label`; after it, the code
    /// that ran before is named again (app code the app's own code started
    /// hands the name back to its caller, not to headunit).
    static func run<Result>(_ label: @autoclosure () -> String, _ body: () throws -> Result) rethrows -> Result {
        let outer = current
        headunit_enter_app_code(label())
        defer { headunit_set_app_code(outer.isEmpty ? nil : outer) }
        return try body()
    }

    /// The app's code that runs now, as named; empty while headunit's runs.
    package static var current: String { String(cString: headunit_app_code()) }

    /// How many times the app's code was entered: a step in which it did
    /// not move ran none of the app's code (`TestCar` then has nothing of
    /// the app's to wait for).
    package static var entries: UInt { UInt(headunit_app_code_entries()) }
}
