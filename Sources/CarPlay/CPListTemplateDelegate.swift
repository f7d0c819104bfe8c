/// CPListTemplateDelegate (deprecated in iOS 14, replaced by a row's
/// handler): told when the driver chooses a row that has no handler of
/// its own; the row spins until the app calls the completion.
@available(*, deprecated, message: "Use CPListItem's handler")
@preconcurrency @MainActor public protocol CPListTemplateDelegate: NSObjectProtocol {
    func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping @Sendable () -> Void)
}

/// A completion the app may call on any thread: `completion` runs on the
/// main actor, in a task of the app's (in the car's turn).
func anyThread(_ completion: @escaping () -> Void) -> @Sendable () -> Void {
    let held = MainActorCompletion(completion)
    return { Task { @MainActor in held.run() } }
}

/// A completion that only ever runs on the main actor, so that it may be
/// handed to code on any thread.
private final class MainActorCompletion: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) { self.run = run }
}
