import Foundation

/// What a list handler's completion holds: whether the app called it.
/// When the app's code lets it go uncalled, its row would spin forever on
/// a car: `dropped` runs then, on the main actor, so that the car says so
/// once the handler has run and not before.
final class RowCompletion: @unchecked Sendable {
    var called = false
    private let dropped: @MainActor () -> Void

    init(dropped: @escaping @MainActor () -> Void) { self.dropped = dropped }

    deinit {
        guard !called else { return }
        let dropped = self.dropped
        if Thread.isMainThread {
            MainActor.assumeIsolated(dropped)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(dropped) }
        }
    }
}
