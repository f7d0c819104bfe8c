/// One CarPlay template of an app, named by its id.
public struct Template: Equatable, Sendable {
    public var id: TemplateID
    public var body: TemplateBody

    public init(id: TemplateID, body: TemplateBody) {
        self.id = id
        self.body = body
    }

    /// Which kind of template this is.
    public var kind: TemplateKind { body.kind }

    /// The title shown in the navigation bar, if the template has one.
    public var title: String? {
        switch body {
        case .list(let list): list.title
        case .grid(let grid): grid.title
        case .information(let information): information.title
        case .alert, .actionSheet, .nowPlaying, .tabBar: nil
        }
    }

    /// The navigation bar's leading and trailing buttons.
    public var barButtons: BarButtons {
        switch body {
        case .list(let list): list.barButtons
        case .grid(let grid): grid.barButtons
        case .information(let information): information.barButtons
        case .alert, .actionSheet, .nowPlaying, .tabBar: BarButtons()
        }
    }
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

    /// Which kind of template this is.
    public var kind: TemplateKind {
        switch self {
        case .list: .list
        case .grid: .grid
        case .information: .information
        case .alert: .alert
        case .actionSheet: .actionSheet
        case .nowPlaying: .nowPlaying
        case .tabBar: .tabBar
        }
    }
}

/// The kinds of template, named as scenario files name them.
public enum TemplateKind: String, CaseIterable, Sendable {
    case list, grid, information, alert, actionSheet, nowPlaying, tabBar

    /// The name a person reads: "action sheet", "now playing".
    public var displayName: String {
        switch self {
        case .list: "list"
        case .grid: "grid"
        case .information: "information"
        case .alert: "alert"
        case .actionSheet: "action sheet"
        case .nowPlaying: "now playing"
        case .tabBar: "tab bar"
        }
    }

    /// Whether the kind is shown modally: presented, never pushed.
    public var isModal: Bool { self == .alert || self == .actionSheet }
}
