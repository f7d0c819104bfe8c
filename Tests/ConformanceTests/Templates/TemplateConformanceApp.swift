import CarPlay
import CarPlayTesting
import Testing

/// An app for the template conformance tests: its root is the template
/// `makeRoot` gives once the scene connects, and it records, in order,
/// what the car tells it (its scene, the interface controller's delegate,
/// a tab bar's delegate, now playing's observers, the session
/// configuration).
@MainActor
final class TemplateConformanceApp: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate,
    CPTabBarTemplateDelegate, CPNowPlayingTemplateObserver, CPSessionConfigurationDelegate
{
    var interfaceController: CPInterfaceController?
    var scene: CPTemplateApplicationScene?
    /// What the app heard, as `didConnect`, `willAppear Inbox`, `didSelect Recents`.
    var heard: [String] = []
    /// The content styles the scene's delegate heard, in order.
    var contentStyles: [UIUserInterfaceStyle] = []
    /// Whether the app sets itself as the interface controller's delegate.
    var observesAppearances = false
    private let makeRoot: (TemplateConformanceApp) -> CPTemplate

    init(_ makeRoot: @escaping (TemplateConformanceApp) -> CPTemplate) {
        self.makeRoot = makeRoot
        super.init()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        heard.append("didConnect")
        scene = templateApplicationScene
        self.interfaceController = interfaceController
        if observesAppearances { interfaceController.delegate = self }
        interfaceController.setRootTemplate(makeRoot(self), animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        heard.append("didDisconnect")
    }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) { contentStyles.append(contentStyle) }

    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) { heard.append("willAppear \(Self.name(aTemplate))") }
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) { heard.append("didAppear \(Self.name(aTemplate))") }
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) { heard.append("willDisappear \(Self.name(aTemplate))") }
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) { heard.append("didDisappear \(Self.name(aTemplate))") }

    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
        heard.append("didSelect \(Self.name(selectedTemplate))")
    }

    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { heard.append("upNext") }
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { heard.append("albumArtist") }

    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface) {
        heard.append("limits \(limitedUserInterfaces.rawValue)")
    }

    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle) {
        heard.append("style \(contentStyle == .dark ? "dark" : "light")")
    }

    /// A template by its title, or its kind: `Inbox`, `tab bar`, `now playing`.
    static func name(_ template: CPTemplate) -> String {
        switch template {
        case let list as CPListTemplate: list.title ?? "list"
        case let grid as CPGridTemplate: grid.title ?? "grid"
        case let information as CPInformationTemplate: information.title
        case let alert as CPAlertTemplate: alert.titleVariants.first ?? "alert"
        case let sheet as CPActionSheetTemplate: sheet.title ?? "action sheet"
        case is CPTabBarTemplate: "tab bar"
        case is CPNowPlayingTemplate: "now playing"
        default: "\(type(of: template))"
        }
    }

    /// A car with this app connected, its root on the display.
    func connectedCar(_ category: HeadUnit.Category = .communication, display: TestCar.Display = .standard) async throws -> TestCar {
        let car = try await TestCar(delegate: self, category: category, display: display, name: "Conformance")
        try await car.connect()
        return car
    }

    /// Asks the interface controller, as the app's code does on the phone, and waits for what comes of it.
    func controller(_ car: TestCar, _ body: (CPInterfaceController) -> Void) async {
        let controller = interfaceController!
        await car.phone { body(controller) }
    }
}

/// Templates and buttons as apps make them.
@MainActor enum TemplateSamples {
    /// A list titled `title` of rows with `items`' texts.
    static func list(_ title: String, _ items: [String] = ["One", "Two"]) -> CPListTemplate {
        CPListTemplate(title: title, sections: [CPListSection(items: items.map { CPListItem(text: $0, detailText: nil) })])
    }

    /// A grid button titled `title`, with a star, whose handler runs `tapped`.
    static func gridButton(_ title: String, image: String = "star", _ tapped: @escaping (CPGridButton) -> Void = { _ in }) -> CPGridButton {
        CPGridButton(titleVariants: [title], image: UIImage(systemName: image)!, handler: tapped)
    }

    /// An alert action titled `title`, in `style`, whose handler runs `tapped`.
    static func action(_ title: String, _ style: CPAlertAction.Style = .default, _ tapped: @escaping (CPAlertAction) -> Void = { _ in }) -> CPAlertAction {
        CPAlertAction(title: title, style: style, handler: tapped)
    }

    /// A place at a coordinate, named.
    static func place(_ name: String, latitude: Double = 37.33, longitude: Double = -122.01) -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
        item.name = name
        return item
    }

    /// A point of interest titled `title`, with its lines.
    static func pointOfInterest(
        _ title: String, subtitle: String? = nil, summary: String? = nil, detailTitle: String? = nil, detailSubtitle: String? = nil,
        detailSummary: String? = nil, pin: UIImage? = nil, latitude: Double = 37.33
    ) -> CPPointOfInterest {
        CPPointOfInterest(
            location: place(title, latitude: latitude), title: title, subtitle: subtitle, summary: summary, detailTitle: detailTitle,
            detailSubtitle: detailSubtitle, detailSummary: detailSummary, pinImage: pin)
    }
}
