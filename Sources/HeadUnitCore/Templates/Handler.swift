/// What a row, button or action does when it is selected.
///
/// The actions run in order. A list item's handler is asynchronous in
/// CarPlay: the row spins until the app calls its completion, here after
/// `delay` seconds, or never when `completes` is false.
public struct Handler: Equatable, Sendable {
    public var actions: [Action]
    public var delay: Double
    public var completes: Bool

    public init(_ actions: [Action], delay: Double = 0, completes: Bool = true) {
        self.actions = actions
        self.delay = delay
        self.completes = completes
    }

    /// The track this handler starts, if it plays one.
    public var playedTrack: TrackID? {
        for case .play(let track?) in actions { return track }
        return nil
    }
}

/// One thing a handler does to the app.
public enum Action: Equatable, Sendable {
    /// Push the template onto the navigation stack.
    case push(TemplateID)
    /// Pop the top template.
    case pop
    /// Pop back to the root template.
    case popToRoot
    /// Present the template modally (alerts and action sheets).
    case present(TemplateID)
    /// Dismiss the modal template.
    case dismiss
    /// Start the track (or resume when nil) and show now playing.
    case play(TrackID?)
}
