import Foundation

/// The app's model: podcasts and their episodes, as a phone app keeps them.
/// A plain class, as app models are: no actor, no Sendable.
public final class EpisodeStore {
    public struct Episode: Equatable {
        public let title: String
        public let show: String
        public let minutes: Int
    }

    public private(set) var episodes: [Episode] = []
    public private(set) var playing: Episode?
    private var observers: [(Episode?) -> Void] = []

    public init() {}

    /// Loads the episodes the way a cache read does: later, on the main queue.
    public func load(completion: @escaping ([Episode]) -> Void) {
        let loaded = [
            Episode(title: "Morning Brief", show: "The Daily Drive", minutes: 12),
            Episode(title: "Engines of Change", show: "Tech Road", minutes: 41),
            Episode(title: "Slow Roads", show: "Travel Notes", minutes: 33),
            Episode(title: "Late Edition", show: "The Daily Drive", minutes: 25),
        ]
        DispatchQueue.main.async {
            self.episodes = loaded
            completion(loaded)
        }
    }

    public func play(_ episode: Episode) {
        playing = episode
        observers.forEach { $0(episode) }
    }

    public func observe(_ observer: @escaping (Episode?) -> Void) { observers.append(observer) }
}
