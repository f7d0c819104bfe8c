import Foundation

/// STAND-IN for `MPMediaItem`: a song of the music library or the store.
open class MPMediaItem: NSObject, @unchecked Sendable {
    /// The song's title.
    open var title: String?
    /// The song's artist.
    open var artist: String?
    /// The album's artist.
    open var albumArtist: String?
    /// The album's title.
    open var albumTitle: String?
    /// The song's identifier in the store.
    open var playbackStoreID: String
    /// The song's length in seconds.
    open var playbackDuration: TimeInterval = 0

    /// A song of the store, by its identifier.
    public init(playbackStoreID: String) {
        self.playbackStoreID = playbackStoreID
        super.init()
    }
}

/// STAND-IN for `MPMediaItemCollection`: songs together.
open class MPMediaItemCollection: NSObject, @unchecked Sendable {
    /// The songs.
    public let items: [MPMediaItem]
    /// How many there are.
    open var count: Int { items.count }

    public init(items: [MPMediaItem]) {
        self.items = items
        super.init()
    }
}

/// STAND-IN for `MPMediaPlaylist`: a named playlist of the library.
open class MPMediaPlaylist: MPMediaItemCollection, @unchecked Sendable {
    /// The playlist's name.
    open var name: String?
}

/// STAND-IN for `MPMediaPropertyPredicate`: a property's value to match.
open class MPMediaPropertyPredicate: NSObject, @unchecked Sendable {
    /// The value matched.
    public let value: Any?
    /// The property's name.
    public let property: String

    public init(value: Any?, forProperty property: String) {
        self.value = value
        self.property = property
        super.init()
    }
}

/// STAND-IN for `MPMusicPlaybackState`.
public enum MPMusicPlaybackState: Int, Sendable {
    case stopped, playing, paused, interrupted, seekingForward, seekingBackward
}

/// STAND-IN for `MPMusicPlayerController`: the Music app's player, which
/// plays a queue of the store's songs. The head unit has no Music app: the
/// player keeps its queue and its state, and posts its notifications (once
/// the app asked for them) as it changes.
open class MPMusicPlayerController: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [MPMediaItem] = []
    private var index = 0
    private var state = MPMusicPlaybackState.stopped
    private var notifies = false

    override init() { super.init() }

    /// The player of the app's own queue.
    public static let applicationQueuePlayer: MPMusicPlayerApplicationController = MPMusicPlayerApplicationController()
    /// The player of the app's own music.
    public static let applicationMusicPlayer = MPMusicPlayerController()
    /// The Music app's player.
    public static let systemMusicPlayer = MPMusicPlayerController()

    /// Whether it plays, is paused or stopped.
    open var playbackState: MPMusicPlaybackState { lock.withLock { state } }
    /// The song it plays, if it has a queue.
    open var nowPlayingItem: MPMediaItem? { lock.withLock { queue.indices.contains(index) ? queue[index] : nil } }
    /// Where in the queue the song it plays is.
    open var indexOfNowPlayingItem: Int { lock.withLock { index } }

    /// Plays the store's songs `storeIDs`, from the first.
    open func setQueue(with storeIDs: [String]) {
        lock.withLock {
            queue = storeIDs.map { MPMediaItem(playbackStoreID: $0) }
            index = 0
        }
        post(.MPMusicPlayerControllerNowPlayingItemDidChange)
    }

    /// Plays `collection`'s songs, from the first.
    open func setQueue(with collection: MPMediaItemCollection) { setQueue(with: collection.items.map(\.playbackStoreID)) }

    /// Gets ready to play.
    open func prepareToPlay() {}

    /// Plays.
    open func play() { change(to: .playing) }

    /// Pauses.
    open func pause() { change(to: .paused) }

    /// Stops.
    open func stop() { change(to: .stopped) }

    /// Plays the next song of the queue, if there is one.
    open func skipToNextItem() {
        let moved = lock.withLock {
            guard index + 1 < queue.count else { return false }
            index += 1
            return true
        }
        if moved { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
    }

    /// Starts posting the player's notifications.
    open func beginGeneratingPlaybackNotifications() { lock.withLock { notifies = true } }

    /// Stops posting them.
    open func endGeneratingPlaybackNotifications() { lock.withLock { notifies = false } }

    private func change(to newState: MPMusicPlaybackState) {
        let changed = lock.withLock {
            defer { state = newState }
            return state != newState
        }
        if changed { post(.MPMusicPlayerControllerPlaybackStateDidChange) }
    }

    private func post(_ name: Notification.Name) {
        if lock.withLock({ notifies }) { NotificationCenter.default.post(name: name, object: self) }
    }
}

/// STAND-IN for `MPMusicPlayerApplicationController`: the player of the app's own queue.
open class MPMusicPlayerApplicationController: MPMusicPlayerController, @unchecked Sendable {}

extension Notification.Name {
    /// Posted when a music player plays, pauses or stops.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    /// Posted when a music player's song changes.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name("MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
}
