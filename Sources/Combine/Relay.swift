import Foundation

/// What the subjects share: their subscribers, each with its demand, and
/// whether the values have ended. Values go to each subscriber in the order
/// they subscribed, on the sending thread.
final class Relay<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var links: [RelaySubscription<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Links `subscriber`; a relay that has ended tells it so at once.
    /// `first`, if given, is what the subscriber receives before any later value.
    func attach<S: Subscriber>(_ subscriber: S, first: Output? = nil) where S.Input == Output, S.Failure == Failure {
        let link = RelaySubscription(subscriber, relay: self, pending: first)
        let ended = lock.withLock {
            if completion == nil { links.append(link) }
            return completion
        }
        subscriber.receive(subscription: link)
        if let ended { subscriber.receive(completion: ended) }
    }

    /// Sends `value` to every subscriber still asking for values.
    func send(_ value: Output) {
        for link in lock.withLock({ completion == nil ? links : [] }) { link.deliver(value) }
    }

    /// Ends the values: every subscriber is told, and none is kept.
    func finish(_ end: Subscribers.Completion<Failure>) {
        let ended = lock.withLock {
            guard completion == nil else { return [RelaySubscription<Output, Failure>]() }
            completion = end
            defer { links = [] }
            return links
        }
        for link in ended { link.complete(end) }
    }

    func detach(_ link: RelaySubscription<Output, Failure>) { lock.withLock { links.removeAll { $0 === link } } }
}

/// One subscriber's subscription to a relay: what it has asked for.
final class RelaySubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: AnySubscriberBox<Output, Failure>?
    private weak var relay: Relay<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var pending: Output?

    init<S: Subscriber>(_ subscriber: S, relay: Relay<Output, Failure>, pending: Output?) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriberBox(subscriber)
        self.relay = relay
        self.pending = pending
    }

    func request(_ more: Subscribers.Demand) {
        let first: Output? = lock.withLock {
            demand = demand + more
            defer { pending = nil }
            return pending
        }
        if let first { deliver(first) }
    }

    func deliver(_ value: Output) {
        let target: AnySubscriberBox<Output, Failure>? = lock.withLock {
            guard let subscriber, demand != .none else { return nil }
            if let count = demand.count { demand = .max(count - 1) }
            return subscriber
        }
        guard let target else { return }
        let more = target.receive(value)
        if more != .none { lock.withLock { demand = demand + more } }
    }

    func complete(_ end: Subscribers.Completion<Failure>) {
        let target = lock.withLock {
            defer { subscriber = nil }
            return subscriber
        }
        target?.complete(end)
    }

    func cancel() {
        lock.withLock { subscriber = nil }
        relay?.detach(self)
    }
}

/// A subscriber of any type, by its two calls a relay makes.
struct AnySubscriberBox<Input, Failure: Error> {
    let receive: (Input) -> Subscribers.Demand
    let complete: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receive = subscriber.receive(_:)
        complete = subscriber.receive(completion:)
    }
}
