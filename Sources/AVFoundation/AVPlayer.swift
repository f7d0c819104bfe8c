import Foundation

/// STAND-IN for `AVPlayerItem`: the media a player plays, by its URL. Its
/// duration is unknown (NaN seconds) until the app's code says otherwise,
/// as for a live stream.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// The media's URL.
    public let url: URL
    /// The media's length: indefinite, since the head unit reads no media.
    open var duration: CMTime { .invalid }

    /// An item of the media at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
}

/// STAND-IN for `AVPlayer`: plays one item. The head unit has no speaker:
/// the player's time moves with the clock while it plays, and its periodic
/// observers are called on their queue as on iOS.
open class AVPlayer: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var item: AVPlayerItem?
    private var clock = PlaybackClock()
    private var observers: [ObjectIdentifier: DispatchSourceTimer] = [:]

    public override init() { super.init() }

    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) {
        self.item = item
        super.init()
    }

    /// A player of the media at `url`.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

    /// The item it plays.
    open var currentItem: AVPlayerItem? { lock.withLock { item } }

    /// Plays `item` instead, from its start.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        lock.withLock {
            self.item = item
            clock.seek(to: 0)
        }
    }

    /// 1 while it plays, 0 when paused; setting it plays at that rate.
    open var rate: Float {
        get { lock.withLock { clock.rate } }
        set { lock.withLock { newValue == 0 ? clock.pause() : clock.play(rate: newValue) } }
    }

    /// Plays from where it is.
    open func play() { rate = 1 }

    /// Stops where it is.
    open func pause() { rate = 0 }

    /// Where it is in the item.
    open func currentTime() -> CMTime { CMTime(seconds: lock.withLock { clock.position() }, preferredTimescale: 600) }

    /// Moves to `time`.
    open func seek(to time: CMTime) { lock.withLock { clock.seek(to: time.seconds) } }

    /// Moves to `time`, then calls `completionHandler` with true.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time)
        completionHandler(true)
    }

    /// Calls `block` with the time every `interval` while the player plays,
    /// on `queue` (the main queue if nil); returns the observer to remove.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        let timer = DispatchSource.makeTimerSource(queue: queue ?? .main)
        let every = DispatchTimeInterval.nanoseconds(Int(max(interval.seconds, 0.001) * 1e9))
        timer.schedule(deadline: .now() + every, repeating: every)
        timer.setEventHandler { [weak self] in
            guard let self, self.rate != 0 else { return }
            block(self.currentTime())
        }
        let token = NSObject()
        lock.withLock { observers[ObjectIdentifier(token)] = timer }
        timer.resume()
        return token
    }

    /// Stops the periodic observer `observer` that `addPeriodicTimeObserver` returned.
    open func removeTimeObserver(_ observer: Any) {
        guard let token = observer as? NSObject else { return }
        lock.withLock { observers.removeValue(forKey: ObjectIdentifier(token)) }?.cancel()
    }

    deinit { observers.values.forEach { $0.cancel() } }
}
