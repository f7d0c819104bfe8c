import Foundation

/// STAND-IN for `Published`: a property of a class whose changes are
/// published. `$property` is a publisher that sends the current value to a
/// new subscriber, then each new value as it is set, before the property
/// holds it (as on iOS, a subscriber reading the property then reads the old
/// value); the object's `objectWillChange` sends first.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A property holding `wrappedValue` at first.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// A property holding `initialValue` at first.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Unavailable, as on iOS: only a class's property is published.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { box.value }
        set { box.set(newValue) }
    }

    /// The publisher of the property's values.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// The property of `object`: reading and setting it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// STAND-IN for `Published.Publisher`: the values of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: PublishedBox<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.relay.attach(subscriber, first: box.value)
        }
    }
}

extension Published: PublishedField {
    var storage: any PublishedStorage { box }
}

/// A published property's value, its subscribers and its object's publisher.
final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
    let relay = Relay<Value, Never>()
    private let lock = NSLock()
    private var current: Value
    private var publisher: ObservableObjectPublisher?

    init(_ value: Value) { current = value }

    var value: Value { lock.withLock { current } }

    var willChange: ObservableObjectPublisher? {
        get { lock.withLock { publisher } }
        set { lock.withLock { publisher = newValue } }
    }

    /// Tells the object's publisher, then the property's subscribers, then holds `newValue`.
    func set(_ newValue: Value) {
        willChange?.send()
        relay.send(newValue)
        lock.withLock { current = newValue }
    }
}
