// Coastal Coffee, a quick-ordering app, on the car: the same CarPlay code
// as on an iPhone, run by headunit. `swift run QuickOrdering` opens the
// head unit; `swift run QuickOrdering script` rehearses it headless.
import CarPlay
import CarPlayHeadUnit
import QuickOrderingApp

let locations = LocationService()
let delegate = CarPlaySceneDelegate(locations: locations)
HeadUnit.run(
    delegate: delegate, name: "Coastal Coffee", category: .quickFood, scripts: OrderingScripts.all,
    phone: [
        "deny location": { locations.isAuthorized = false },
        "allow location": { locations.isAuthorized = true },
    ])
