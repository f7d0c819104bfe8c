// A navigation app on the car: the same CarPlay code as on an iPhone, run
// by headunit, with its dashboard and instrument cluster scenes.
// `swift run Navigation --cluster` opens the head unit with the cluster
// beside the display (the `D` key shows CarPlay Dashboard); `swift run
// Navigation script` rehearses a drive headless.
import CarPlay
import CarPlayHeadUnit
import NavigationApp

let delegate = CarPlaySceneDelegate()
HeadUnit.run(
    delegate: delegate, dashboardDelegate: DashboardSceneDelegate(navigation: delegate), instrumentClusterDelegate: ClusterSceneDelegate(),
    name: "Wayfinder", category: .navigation, scripts: DriveScripts.all)
