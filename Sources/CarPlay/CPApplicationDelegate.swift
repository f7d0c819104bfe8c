import UIKit

/// CPApplicationDelegate: CarPlay's app delegate before scenes (iOS 12 and
/// 13), told as the car connects and disconnects, with the interface
/// controller and the car's window. headunit runs an app by its scene
/// delegate; an application delegate (`UIApplication.shared.delegate`)
/// that adopts this protocol hears the same connection after the scene
/// delegate does. The selection calls come from the car's own navigation
/// banners of iOS 12, which headunit's car does not show.
@preconcurrency @MainActor public protocol CPApplicationDelegate: UIApplicationDelegate {
    func application(
        _ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController, to window: CPWindow)
    func application(
        _ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController, from window: CPWindow)
    func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert)
    func application(_ application: UIApplication, didSelect maneuver: CPManeuver)
}

extension CPApplicationDelegate {
    public func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert) {}
    public func application(_ application: UIApplication, didSelect maneuver: CPManeuver) {}
}
