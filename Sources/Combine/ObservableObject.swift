/// STAND-IN for `ObservableObject`: an object with a publisher that sends
/// before the object changes. Its `@Published` properties send it.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// Sends before any of the object's `@Published` properties changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties share: the same one
    /// each time it is asked for. An object without `@Published` properties
    /// has no changes to tell, and gets a publisher that never sends.
    public var objectWillChange: ObservableObjectPublisher {
        var shared: ObservableObjectPublisher?
        var mirror: Mirror? = Mirror(reflecting: self)
        var published: [any PublishedStorage] = []
        while let current = mirror {
            published += current.children.compactMap { ($0.value as? any PublishedField)?.storage }
            mirror = current.superclassMirror
        }
        shared = published.lazy.compactMap(\.willChange).first
        let publisher = shared ?? ObservableObjectPublisher()
        for property in published { property.willChange = publisher }
        return publisher
    }
}

/// STAND-IN for `ObservableObjectPublisher`: sends `()` before an object changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let relay = Relay<Void, Never>()

    public init() {}

    /// Tells the subscribers the object is about to change.
    public func send() { relay.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { relay.attach(subscriber) }
}

/// A `@Published` property, as an object's `objectWillChange` finds it by reflection.
protocol PublishedField {
    var storage: any PublishedStorage { get }
}

/// A `@Published` property's storage: the object's publisher it tells.
protocol PublishedStorage: AnyObject {
    var willChange: ObservableObjectPublisher? { get set }
}
