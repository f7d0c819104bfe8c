/// CPNowPlayingTemplate: the one shared now-playing screen of an app.
///
/// Its track, progress and playback state live in the session's shared
/// `NowPlayingState`; the template holds what the app configured.
public struct NowPlayingTemplate: Equatable, Sendable {
    /// Up to 5 buttons, leading to trailing.
    public var buttons: [NowPlayingButton]
    public var isUpNextButtonEnabled: Bool
    /// Shown on the Up Next button; "Up Next" when nil.
    public var upNextTitle: String?
    public var upNextHandler: Handler?
    /// Whether the album/artist line is a button.
    public var isAlbumArtistButtonEnabled: Bool
    public var albumArtistHandler: Handler?
    /// In sports mode, the event shown in the artwork's place.
    public var sports: SportsEvent?

    public init(
        buttons: [NowPlayingButton] = [], isUpNextButtonEnabled: Bool = false, upNextTitle: String? = nil,
        upNextHandler: Handler? = nil, isAlbumArtistButtonEnabled: Bool = false, albumArtistHandler: Handler? = nil, sports: SportsEvent? = nil
    ) {
        self.buttons = buttons
        self.isUpNextButtonEnabled = isUpNextButtonEnabled
        self.upNextTitle = upNextTitle
        self.upNextHandler = upNextHandler
        self.isAlbumArtistButtonEnabled = isAlbumArtistButtonEnabled
        self.albumArtistHandler = albumArtistHandler
        self.sports = sports
    }
}

/// CPNowPlayingButton: one of the buttons under the transport controls.
public struct NowPlayingButton: Equatable, Sendable {
    public var kind: NowPlayingButtonKind
    public var isSelected: Bool
    public var handler: Handler?

    public init(kind: NowPlayingButtonKind, isSelected: Bool = false, handler: Handler? = nil) {
        self.kind = kind
        self.isSelected = isSelected
        self.handler = handler
    }
}

/// The system buttons of now playing, and an image button with a glyph.
public enum NowPlayingButtonKind: Equatable, Sendable {
    case shuffle, `repeat`, playbackRate, addToLibrary, more
    case image(String)

    /// The glyph shown between brackets.
    public var glyph: String {
        switch self {
        case .shuffle: "⇄"
        case .repeat: "↻"
        case .playbackRate: "1x"
        case .addToLibrary: "+"
        case .more: "⋯"
        case .image(let glyph): glyph
        }
    }

    /// The kinds a scenario names, without the image button.
    public static let systemKinds: [String: NowPlayingButtonKind] = [
        "shuffle": .shuffle, "repeat": .repeat, "playbackRate": .playbackRate,
        "addToLibrary": .addToLibrary, "more": .more,
    ]
}
