/// STAND-IN for `EnvironmentKey`: a key of the environment's values, with
/// the value a view gets when none was set.
public protocol EnvironmentKey {
    associatedtype Value

    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// STAND-IN for `EnvironmentValues`: the values a view's environment holds,
/// by key. A key never set reads as its default value.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An environment holding no value: every key reads as its default.
    public init() {}

    /// The value of `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}
