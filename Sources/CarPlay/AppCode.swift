import CTermSupport

/// Marks where the hosted app's own code runs (its scene delegate, a
/// handler it gave, a block it queued), so that a crash there is told as
/// the app's, with where, and not as a fault of headunit's.
enum AppCode {
    /// Runs `body` as the app's code named by `label`.
    static func run<Result>(_ label: @autoclosure () -> String, _ body: () throws -> Result) rethrows -> Result {
        headunit_set_app_code(label())
        defer { headunit_set_app_code(nil) }
        return try body()
    }
}
