import CarPlay
import HeadUnitCore

/// The car's other screens: CarPlay Dashboard on its display (the
/// navigation app's map and shortcut buttons beside now playing), and the
/// instrument cluster's own controls. What they show reads as `screen`
/// (the dashboard) and `cluster`.
extension TestCar {
    /// The rail's dashboard button: CarPlay Dashboard (its scene connects), and from it back to the app.
    public func pressDashboard() async throws { try await give(.dashboard) }

    /// Whether the car's display shows CarPlay Dashboard now.
    public var showsDashboard: Bool { driver.state.mode == .dashboard }

    /// The cluster's zoom control, in or out: the app's cluster controller hears it.
    public func zoomCluster(in zoomIn: Bool) async throws { try await drive { $0.send(.clusterControl(zoomIn ? .zoomIn : .zoomOut)) } }

    /// The car's compass in the cluster, on or off: the app's cluster controller hears it.
    public func setClusterCompass(_ on: Bool) async throws { try await drive { $0.send(.clusterControl(.compass(on))) } }

    /// The car's speed limit in the cluster, on or off: the app's cluster controller hears it.
    public func setClusterSpeedLimit(_ on: Bool) async throws { try await drive { $0.send(.clusterControl(.speedLimit(on))) } }
}
