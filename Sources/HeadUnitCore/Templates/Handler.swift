/// What a row, button or action does when it is selected.
///
/// The actions run in order. A list item's handler is asynchronous in
/// CarPlay: the row spins until the app calls its completion, here after
/// `delay` seconds, when the actions run. With `completes` false the
/// actions run at once (the app's code runs) and the completion is never
/// called: the row spins on.
public struct Handler: Hashable, Sendable {
    public var actions: [Action]
    public var delay: Double
    public var completes: Bool

    public init(_ actions: [Action], delay: Double = 0, completes: Bool = true) {
        self.actions = actions
        self.delay = delay
        self.completes = completes
    }

    /// Whether a hosted app's code runs it (`Action.appCode`).
    public var isHosted: Bool {
        actions.contains { if case .appCode = $0 { true } else { false } }
    }

    /// The track this handler starts, if it plays one.
    public var playedTrack: TrackID? {
        for case .play(let track?) in actions { return track }
        return nil
    }
}

/// One thing a handler does to the app.
public enum Action: Hashable, Sendable {
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
    /// Pause playback.
    case pause
    /// The next track of the queue.
    case next
    /// The previous track, or the start of this one.
    case previous
    /// Replace the root template, clearing the stacks.
    case setRoot(TemplateID)
    /// Change fields of a list item.
    case update(ItemUpdate)
    /// Replace a point-of-interest template's places (written as an `update`).
    case setPointsOfInterest(PlacesUpdate)
    /// Open a URL: a `maps:` or `tel:` one hands over to the car's Maps or Phone.
    case open(SystemScreen)
    /// Something a navigation app does to its map, trips and session.
    case navigation(NavigationAction)
    /// The app's own code runs (a hosted app's handler, by its id).
    case appCode(Int)
    /// Show the app's now playing, as the car does after the driver
    /// chooses an item whose playback presents it.
    case showNowPlaying
}

/// A change to one list item, found by its id in a template.
public struct ItemUpdate: Hashable, Sendable {
    public var template: TemplateID
    public var item: String
    public var text: String?
    public var detailText: String?
    public var image: String?
    public var isEnabled: Bool?
    public var isPlaying: Bool?
    public var playbackProgress: Double?

    public init(
        template: TemplateID, item: String, text: String? = nil, detailText: String? = nil, image: String? = nil,
        isEnabled: Bool? = nil, isPlaying: Bool? = nil, playbackProgress: Double? = nil
    ) {
        self.template = template
        self.item = item
        self.text = text
        self.detailText = detailText
        self.image = image
        self.isEnabled = isEnabled
        self.isPlaying = isPlaying
        self.playbackProgress = playbackProgress
    }

    /// The item with this update's fields applied.
    public func applied(to item: ListItem) -> ListItem {
        var result = item
        if let text { result.text = text }
        if let detailText { result.detailText = detailText }
        if let image { result.image = image }
        if let isEnabled { result.isEnabled = isEnabled }
        if let isPlaying { result.isPlaying = isPlaying }
        if let playbackProgress { result.playbackProgress = playbackProgress }
        return result
    }
}
