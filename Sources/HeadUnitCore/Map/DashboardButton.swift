/// A navigation app's shortcut button on the car's dashboard
/// (CPDashboardButton): its title and subtitle variants, its glyph and
/// what choosing it does. The dashboard shows up to two while the app has
/// no trip under way.
public struct DashboardButton: Equatable, Sendable {
    /// The most a dashboard shows, as CarPlay Dashboard does.
    public static let maximumCount = 2

    public var titleVariants: [String]
    public var subtitleVariants: [String]
    /// The image, as a glyph.
    public var glyph: String?
    /// What choosing it runs: a hosted app's handler.
    public var actions: [Action]

    public init(titleVariants: [String], subtitleVariants: [String] = [], glyph: String? = nil, actions: [Action] = []) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.glyph = glyph
        self.actions = actions
    }
}
