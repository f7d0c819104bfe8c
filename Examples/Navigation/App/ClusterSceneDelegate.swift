import CarPlay
import Foundation

/// Wayfinder in the car's instrument cluster: the car draws the guidance
/// there; the app says what shows without a trip, and keeps its cluster
/// map's zoom and whether to draw its own compass and speed limit (not
/// where the car shows its own).
@MainActor
public final class ClusterSceneDelegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate,
    CPInstrumentClusterControllerDelegate
{
    /// The cluster's window, while connected.
    public private(set) var window: UIWindow?
    /// The cluster map's zoom: each of the driver's steps in adds one.
    public private(set) var zoom = 0
    /// Whether the app draws its own compass: where the car does not.
    public private(set) var drawsCompass = true
    /// Whether the app draws the speed limit: where the car does not.
    public private(set) var drawsSpeedLimit = true

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = ["Wayfinder: no trip", "Wayfinder"]
        drawsCompass = instrumentClusterController.compassSetting != .enabled
        drawsSpeedLimit = instrumentClusterController.speedLimitSetting != .enabled
    }

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        window = nil
    }

    public func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        window = instrumentClusterWindow
        instrumentClusterWindow.rootViewController = MapViewController()
    }

    public func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) { window = nil }

    public func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) { zoom += 1 }

    public func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) { zoom -= 1 }

    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        drawsCompass = compassSetting != .enabled
    }

    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {
        drawsSpeedLimit = speedLimitSetting != .enabled
    }
}
