import CarPlay
import UIKit

/// The app of the docs' examples: a list of stations; choosing one plays it
/// and shows now playing. Written as an app's developer writes it, in
/// Swift 5 language mode, so that every code block of the docs compiles.
public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let player: RadioPlayer
    var interfaceController: CPInterfaceController?

    public init(player: RadioPlayer) {
        self.player = player
        super.init()
    }

    public override convenience init() { self.init(player: RadioPlayer()) }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let rows = player.stations.map { station -> CPListItem in
            let item = CPListItem(text: station, detailText: nil, image: UIImage(systemName: "radio"))
            item.handler = { [weak self] _, completion in
                self?.player.play(station)
                self?.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
                completion()
            }
            return item
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Radio", sections: [CPListSection(items: rows)]), animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
    }
}
