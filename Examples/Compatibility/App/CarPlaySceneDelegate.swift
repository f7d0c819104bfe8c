import CarPlay
import MediaPlayer
import UIKit

/// The CarPlay scene, as an iOS app's scene delegate is written: UIKit's
/// scene callbacks, the CarPlay connect and disconnect, templates built by
/// a plain class, the now playing pushed from the main queue.
public class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private let store: EpisodeStore
    private var interfaceController: CPInterfaceController?
    private var library: CPListTemplate?
    private lazy var templates = LibraryTemplates(store: store) { [weak self] in self?.play($0) }
    public private(set) var becameActive = 0

    public init(store: EpisodeStore) {
        self.store = store
        super.init()
    }

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let carScene = scene as? CPTemplateApplicationScene else { return }
        carScene.delegate = self
    }

    public func sceneDidBecomeActive(_ scene: UIScene) { becameActive += 1 }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let library = templates.library()
        self.library = library
        interfaceController.setRootTemplate(library, animated: false, completion: nil)
        store.load { [weak self] episodes in
            guard let self else { return }
            library.updateSections(self.templates.sections(for: episodes))
        }
        store.observe { [weak self] _ in
            guard let self, let library = self.library else { return }
            library.updateSections(self.templates.sections(for: self.store.episodes))
        }
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        library = nil
    }

    private func play(_ episode: EpisodeStore.Episode) {
        store.play(episode)
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: episode.title, MPMediaItemPropertyArtist: episode.show,
            MPMediaItemPropertyPlaybackDuration: Double(episode.minutes * 60),
        ]
        MPNowPlayingInfoCenter.default().playbackState = .playing
        DispatchQueue.main.async {
            guard let controller = self.interfaceController, controller.topTemplate != CPNowPlayingTemplate.shared else { return }
            if controller.templates.contains(CPNowPlayingTemplate.shared) {
                controller.pop(to: CPNowPlayingTemplate.shared, animated: true, completion: nil)
            } else {
                controller.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
            }
        }
    }
}
