import HeadUnitCore

/// CPNowPlayingMode (iOS 18.4): how now playing lays out what plays. The
/// default mode shows what `MPNowPlayingInfoCenter` says plays.
@preconcurrency @MainActor open class CPNowPlayingMode: NSObject {
    /// The default mode: the now-playing info, with its artwork.
    public class var `default`: CPNowPlayingMode { defaultMode }
    private static let defaultMode = CPNowPlayingMode()

    public override init() { super.init() }

    /// The sporting event now playing shows in this mode; nil for the default layout.
    func sportsEvent(_ conversion: Conversion) -> SportsEvent? { nil }
}

/// CPNowPlayingModeSports: now playing laid out for a live or recorded
/// sporting event of exactly two teams: the left team always on the left
/// and the right team always on the right, whatever the language or the
/// driving side, with the event's status between them.
@preconcurrency @MainActor public final class CPNowPlayingModeSports: CPNowPlayingMode {
    public let leftTeam: CPNowPlayingSportsTeam
    public let rightTeam: CPNowPlayingSportsTeam
    public let eventStatus: CPNowPlayingSportsEventStatus?
    /// Kept: headunit draws its theme's background, not an image behind the text.
    public let backgroundArtwork: UIImage?

    public init(
        leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam, eventStatus: CPNowPlayingSportsEventStatus?, backgroundArtwork: UIImage?
    ) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
        self.backgroundArtwork = backgroundArtwork
        super.init()
    }

    override func sportsEvent(_ conversion: Conversion) -> SportsEvent? { SportsEvent(leftTeam, rightTeam, eventStatus, conversion) }
}
