/// What the driver does with the instrument cluster's own controls: zoom
/// its map in or out, or switch the car's compass or speed limit there on
/// or off. The app's cluster controller hears each (CPInstrumentClusterControllerDelegate).
public enum ClusterControl: Equatable, Sendable {
    case zoomIn, zoomOut
    /// The car's compass in the cluster, on or off.
    case compass(Bool)
    /// The car's speed limit sign in the cluster, on or off.
    case speedLimit(Bool)

    /// How the `cluster` command writes it: `zoom in`, `compass off`.
    public var words: String {
        switch self {
        case .zoomIn: "zoom in"
        case .zoomOut: "zoom out"
        case .compass(let on): "compass \(on ? "on" : "off")"
        case .speedLimit(let on): "speed-limit \(on ? "on" : "off")"
        }
    }

    /// The control `words` name (`zoom in`, `speed-limit on`), or nil.
    public init?(words: [String]) {
        switch words {
        case ["zoom", "in"]: self = .zoomIn
        case ["zoom", "out"]: self = .zoomOut
        case ["compass", "on"], ["compass", "off"]: self = .compass(words[1] == "on")
        case ["speed-limit", "on"], ["speed-limit", "off"]: self = .speedLimit(words[1] == "on")
        default: return nil
        }
    }
}
