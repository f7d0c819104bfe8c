/// STAND-IN for `MPRemoteCommandCenter`: the commands the car's media keys
/// and now playing's transport buttons send the app that plays.
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let changePlaybackPositionCommand = MPRemoteCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let changeRepeatModeCommand = MPRemoteCommand()
    public let changeShuffleModeCommand = MPRemoteCommand()
    public let likeCommand = MPFeedbackCommand()
    public let dislikeCommand = MPFeedbackCommand()
    public let bookmarkCommand = MPFeedbackCommand()

    /// A centre of its own (headunit's: each car under test has one).
    public override init() { super.init() }

    /// The command centre of the car the code runs in (the process's one, outside a test).
    open class func shared() -> MPRemoteCommandCenter { SystemCentres.current.commands }
}

/// STAND-IN for `MPRemoteCommand`: a command the app handles with targets.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var enabled = true
    private var targets: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []

    public override init() { super.init() }

    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Adds a handler; the returned token removes it.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        lock.withLock { targets.append((token, handler)) }
        return token
    }

    /// Removes the handler of a token `addTarget` returned, or all with nil.
    open func removeTarget(_ target: Any?) {
        lock.withLock {
            guard let token = target as? NSObject else { return targets.removeAll() }
            targets.removeAll { $0.token === token }
        }
    }

    /// Sends the command to its handlers, as the car does; whether one handled it.
    @discardableResult
    package func send() -> Bool {
        let handlers: [(MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus] = lock.withLock { enabled ? targets.map(\.handler) : [] }
        let event = MPRemoteCommandEvent(command: self)
        return handlers.map { $0(event) }.contains(MPRemoteCommandHandlerStatus.success)
    }
}

/// STAND-IN for `MPSkipIntervalCommand`: skips by one of its intervals.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    open var preferredIntervals: [NSNumber] = [15]
}

/// STAND-IN for `MPChangePlaybackRateCommand`.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    open var supportedPlaybackRates: [NSNumber] = [1]
}

/// STAND-IN for `MPFeedbackCommand`: like, dislike, bookmark.
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    open var isActive = false
    open var localizedTitle = ""
}

/// STAND-IN for `MPRemoteCommandEvent`: the command sent.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    public let command: MPRemoteCommand
    public let timestamp: TimeInterval

    init(command: MPRemoteCommand) {
        self.command = command
        timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
}

/// STAND-IN for `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success, noSuchContent, noActionableNowPlayingItem, deviceNotFound, commandFailed = 200
}

/// The now-playing centre and command centre that `default()` and
/// `shared()` give: the process's own, or, inside `withCentres`, those of
/// the car a test drives (so two cars in one process do not share them).
public enum SystemCentres {
    /// A car's centres.
    public struct Centres: Sendable {
        public let nowPlaying: MPNowPlayingInfoCenter
        public let commands: MPRemoteCommandCenter

        public init() {
            nowPlaying = MPNowPlayingInfoCenter()
            commands = MPRemoteCommandCenter()
        }
    }

    /// The process's own centres, which code outside any car sees.
    public static let process = Centres()
    @TaskLocal private static var scoped: Centres?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var used: Centres?

    /// The centres code running now sees: those bound to it, else those
    /// its task claimed, else those of the car that last used them, else
    /// the process's own.
    public static var current: Centres { scoped ?? claimedByCurrentTask ?? lastUsed ?? process }

    /// Makes `centres` the ones the current task sees outside any binding
    /// (a test's own code, after it made a car), for as long as `owner`
    /// (the test's car) lives.
    package static func claimForCurrentTask(_ centres: Centres, owner: AnyObject) {
        guard let task = currentTaskKey else { return }
        lock.withLock {
            claims = claims.filter { $0.value.owner != nil }
            claims[task] = Claim(owner: owner, centres: centres)
        }
    }

    /// The centres the current task claimed, while their owner lives.
    package static var claimedByCurrentTask: Centres? {
        guard let task = currentTaskKey else { return nil }
        return lock.withLock { claims[task].flatMap { $0.owner == nil ? nil : $0.centres } }
    }

    private static var currentTaskKey: Int? { withUnsafeCurrentTask { $0?.hashValue } }
    nonisolated(unsafe) private static var claims: [Int: Claim] = [:]

    /// A task's claim: its centres, good while their owner lives (a task's
    /// key can come back with a new task once the old one ends).
    private struct Claim {
        weak var owner: AnyObject?
        let centres: Centres
    }

    /// The centres of the car that last used them (outside any binding).
    public static var lastUsed: Centres? {
        get { lock.withLock { used } }
        set { lock.withLock { used = newValue } }
    }

    /// Runs `body` with `centres` as the ones code sees.
    public static func withCentres<T>(_ centres: Centres, _ body: () throws -> T) rethrows -> T {
        try $scoped.withValue(centres, operation: body)
    }
}
