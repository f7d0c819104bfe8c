/// The kinds of template, named as scenario files name them. This file is
/// the one place that lists them: a new kind is a case here, a case of
/// `TemplateBody`, and a folder whose type conforms to `TemplateContent`;
/// the compiler then points at `content`, `contentType` and `kind` below
/// and at `CarPlayLimits.allows`.
public enum TemplateKind: String, CaseIterable, Sendable {
    case list, grid, information, alert, actionSheet, nowPlaying, tabBar, contact, pointOfInterest, map, search, voiceControl

    /// The type that holds, decodes, lays out and checks templates of this kind.
    var contentType: any TemplateContent.Type {
        switch self {
        case .list: ListTemplate.self
        case .grid: GridTemplate.self
        case .information: InformationTemplate.self
        case .alert: AlertTemplate.self
        case .actionSheet: ActionSheetTemplate.self
        case .nowPlaying: NowPlayingTemplate.self
        case .tabBar: TabBarTemplate.self
        case .contact: ContactTemplate.self
        case .pointOfInterest: PointOfInterestTemplate.self
        case .map: MapTemplate.self
        case .search: SearchTemplate.self
        case .voiceControl: VoiceControlTemplate.self
        }
    }

    /// The name a person reads: "action sheet", "now playing".
    public var displayName: String { contentType.displayName }

    /// Whether the kind is shown modally: presented, never pushed.
    public var isModal: Bool { contentType.isModal }

    /// The kinds shown modally, as their kinds say.
    public static var modal: [TemplateKind] { allCases.filter(\.isModal) }
}

/// The content of a template, one case per kind.
public enum TemplateBody: Equatable, Sendable {
    case list(ListTemplate)
    case grid(GridTemplate)
    case information(InformationTemplate)
    case alert(AlertTemplate)
    case actionSheet(ActionSheetTemplate)
    case nowPlaying(NowPlayingTemplate)
    case tabBar(TabBarTemplate)
    case contact(ContactTemplate)
    case pointOfInterest(PointOfInterestTemplate)
    case map(MapTemplate)
    case search(SearchTemplate)
    case voiceControl(VoiceControlTemplate)

    /// Applies an `update` action to a list's items, in place: the list
    /// is taken out and the body left holding an empty one meanwhile, so
    /// the rows are never copied for being held twice. False when this is
    /// not a list.
    mutating func applyToList(_ update: ItemUpdate) -> Bool {
        guard case .list(var list) = self else { return false }
        self = Self.vacantList
        list.apply(update)
        self = .list(list)
        return true
    }

    /// What a body holds while its list is taken out to change.
    private static let vacantList = TemplateBody.list(ListTemplate(title: "", sections: []))

    /// The content, through which the session, layout and lint reach the kind.
    var content: any TemplateContent {
        switch self {
        case .list(let content): content
        case .grid(let content): content
        case .information(let content): content
        case .alert(let content): content
        case .actionSheet(let content): content
        case .nowPlaying(let content): content
        case .tabBar(let content): content
        case .contact(let content): content
        case .pointOfInterest(let content): content
        case .map(let content): content
        case .search(let content): content
        case .voiceControl(let content): content
        }
    }

    /// Which kind of template this is, read without boxing the content
    /// (`content` copies a list's rows into a box: a knob step asked it a
    /// dozen times).
    public var kind: TemplateKind {
        switch self {
        case .list: .list
        case .grid: .grid
        case .information: .information
        case .alert: .alert
        case .actionSheet: .actionSheet
        case .nowPlaying: .nowPlaying
        case .tabBar: .tabBar
        case .contact: .contact
        case .pointOfInterest: .pointOfInterest
        case .map: .map
        case .search: .search
        case .voiceControl: .voiceControl
        }
    }
}
