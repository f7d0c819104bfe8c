import Foundation

extension Subscribers {
    /// STAND-IN for `Subscribers.Sink`: a subscriber that asks for every value
    /// and hands each to a closure, until cancelled.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called at the end of the values.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isDone = false

        /// A sink calling `receiveCompletion` at the end and `receiveValue` with each value.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock {
                guard !isDone, self.subscription == nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            if !lock.withLock({ isDone }) { receiveValue(input) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let first = lock.withLock {
                defer { isDone = true }
                subscription = nil
                return !isDone
            }
            if first { receiveCompletion(completion) }
        }

        /// Stops the values: the sink receives nothing more.
        public func cancel() {
            let link = lock.withLock {
                defer { subscription = nil }
                isDone = true
                return subscription
            }
            link?.cancel()
        }
    }
}
