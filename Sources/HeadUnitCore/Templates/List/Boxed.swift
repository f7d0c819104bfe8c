/// A value kept on the heap, so that a field most rows leave empty costs a
/// row one pointer instead of the value's whole size.
final class Boxed<Value: Equatable & Sendable>: Equatable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (left: Boxed, right: Boxed) -> Bool { left === right || left.value == right.value }
}
