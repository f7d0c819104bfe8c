/// STAND-IN for `Cancellable`: something that can be stopped.
public protocol Cancellable {
    /// Stops it, and frees what it holds.
    func cancel()
}

/// STAND-IN for `AnyCancellable`: cancels what it wraps when cancelled or
/// when it is freed, so that keeping it keeps a subscription alive.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?

    /// Calls `cancel` when cancelled or freed.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Cancels `canceller` when cancelled or freed.
    public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

    deinit { onCancel?() }

    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    /// Keeps it in `set`, the usual place for a subscriber's subscriptions.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps it in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
