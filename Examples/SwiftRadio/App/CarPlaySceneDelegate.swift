import CarPlay

/// The CarPlay scene: a list of stations; choosing one plays it and shows
/// the shared now playing; the station that plays is marked, whichever
/// side (the car or the phone) chose it.
@MainActor public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private let player: RadioPlayer
    private var interfaceController: CPInterfaceController?
    private var stationItems: [CPListItem] = []

    public init(player: RadioPlayer) {
        self.player = player
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        stationItems = player.stations.map(makeItem)
        let stationsTemplate = CPListTemplate(title: "Stations", sections: [CPListSection(items: stationItems)])
        interfaceController.setRootTemplate(stationsTemplate, animated: true, completion: nil)
        let nowPlaying = CPNowPlayingTemplate.shared
        nowPlaying.updateNowPlayingButtons([CPNowPlayingImageButton(image: UIImage(systemName: "heart")!) { _ in }, CPNowPlayingMoreButton(handler: nil)])
        player.onChange = { [weak self] in self?.markPlayingStation() }
        markPlayingStation()
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        stationItems = []
        player.onChange = nil
    }

    private func makeItem(for station: Station) -> CPListItem {
        let item = CPListItem(text: station.name, detailText: station.desc, image: UIImage(named: station.imageName))
        item.handler = { [weak self] _, completion in
            guard let self else { return completion() }
            self.player.play(station)
            self.showNowPlaying()
            completion()
        }
        return item
    }

    private func showNowPlaying() {
        guard let interfaceController, !(interfaceController.topTemplate is CPNowPlayingTemplate) else { return }
        interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
    }

    private func markPlayingStation() {
        for (item, station) in zip(stationItems, player.stations) {
            item.isPlaying = player.isPlaying && player.currentStation == station
        }
    }
}
