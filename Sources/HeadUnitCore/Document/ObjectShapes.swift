/// The objects a file's reader asked for, and the keys each accepts: what
/// the JSON Schemas of scenarios, themes and key maps are checked against,
/// so that a schema names exactly the keys headunit reads.
public final class ObjectShapes: @unchecked Sendable {
    /// An object of a document: its path (`$.templates.menu.sections[0]`)
    /// and the keys the reader accepts there.
    public struct Shape: Equatable, Sendable {
        public let path: String
        public let keys: [String]
    }

    private var shapes: [Shape] = []

    @TaskLocal static var recording: ObjectShapes?

    func add(_ shape: Shape) { shapes.append(shape) }

    /// The objects `read` asked a reader for, in order.
    public static func recorded(_ read: () -> Void) -> [Shape] {
        let recorder = ObjectShapes()
        $recording.withValue(recorder, operation: read)
        return recorder.shapes
    }
}
