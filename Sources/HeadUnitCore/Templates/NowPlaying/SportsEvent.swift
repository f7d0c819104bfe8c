/// A sporting event of exactly two teams, as now playing's sports mode
/// (CPNowPlayingModeSports) and a thumbnail's sports overlay
/// (CPSportsOverlay) show it: the left team always on the left, the right
/// always on the right, whatever the language or the driving side.
public struct SportsEvent: Equatable, Sendable {
    public var left: SportsTeam
    public var right: SportsTeam
    public var status: SportsEventStatus?

    public init(left: SportsTeam, right: SportsTeam, status: SportsEventStatus? = nil) {
        self.left = left
        self.right = right
        self.status = status
    }
}

/// CPNowPlayingSportsTeam: a team's name, logo (a glyph, or its initials),
/// standings, score, possession mark and whether it is a favourite.
public struct SportsTeam: Equatable, Sendable {
    public var name: String
    /// A glyph standing for the logo image, else up to 3 of its initials.
    public var logo: String
    public var standings: String?
    public var score: String
    /// A glyph standing for the possession indicator, while the team has it.
    public var possession: String?
    public var isFavorite: Bool

    public init(name: String, logo: String, standings: String? = nil, score: String, possession: String? = nil, isFavorite: Bool = false) {
        self.name = name
        self.logo = logo
        self.standings = standings
        self.score = score
        self.possession = possession
        self.isFavorite = isFavorite
    }

    /// The star a favourite team is marked with.
    static let favorite = "★"
    /// The most characters of a score a car shows.
    static let scoreLength = 5
    /// The most characters of standings a car shows.
    static let standingsLength = 20
    /// The most initials a logo shows.
    static let initialsLength = 3
}

/// CPNowPlayingSportsEventStatus: up to 3 lines of status (the period
/// first), an image above them, and the event's clock.
public struct SportsEventStatus: Equatable, Sendable {
    /// The lines shown, at most 3.
    public var texts: [String]
    /// A glyph standing for the status image.
    public var image: String?
    public var clock: SportsClock?

    public init(texts: [String] = [], image: String? = nil, clock: SportsClock? = nil) {
        self.texts = texts
        self.image = image
        self.clock = clock
    }

    /// The most lines of status a car shows.
    static let maximumTexts = 3
}

/// CPNowPlayingSportsClock: the time elapsed (counting up) or remaining
/// (counting down) as it was when the app set it, at session clock `since`;
/// it runs on with the car's clock unless paused.
public struct SportsClock: Equatable, Sendable {
    public var value: Double
    public var countsUp: Bool
    public var isPaused: Bool
    /// The session clock when the app set it.
    public var since: Double

    public init(value: Double, countsUp: Bool, isPaused: Bool, since: Double) {
        self.value = value
        self.countsUp = countsUp
        self.isPaused = isPaused
        self.since = since
    }

    /// Its time at session clock `clock`: never below 0.
    func time(at clock: Double) -> Double {
        if isPaused { return max(0, value) }
        let run = max(0, clock - since)
        return max(0, countsUp ? value + run : value - run)
    }

    /// The whole seconds it shows at session clock `clock`: those elapsed
    /// counting up, those begun of what is left counting down (a game
    /// clock shows 10:00 until a whole second has gone).
    func shown(at clock: Double) -> Double {
        countsUp ? time(at: clock).rounded(.down) : time(at: clock).rounded(.up)
    }

    /// The session clock at which the whole seconds it shows next change
    /// after `clock`; nil while it stands still (paused, or run down).
    func nextChange(after clock: Double) -> Double? {
        guard !isPaused, countsUp || time(at: clock) > 0 else { return nil }
        // Counting up, the next whole second; counting down, the whole second below.
        let next = countsUp ? shown(at: clock) + 1 : shown(at: clock) - 1
        return since + abs(next - value)
    }
}
