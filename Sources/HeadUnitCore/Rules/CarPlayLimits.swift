/// CarPlay's limits, each written once: what a car shows, trims or
/// refuses, per app category where it varies. Templates, layout, the
/// interface controller and lint all read them here.
public enum CarPlayLimits {
    /// The deepest the template stack may go, the root counted.
    public static func maximumDepth(_ category: AppCategory) -> Int {
        switch category {
        case .fueling: 3
        case .drivingTask, .quickFood: 2
        case .audio, .communication, .navigation, .evCharging, .parking: 5
        }
    }

    /// The most tabs a tab bar may have.
    public static func maximumTabs(_ category: AppCategory) -> Int { category == .audio ? 4 : 5 }

    /// Whether an app of `category` may use a kind of template.
    public static func allows(_ category: AppCategory, _ kind: TemplateKind) -> Bool {
        switch kind {
        case .list, .grid, .tabBar, .alert, .actionSheet: true
        case .information: category != .audio
        case .nowPlaying: category == .audio || category == .communication
        case .contact: category == .communication || category == .navigation
        case .pointOfInterest: [.evCharging, .parking, .fueling, .drivingTask, .quickFood].contains(category)
        case .map, .search, .voiceControl: category == .navigation
        }
    }

    /// The kinds a tab of a tab bar may show (a point of interest only
    /// where the category may use it).
    public static let tabKinds: [TemplateKind] = [.list, .grid, .information, .pointOfInterest]

    /// Bar buttons shown on each side of a navigation bar.
    public static let barButtonsPerSide = 2
    /// Items a list shows in all while the car limits lists (driving).
    public static let listItemsWhenLimited = 12
    /// CPGridTemplateMaximumItems: grid buttons past it are not shown.
    public static let gridButtons = 8
    /// Grid buttons on one row; more are balanced over two rows.
    public static let gridButtonsPerRow = 4
    /// Information items shown.
    public static let informationItems = 10
    /// Information actions shown.
    public static let informationActions = 3
    /// Alert actions shown.
    public static let alertActionsShown = 2
    /// Map buttons shown ("more than three... displays only the first three").
    public static let mapButtons = 3
    /// Trips `showTripPreviews` shows.
    public static let tripPreviews = 12
    /// Seconds without input before a map's navigation bar hides itself.
    public static let navigationBarHideSeconds = 5.0
    /// Places a point-of-interest template shows; the rest are not.
    public static let pointsOfInterest = 12
    /// Contact buttons shown; the rest are not.
    public static let contactActions = 4
    /// The most buttons now playing takes; more is an exception.
    public static let nowPlayingButtons = 5
}
