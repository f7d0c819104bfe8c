/// How the car's instrument cluster is set now: its map's zoom (0 as the
/// app's map fits it; each step in halves the region), and whether the
/// car shows its compass and its speed limit there.
public struct ClusterView: Equatable, Sendable {
    /// Zoom steps from the fitted map, -3 to 3.
    public internal(set) var zoom = 0
    public internal(set) var compass = false
    public internal(set) var speedLimit = false

    public init() {}

    /// The view after the driver used `control`.
    mutating func apply(_ control: ClusterControl) {
        switch control {
        case .zoomIn: zoom = min(zoom + 1, 3)
        case .zoomOut: zoom = max(zoom - 1, -3)
        case .compass(let on): compass = on
        case .speedLimit(let on): speedLimit = on
        }
    }
}
