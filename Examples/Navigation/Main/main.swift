// A navigation app on the car: the same CarPlay code as on an iPhone, run
// by headunit, with the instrument cluster beside the display
// (`--cluster`). `swift run Navigation` opens the head unit; `swift run
// Navigation script` rehearses a drive headless.
import CarPlay
import CarPlayHeadUnit
import NavigationApp

let delegate = CarPlaySceneDelegate()
HeadUnit.run(delegate: delegate, name: "Wayfinder", category: .navigation, scripts: DriveScripts.all)
