import HeadUnitCore

/// CPNowPlayingSportsTeam (iOS 18.4): a team of a sporting event: its
/// name, logo, standings (up to 20 characters shown), score (up to 5), the
/// possession indicator while it has the ball, and a star as a favourite.
@preconcurrency @MainActor public final class CPNowPlayingSportsTeam: NSObject {
    public let name: String
    public let logo: CPNowPlayingSportsTeamLogo
    public let teamStandings: String?
    public let eventScore: String
    public let possessionIndicator: UIImage?
    public let isFavorite: Bool

    public init(
        name: String, logo: CPNowPlayingSportsTeamLogo, teamStandings: String?, eventScore: String, possessionIndicator: UIImage?, favorite: Bool
    ) {
        self.name = name
        self.logo = logo
        self.teamStandings = teamStandings
        self.eventScore = eventScore
        self.possessionIndicator = possessionIndicator
        isFavorite = favorite
    }

    /// The team as headunit draws it.
    var team: SportsTeam {
        SportsTeam(
            name: name, logo: logo.shown, standings: teamStandings, score: eventScore, possession: possessionIndicator?.glyph, isFavorite: isFavorite)
    }
}

/// CPNowPlayingSportsTeamLogo: a team's logo image, or, without one, its
/// initials (up to 3 shown).
@preconcurrency @MainActor public final class CPNowPlayingSportsTeamLogo: NSObject {
    public let logo: UIImage?
    public let initials: String?

    public init(teamLogo: UIImage) {
        logo = teamLogo
        initials = nil
    }

    public init(teamInitials: String) {
        logo = nil
        initials = teamInitials
    }

    /// What stands in the logo's place: the image's glyph, else the initials.
    var shown: String { logo?.glyph ?? initials ?? "" }
}

/// CPNowPlayingSportsEventStatus: up to three lines of the event's status
/// (the period first, such as "2nd"), an image above them, and the clock.
@preconcurrency @MainActor public final class CPNowPlayingSportsEventStatus: NSObject {
    public let eventStatusText: [String]?
    public let eventStatusImage: UIImage?
    public let eventClock: CPNowPlayingSportsClock?

    public init(eventStatusText: [String]?, eventStatusImage: UIImage?, eventClock: CPNowPlayingSportsClock?) {
        self.eventStatusText = eventStatusText
        self.eventStatusImage = eventStatusImage
        self.eventClock = eventClock
    }

    /// The status as headunit draws it.
    func status(_ conversion: Conversion) -> SportsEventStatus {
        SportsEventStatus(texts: eventStatusText ?? [], image: eventStatusImage?.glyph, clock: eventClock?.clock(conversion))
    }
}

/// CPNowPlayingSportsClock: the time elapsed in the event (it counts up)
/// or left in it or in its period (it counts down), paused or running. It
/// runs with the car's clock from when the car first shows it.
@preconcurrency @MainActor public final class CPNowPlayingSportsClock: NSObject {
    public let timeValue: TimeInterval
    public let isPaused: Bool
    public let countsUp: Bool
    /// The car's clock when the car first showed it.
    private var shownSince: Double?

    public init(elapsedTime: TimeInterval, paused: Bool) {
        timeValue = elapsedTime
        isPaused = paused
        countsUp = true
    }

    public init(timeRemaining: TimeInterval, paused: Bool) {
        timeValue = timeRemaining
        isPaused = paused
        countsUp = false
    }

    /// The clock as headunit draws it, running from when the car first showed it.
    func clock(_ conversion: Conversion) -> SportsClock {
        let since = shownSince ?? conversion.runtime?.car?.clock ?? 0
        shownSince = since
        return SportsClock(value: timeValue, countsUp: countsUp, isPaused: isPaused, since: since)
    }
}

extension SportsEvent {
    /// The game of `left` against `right`, as headunit draws it.
    @MainActor init(_ left: CPNowPlayingSportsTeam, _ right: CPNowPlayingSportsTeam, _ status: CPNowPlayingSportsEventStatus?, _ conversion: Conversion) {
        self.init(left: left.team, right: right.team, status: status?.status(conversion))
    }
}
