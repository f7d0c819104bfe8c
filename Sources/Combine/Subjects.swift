import Foundation

/// STAND-IN for `Subject`: a publisher the program sends values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the values.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends the one value `()`.
    public func send() { send(()) }
}

/// STAND-IN for `PassthroughSubject`: sends each value to the subscribers of the moment.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let relay = Relay<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { relay.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { relay.finish(completion) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { relay.attach(subscriber) }
}

/// STAND-IN for `CurrentValueSubject`: holds a value, which a new subscriber
/// receives first and every change sends.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let relay = Relay<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The value held; setting it sends it.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.withLock { current = value }
        relay.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { relay.finish(completion) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        relay.attach(subscriber, first: value)
    }
}
