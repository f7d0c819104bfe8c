// Combine on Linux: STAND-INS for the part of Combine CarPlay code uses:
// `ObservableObject` and `@Published` models a scene delegate observes with
// `sink`, subjects, and `AnyCancellable`. Linux's Swift has no Combine. As on
// iOS, values are delivered synchronously on the thread that sends them.

/// STAND-IN for `Publisher`: delivers values of `Output`, then perhaps a
/// completion, to each subscriber it is given.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`, which then receives a subscription, values and a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// STAND-IN for `Subscriber`: receives a subscription, then values, then perhaps a completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    /// The publisher's subscription, through which the subscriber asks for values.
    func receive(subscription: any Subscription)
    /// A value; returns how many more the subscriber wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The end of the values, normal or by failure.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// STAND-IN for `CustomCombineIdentifierConvertible`: an identity of a subscriber or subscription.
public protocol CustomCombineIdentifierConvertible {
    /// The identifier.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// STAND-IN for `CombineIdentifier`: a unique identifier.
public struct CombineIdentifier: Hashable, Sendable {
    private let value: UInt

    /// The identifier of `object`.
    public init(_ object: AnyObject) { value = UInt(bitPattern: ObjectIdentifier(object).hashValue) }
}

/// STAND-IN for `Subscription`: a subscriber's link to its publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// STAND-IN for `Subscribers`: the completion, the demand and the subscribers Combine makes.
public enum Subscribers {
    /// STAND-IN for `Subscribers.Completion`: how the values ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// STAND-IN for `Subscribers.Demand`: how many values a subscriber wants.
    public struct Demand: Equatable, Hashable, Sendable {
        let count: Int?

        /// As many as there are.
        public static let unlimited = Demand(count: nil)
        /// None.
        public static let none = Demand(count: 0)

        /// At most `value`.
        public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

        /// `lhs` and `rhs` together.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count, let right = rhs.count else { return .unlimited }
            return .max(left + right)
        }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Publisher {
    /// Attaches a subscriber that calls `receiveCompletion` at the end and
    /// `receiveValue` with each value, asking for all of them.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber that calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
