/// An app's CarPlay flow as a scenario describes it: its entitlement, its
/// templates by id, the root it sets on connect, and its media.
public struct App: Equatable, Sendable {
    public var name: String
    public var category: AppCategory
    public var root: TemplateID
    public var templates: [TemplateID: Template]
    /// Tracks in queue order: next and previous step through them.
    public let tracks: [Track]
    /// Where each track is in `tracks`, so that finding one costs the same
    /// for 6 tracks or 60,000.
    /// Keyed by the id's text: a table keyed by `TrackID` itself costs the
    /// first launch a search of every protocol conformance in the binary.
    private let trackPositions: [String: Int]
    /// The clock the status rail starts at, in minutes after midnight.
    public var clockStart: Int
    /// The one shared now-playing template: the scenario's, or a plain one.
    public let nowPlayingID: TemplateID
    /// The connect step, timeline, phone events and reactions.
    public var events: AppEvents
    /// When the car is dark by its clock, for `--appearance auto`.
    public var night = NightWindow()
    /// The scenario's scripts, in the file's order (`script` first).
    public var scripts: [Script]
    /// A navigation app's unit, trips and navigation alerts.
    public var navigation = NavigationData()
    /// Whether the app's own code runs it (the CarPlay library's apps):
    /// its scene connects through the app's side (`AppSide`), which sets
    /// its root and answers its handlers, instead of the scenario's actions.
    public var isHosted = false

    public init(
        name: String, category: AppCategory, root: TemplateID, templates: [TemplateID: Template],
        tracks: [Track] = [], clockStart: Int = 9 * 60 + 41, events: AppEvents = AppEvents(), scripts: [Script] = []
    ) {
        self.events = events
        self.scripts = scripts
        self.name = name
        self.category = category
        self.root = root
        self.templates = templates
        self.tracks = tracks
        self.trackPositions = Dictionary(tracks.enumerated().map { ($0.element.id.rawValue, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.clockStart = clockStart
        if let declared = templates.values.filter({ $0.kind == .nowPlaying }).map(\.id).min() {
            nowPlayingID = declared
        } else {
            nowPlayingID = .nowPlaying
            self.templates[.nowPlaying] = Template(id: .nowPlaying, body: .nowPlaying(NowPlayingTemplate()))
        }
    }

    /// The app's icon on the dock and the home screen: its first letter.
    public var initial: String {
        String(name.first(where: { TextWidth.columns(of: $0) > 0 }) ?? "?").uppercased()
    }

    /// The track with the given id.
    public func track(_ id: TrackID) -> Track? { position(of: id).map { tracks[$0] } }

    /// Where the track with the given id is in the queue.
    public func position(of id: TrackID) -> Int? { trackPositions[id.rawValue] }
}
