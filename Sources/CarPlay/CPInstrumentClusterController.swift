import Foundation
import HeadUnitCore

/// CPInstrumentClusterController: a navigation app's part of the car's
/// instrument cluster: the cluster's window, the car's compass and speed
/// limit settings there, and what the cluster says while no trip is under
/// way. headunit's cluster draws the app's map surface and guidance (the
/// window's own views are not drawn).
@preconcurrency @MainActor open class CPInstrumentClusterController: NSObject {
    weak var runtime: CarPlayRuntime?

    /// Told as the window comes and goes and the driver uses the cluster.
    public weak var delegate: (any CPInstrumentClusterControllerDelegate)?
    /// The cluster's window, while it is connected.
    public internal(set) var instrumentClusterWindow: UIWindow?
    /// Whether the car shows its own speed limit in the cluster.
    public internal(set) var speedLimitSetting: CPInstrumentClusterSetting = .unspecified
    /// Whether the car shows its own compass in the cluster.
    public internal(set) var compassSetting: CPInstrumentClusterSetting = .unspecified

    /// What the cluster says under the map while no trip is under way,
    /// most preferred first: the first that fits.
    public var inactiveDescriptionVariants: [String] = [] {
        didSet { runtime?.request(.inactiveDescription(inactiveDescriptionVariants)) }
    }

    /// The same as styled text: the cluster draws their characters
    /// (whichever of the two the app set last shows).
    public var attributedInactiveDescriptionVariants: [NSAttributedString] = [] {
        didSet { runtime?.request(.inactiveDescription(attributedInactiveDescriptionVariants.map(\.string))) }
    }

    init(runtime: CarPlayRuntime, view: ClusterView) {
        self.runtime = runtime
        compassSetting = CPInstrumentClusterSetting(view.compass)
        speedLimitSetting = CPInstrumentClusterSetting(view.speedLimit)
        super.init()
    }

    /// The driver used a control of the cluster: the setting changes and
    /// the delegate hears it.
    func used(_ control: ClusterControl) {
        switch control {
        case .zoomIn: delegate?.instrumentClusterControllerDidZoom(in: self)
        case .zoomOut: delegate?.instrumentClusterControllerDidZoomOut(self)
        case .compass(let on):
            compassSetting = CPInstrumentClusterSetting(on)
            delegate?.instrumentClusterController(self, didChangeCompassSetting: compassSetting)
        case .speedLimit(let on):
            speedLimitSetting = CPInstrumentClusterSetting(on)
            delegate?.instrumentClusterController(self, didChangeSpeedLimitSetting: speedLimitSetting)
        }
    }
}
