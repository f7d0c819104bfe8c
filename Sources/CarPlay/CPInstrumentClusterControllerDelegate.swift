/// CPInstrumentClusterControllerDelegate: told as the cluster's window
/// comes and goes, and as the driver uses the cluster's controls (zoom,
/// compass, speed limit). The window's calls are required; the rest are
/// optional, as in CarPlay.
@preconcurrency @MainActor public protocol CPInstrumentClusterControllerDelegate: NSObjectProtocol {
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow)
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow)
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController)
    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController)
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting)
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting)
}

extension CPInstrumentClusterControllerDelegate {
    public func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {}
    public func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {}
    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {}
    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {}
}
