/// The terminal's frame around the display as it was last composed: the
/// bezel and the status line. A composition with the same around it
/// puts its display into a copy of this frame (or into the composition
/// before last, which has the same around it), instead of drawing the
/// bezel and the status line again (`TerminalComposer.compose(_:profile:columns:rows:chrome:glyphs:reusing:)`).
public struct ChromeDrawing: Sendable {
    var around: ChromeContent?
    var frame = Frame(width: 0, height: 0)
    var displayOrigin = (column: 0, row: 0)
    /// The last two compositions made from `frame`, the newest in `latest`.
    /// By the next step the host holds only the newest (the painter's
    /// previous frame), so the display goes into `older` in place rather
    /// than into a copy of `frame`. Only frames without a cluster table of
    /// their own are kept, so that tables never grow.
    var latest: Frame?
    var older: Frame?

    /// Nothing composed yet: the next composition draws all of it.
    public init() {}
}

/// Everything drawn around the display that a copy may keep: two
/// compositions with the same draw the same cells outside the display.
struct ChromeContent: Equatable {
    let columns: Int
    let rows: Int
    let displayWidth: Int
    let displayHeight: Int
    let profile: DisplayProfile
    let overlay: Overlay
    let message: String?
    let keyHints: String
    let density: Density
    let clockRate: Double
    let glyphs: Glyphs
    /// The display's rows that show: all of them, or all but the last,
    /// where the status line is when it has no row of its own.
    let displayRowsShown: Int

    /// What is around a display of `size` in a terminal of `columns` x
    /// `rows`; nil when the display does not fit or something is drawn
    /// over it (a help card) or beside it (a panel), which a copy does
    /// not keep.
    init?(_ chrome: TerminalComposer.Chrome, size: (columns: Int, rows: Int), profile: DisplayProfile, columns: Int, rows: Int, glyphs: Glyphs) {
        switch chrome.overlay {
        case .help, .command: return nil
        case .none, .console: break
        }
        guard chrome.cluster == nil, chrome.inspector == nil, columns >= size.columns, rows >= size.rows else { return nil }
        displayRowsShown = TerminalComposer.placement(of: size, columns: columns, rows: rows).statusBelow ? size.rows : size.rows - 1
        self.columns = columns
        self.rows = rows
        displayWidth = size.columns
        displayHeight = size.rows
        self.profile = profile
        overlay = chrome.overlay
        message = chrome.message
        keyHints = chrome.keyHints
        density = chrome.density
        clockRate = chrome.clockRate
        self.glyphs = glyphs
    }
}
