import CarPlay
import CarPlayTesting
import Testing

/// CPNavigationAlert as Apple declares it: no subtitles given is none
/// shown, and an image or image set is kept, not drawn (headunit says so).
@MainActor struct CPNavigationAlertImageConformance {
    @Test(
        "an alert made without subtitles shows its title alone",
        .apple("carplay/cpnavigationalert/init(titlevariants:subtitlevariants:image:primaryaction:secondaryaction:duration:)"))
    func noSubtitles() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let alert = CPNavigationAlert(
            titleVariants: ["Road closed"], subtitleVariants: nil, image: nil,
            primaryAction: CPAlertAction(title: "Detour", style: .default) { _ in }, secondaryAction: nil, duration: 0)
        #expect(alert.subtitleVariants.isEmpty)
        await car.phone { app.map.present(navigationAlert: alert, animated: true) }
        #expect(car.screen.contains("Road closed") && car.screen.contains("Detour"))
    }

    @Test("an alert's image set is kept, and headunit says it draws none", .apple("carplay/cpnavigationalert/imageset"))
    func imageSetIsKept() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let images = CPImageSet(lightContentImage: UIImage(systemName: "car")!, darkContentImage: UIImage(systemName: "car.fill")!)
        let alert = CPNavigationAlert(
            titleVariants: ["Road closed"], subtitleVariants: ["Take the detour?"], imageSet: images,
            primaryAction: CPAlertAction(title: "Detour", style: .default) { _ in }, secondaryAction: nil, duration: 0)
        #expect(alert.imageSet === images && alert.image == nil)
        await car.phone { app.map.present(navigationAlert: alert, animated: true) }
        #expect(car.screen.contains("Road closed"))
        #expect(car.notices == ["a navigation alert's image is not drawn"])
    }
}
