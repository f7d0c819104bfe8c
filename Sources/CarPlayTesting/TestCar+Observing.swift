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

    /// The focused control; nil while nothing has focus.
    public var focus: Control? {
        guard let focused = driver.state.focus, let region = driver.screen.region(of: focused) else { return nil }
        return control(region)
    }

    /// The control whose handler is working (its spinner turning), if any.
    public var spinning: Control? {
        guard let spinning = driver.state.shown.spinning, let region = driver.screen.region(of: spinning.control) else { return nil }
        return control(region)
    }

    /// Every control on the display, in drawing order, with whether it can be used.
    public var controls: [Control] { driver.screen.controls.map(control) }

    /// The labels of the controls that can be used now.
    public var enabledControls: [String] { controls.filter(\.isEnabled).map(\.label).filter { !$0.isEmpty } }

    /// A control on the display as a test reads it: the app's own words
    /// for it where the app gave them, else the words the car shows.
    private func control(_ region: ControlRegion) -> Control {
        let controller = driver.state.shown.controller
        let template = { (id: TemplateID?) in id.flatMap(self.runtime.conversion.template) }
        guard let words = ControlWords.of(region.id, top: template(controller.top), modal: template(controller.modal), root: template(controller.root))
        else {
            let drawn = driver.screen.label(of: region)
            let label = ControlWords.carName(of: region.id, in: driver.state) ?? drawn
            return Control(id: region.id.description, label: label, isEnabled: region.isEnabled, text: label, drawn: drawn)
        }
        let label = [words.text, words.detailText].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return Control(
            id: region.id.description, label: label.isEmpty ? words.image ?? "" : label, isEnabled: region.isEnabled, text: words.text,
            detailText: words.detailText, image: words.image, accessory: words.accessory, isPlaying: words.isPlaying,
            drawn: driver.screen.label(of: region))
    }

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

    /// A control on the display, as the app made it.
    public typealias Control = CarControl

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
