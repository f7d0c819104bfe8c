import CarPlay
import HeadUnitCore
import MediaPlayer

/// What the car shows, through the app's own objects: its templates (the
/// very instances the app made), the focus, the display as text, the
/// controls, what plays, the rule the car ended the app for, and what
/// headunit says it cannot honour.
extension TestCar {
    /// The templates of the navigation stack, root first: the app's own objects.
    public var templates: [CPTemplate] { runtime.stack }

    /// The template on top of the navigation stack.
    public var topTemplate: CPTemplate? { templates.last }

    /// The root template.
    public var rootTemplate: CPTemplate? { driver.state.shown.controller.root.flatMap(runtime.conversion.template) }

    /// The template presented modally, if any.
    public var presentedTemplate: CPTemplate? { driver.state.shown.controller.modal.flatMap(runtime.conversion.template) }

    /// The car's own shared now playing (`CPNowPlayingTemplate.shared` in the app's code).
    public var nowPlayingTemplate: CPNowPlayingTemplate { context.run { CPNowPlayingTemplate.shared } }

    /// The car's own now-playing centre (`MPNowPlayingInfoCenter.default()` in the app's code).
    public var nowPlayingInfoCenter: MPNowPlayingInfoCenter { context.centres.nowPlaying }

    /// The car's own command centre (`MPRemoteCommandCenter.shared()` in the app's code).
    public var remoteCommandCenter: MPRemoteCommandCenter { context.centres.commands }

    /// Whether the phone is connected.
    public var isConnected: Bool { driver.state.mode != .disconnected }

    /// The display as text, row by row, as a driver reads it.
    public var screen: String { PlainTextWriter.text(of: driver.screen.frame) }

    /// The instrument cluster as text, while one is attached (`attachCluster()`).
    public var cluster: String? { driver.state.clusterAttached ? PlainTextWriter.text(of: ClusterLayout.frame(for: driver.state)) : nil }

    /// The focused control: its id (`list.0.2`) and the words it shows; nil
    /// while nothing has focus.
    public var focus: Control? {
        let screen = driver.screen
        guard let focused = driver.state.focus, let region = screen.region(of: focused) else { return nil }
        return Control(id: focused.description, label: screen.label(of: region), isEnabled: region.isEnabled)
    }

    /// The control whose handler is working (its spinner turning), if any.
    public var spinning: Control? {
        let screen = driver.screen
        guard let spinning = driver.state.shown.spinning, let region = screen.region(of: spinning.control) else { return nil }
        return Control(id: spinning.control.description, label: screen.label(of: region), isEnabled: region.isEnabled)
    }

    /// Every control on the display, in drawing order, with whether it can be used.
    public var controls: [Control] {
        let screen = driver.screen
        return screen.controls.map { Control(id: $0.id.description, label: screen.label(of: $0), isEnabled: $0.isEnabled) }
    }

    /// The labels of the controls that can be used now.
    public var enabledControls: [String] { controls.filter(\.isEnabled).map(\.label).filter { !$0.isEmpty } }

    /// What the car's now playing shows, if anything.
    public var nowPlaying: NowPlaying? {
        let state = driver.state.nowPlaying
        guard let track = state.track else { return nil }
        return NowPlaying(title: track.title, artist: track.artist, isPlaying: state.isPlaying, elapsed: state.elapsed)
    }

    /// The CarPlay rule the car ended the app for, if it did (as it does
    /// for the exception a call like a sixth push raises).
    public var brokenRule: RuleError? { driver.state.apps[0].ended.map(RuleError.init) }

    /// What headunit says it cannot honour of what the app asked (a custom
    /// colour, the Siri cell), once each, in order.
    public var notices: [String] { driver.state.notices }

    /// A control on the display.
    public struct Control: Equatable, Sendable, CustomStringConvertible {
        /// Its id: `list.0.2`, `tab.1`, `nav.back`, `nowPlaying.playPause`.
        public let id: String
        /// The words it shows.
        public let label: String
        public let isEnabled: Bool

        public init(id: String, label: String, isEnabled: Bool = true) {
            self.id = id
            self.label = label
            self.isEnabled = isEnabled
        }

        public var description: String { "\(id) \"\(label)\"" }
    }

    /// What the car's now playing shows.
    public struct NowPlaying: Equatable, Sendable {
        public let title: String
        public let artist: String?
        public let isPlaying: Bool
        /// Seconds into the track.
        public let elapsed: Double

        public init(title: String, artist: String? = nil, isPlaying: Bool, elapsed: Double = 0) {
            self.title = title
            self.artist = artist
            self.isPlaying = isPlaying
            self.elapsed = elapsed
        }
    }
}

/// A CarPlay rule the car raised: its id (`template-depth`) and the words
/// `headunit lint` uses for it.
public struct RuleError: Error, Equatable, Sendable, CustomStringConvertible {
    public let rule: String
    public let message: String

    init(_ violation: RuleViolation) {
        rule = violation.rule.rawValue
        message = violation.message
    }

    public var description: String { "[\(rule)] \(message)" }
}
