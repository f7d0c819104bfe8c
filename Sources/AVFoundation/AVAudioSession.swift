// AVFoundation on Linux: STAND-INS for the playback CarPlay code starts: the
// audio session, a player of a URL and a player of data. The head unit has
// no speaker: a player keeps its time as if it played, from the clock, so
// that now playing shows it moving, and tells its observers as on iOS.
// `import AVFoundation` brings Foundation (with Combine, as on iOS) and CoreMedia.
@_exported import Combine
@_exported import CoreMedia
@_exported import Foundation

/// STAND-IN for `AVAudioSession`: how the app's audio goes with the car's.
/// headunit keeps what the app set.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var state = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), isActive: false)

    /// The app's one audio session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category set last: how the app's audio mixes.
    open var category: Category { lock.withLock { state.category } }
    /// The mode set last.
    open var mode: Mode { lock.withLock { state.mode } }
    /// The options set last.
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Whether the app made the session active.
    open var isActive: Bool { lock.withLock { state.isActive } }

    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock { state = (category, mode, options, state.isActive) }
    }

    /// Sets the category, keeping the mode, with `options`.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws { try setCategory(category, mode: mode, options: options) }

    /// Makes the session active or not.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { lock.withLock { state.isActive = active } }

    /// STAND-IN for `AVAudioSession.Category`.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Audio that is the app's point: it goes on in the background.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// The default: silenced by the switch, stopping other audio.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Sound mixed with other audio.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// Recording and playing, as a call does.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    /// STAND-IN for `AVAudioSession.Mode`.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No special mode.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Spoken audio, as a podcast or an audiobook.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// A voice call.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    }

    /// STAND-IN for `AVAudioSession.CategoryOptions`.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mixed with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Other apps' audio made quieter.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Bluetooth headsets allowed.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    }

    /// STAND-IN for `AVAudioSession.SetActiveOptions`.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Other apps' audio resumes when the session ends.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
