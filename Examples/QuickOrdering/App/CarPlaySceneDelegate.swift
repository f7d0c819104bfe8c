import CarPlay
import Foundation

#if canImport(MapKit)
    import MapKit
#endif

/// The CarPlay scene of a quick-ordering app: a tab bar whose Map tab
/// shows the shops near the car (a point-of-interest template titled
/// Options; each shop's card orders or gives directions) and whose Menu
/// tab lists the drinks. Without location services, an alert asks for
/// them and its Ok leaves an empty tab bar.
@MainActor public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private let locations: LocationService
    private var interfaceController: CPInterfaceController?
    private var scene: CPTemplateApplicationScene?

    public init(locations: LocationService) {
        self.locations = locations
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        scene = templateApplicationScene
        guard locations.isAuthorized else {
            let alert = CPAlertTemplate(
                titleVariants: ["Please enable location services."],
                actions: [
                    CPAlertAction(title: "Ok", style: .default) { [weak self] _ in
                        self?.interfaceController?.dismissTemplate(animated: true, completion: nil)
                        self?.interfaceController?.setRootTemplate(CPTabBarTemplate(templates: []), animated: true, completion: nil)
                    }
                ])
            interfaceController.setRootTemplate(CPTabBarTemplate(templates: []), animated: false, completion: nil)
            interfaceController.presentTemplate(alert, animated: true, completion: nil)
            return
        }
        let map = CPPointOfInterestTemplate(title: "Options", pointsOfInterest: locations.shops.map(pointOfInterest), selectedIndex: NSNotFound)
        map.tabTitle = "Map"
        map.tabImage = UIImage(systemName: "map")
        let menu = makeMenu()
        menu.tabTitle = "Menu"
        menu.tabImage = UIImage(systemName: "cup.and.saucer")
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [map, menu]), animated: true, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        scene = nil
    }

    private func pointOfInterest(_ shop: LocationService.Shop) -> CPPointOfInterest {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: shop.coordinate))
        item.name = shop.name
        let place = CPPointOfInterest(
            location: item, title: shop.name, subtitle: shop.address, summary: shop.open, detailTitle: shop.name,
            detailSubtitle: shop.address, detailSummary: shop.open, pinImage: nil)
        place.primaryButton = CPTextButton(title: "Order", textStyle: .confirm) { [weak self] _ in
            guard let self else { return }
            self.interfaceController?.pushTemplate(self.makeMenu(at: shop), animated: true, completion: nil)
        }
        place.secondaryButton = CPTextButton(title: "Directions", textStyle: .normal) { [weak self] _ in
            let query = shop.address.replacingOccurrences(of: " ", with: "+")
            if let url = URL(string: "maps://?daddr=\(query)") { self?.scene?.open(url, options: nil, completionHandler: nil) }
        }
        return place
    }

    private func makeMenu(at shop: LocationService.Shop? = nil) -> CPListTemplate {
        let drinks = [("Latte", "$4.50"), ("Cappuccino", "$4.25"), ("Cold Brew", "$4.00"), ("Drip Coffee", "$2.75")]
        let items = drinks.map { drink, price in
            let item = CPListItem(text: drink, detailText: price)
            item.handler = { [weak self] _, completion in
                self?.confirm(drink, at: shop)
                completion()
            }
            return item
        }
        let menu = CPListTemplate(title: shop.map { "Order at \($0.name)" } ?? "Menu", sections: [CPListSection(items: items)])
        if let shop {
            menu.trailingNavigationBarButtons = [
                CPBarButton(title: "Call") { [weak self] _ in
                    if let url = URL(string: "tel://\(shop.phone)") { self?.scene?.open(url, options: nil, completionHandler: nil) }
                }
            ]
        }
        return menu
    }

    private func confirm(_ drink: String, at shop: LocationService.Shop?) {
        let alert = CPAlertTemplate(
            titleVariants: ["\(drink) ordered\(shop.map { " at \($0.name)" } ?? "")."],
            actions: [
                CPAlertAction(title: "Done", style: .default) { [weak self] _ in self?.interfaceController?.dismissTemplate(animated: true, completion: nil) }
            ])
        interfaceController?.presentTemplate(alert, animated: true, completion: nil)
    }
}
