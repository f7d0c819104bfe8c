/// A control on the display, as the app made it.
public struct CarControl: Equatable, Sendable, CustomStringConvertible {
    /// Its id: `list.0.2`, `tab.1`, `nav.back`, `nowPlaying.playPause`.
    public let id: String
    /// Its words: the app's text and detail text, or its image's name
    /// where it has no words; for a control the car draws itself (the
    /// status rail, now playing's own buttons), the words the car shows.
    public let label: String
    public let isEnabled: Bool
    /// The app's text for it (a row's `text`, a button's title, a tab's title).
    public let text: String?
    /// The app's detail text (a row's `detailText`, a place's subtitle).
    public let detailText: String?
    /// Its image: the SF Symbol or asset name the app made it from
    /// (`mic.fill`), else the glyph drawn for it (`▣` for image data).
    public let image: String?
    /// A row's accessory: `disclosureIndicator`, `cloud`, or the accessory image's name.
    public let accessory: String?
    /// Whether a row shows the playing indicator.
    public let isPlaying: Bool
    /// What the display shows in its cells, glyphs included, as a
    /// driver reads it (`★ Jazz`): for a test of how it is drawn.
    public let drawn: String

    public init(
        id: String, label: String, isEnabled: Bool = true, text: String? = nil, detailText: String? = nil, image: String? = nil,
        accessory: String? = nil, isPlaying: Bool = false, drawn: String? = nil
    ) {
        self.id = id
        self.label = label
        self.isEnabled = isEnabled
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessory = accessory
        self.isPlaying = isPlaying
        self.drawn = drawn ?? label
    }

    public var description: String { "\(id) \"\(label)\"" }
}
