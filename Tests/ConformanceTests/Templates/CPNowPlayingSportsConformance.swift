import CarPlay
import CarPlayTesting
import Testing

/// CPNowPlayingSportsTeam: a team's name, logo, standings, score, possession and star.
@MainActor struct CPNowPlayingSportsTeamConformance {
    /// Now playing in sports mode with `left` against Dallas.
    static func car(_ left: CPNowPlayingSportsTeam, status: CPNowPlayingSportsEventStatus? = nil) async throws -> TestCar {
        let mode = CPNowPlayingModeSports(
            leftTeam: left, rightTeam: SportsSamples.team("Dallas", "DAL", standings: nil, score: "17"), eventStatus: status, backgroundArtwork: nil)
        return try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = mode }.1
    }

    @Test(
        "a team keeps its name, logo, standings, score, possession indicator and favourite mark",
        .apple("carplay/cpnowplayingsportsteam/init(name:logo:teamstandings:eventscore:possessionindicator:favorite:)"))
    func initKeepsWhatItWasMadeWith() {
        let logo = CPNowPlayingSportsTeamLogo(teamInitials: "SF")
        let ball = UIImage(systemName: "football.fill")
        let team = CPNowPlayingSportsTeam(name: "Niners", logo: logo, teamStandings: "10-4", eventScore: "21", possessionIndicator: ball, favorite: true)
        #expect(team.name == "Niners" && team.logo === logo && team.teamStandings == "10-4" && team.eventScore == "21")
        #expect(team.possessionIndicator === ball && team.isFavorite)
    }

    @Test("a team's name shows under its logo", .apple("carplay/cpnowplayingsportsteam/name"))
    func nameShows() async throws {
        let car = try await Self.car(SportsSamples.team("Forty-Niners", "SF", standings: nil, score: "3"))
        #expect(SportsSamples.body(of: car.screen)[3] == "  Forty-Niners                      Dallas")
    }

    @Test(
        "standings show near the name, 15 to 20 characters of them as the screen allows: 15 on the standard display",
        .apple("carplay/cpnowplayingsportsteam/teamstandings"))
    func standingsShow() async throws {
        let car = try await Self.car(SportsSamples.team("Niners", "SF", standings: "1st NFC West, 10-4 (6-1 home)", score: "3"))
        #expect(SportsSamples.body(of: car.screen)[4] == "  1st NFC West, …")
    }

    @Test("the score shows under the standings, at most 5 characters of it", .apple("carplay/cpnowplayingsportsteam/eventscore"))
    func scoreShows() async throws {
        let car = try await Self.car(SportsSamples.team("Niners", "SF", standings: nil, score: "123456"))
        #expect(SportsSamples.body(of: car.screen)[5] == "  12345                                 17")
    }

    @Test("the possession indicator shows beside the score of the team that has the ball", .apple("carplay/cpnowplayingsportsteam/possessionindicator"))
    func possessionShows() async throws {
        let car = try await Self.car(SportsSamples.team("Niners", "SF", standings: nil, score: "21", possession: true))
        #expect(SportsSamples.body(of: car.screen)[5] == "  21 ●                                  17")
    }

    @Test("a favourite team is marked with a star", .apple("carplay/cpnowplayingsportsteam/isfavorite"))
    func favoriteStar() async throws {
        let car = try await Self.car(SportsSamples.team("Niners", "SF", standings: nil, score: "21", favorite: true))
        #expect(SportsSamples.body(of: car.screen)[3] == "  Niners ★                          Dallas")
    }

    @Test("a team's logo shows in the box at its side", .apple("carplay/cpnowplayingsportsteam/logo"))
    func logoShows() async throws {
        let car = try await Self.car(SportsSamples.team("Niners", "SF", standings: nil, score: "21"))
        #expect(SportsSamples.body(of: car.screen)[1] == "  │ SF │                            │DAL │")
    }
}

/// CPNowPlayingSportsTeamLogo: a logo image, or initials without one.
@MainActor struct CPNowPlayingSportsTeamLogoConformance {
    /// The logo box's line of a team with `logo`.
    private func logoLine(_ logo: CPNowPlayingSportsTeamLogo) async throws -> String {
        let team = CPNowPlayingSportsTeam(name: "Niners", logo: logo, teamStandings: nil, eventScore: "0", possessionIndicator: nil, favorite: false)
        return SportsSamples.body(of: try await CPNowPlayingSportsTeamConformance.car(team).screen)[1]
    }

    @Test("a logo made with an image shows the image", .apple("carplay/cpnowplayingsportsteamlogo/init(teamlogo:)"))
    func imageLogo() async throws {
        let logo = CPNowPlayingSportsTeamLogo(teamLogo: UIImage(systemName: "star.fill")!)
        #expect(logo.logo != nil && logo.initials == nil)
        #expect(try await logoLine(logo) == "  │ ★  │                            │DAL │")
    }

    @Test("a logo made with initials shows at most 3 of them", .apple("carplay/cpnowplayingsportsteamlogo/init(teaminitials:)"))
    func initialsLogo() async throws {
        let logo = CPNowPlayingSportsTeamLogo(teamInitials: "SFNF")
        #expect(logo.initials == "SFNF" && logo.logo == nil)
        #expect(try await logoLine(logo) == "  │SFN │                            │DAL │")
    }

    @Test("the logo image is the one the app gave", .apple("carplay/cpnowplayingsportsteamlogo/logo"))
    func logoImage() {
        let image = UIImage(systemName: "star.fill")!
        #expect(CPNowPlayingSportsTeamLogo(teamLogo: image).logo === image)
    }

    @Test("the initials are used only without a logo image", .apple("carplay/cpnowplayingsportsteamlogo/initials"))
    func initials() {
        #expect(CPNowPlayingSportsTeamLogo(teamInitials: "SF").initials == "SF")
        #expect(CPNowPlayingSportsTeamLogo(teamLogo: UIImage(systemName: "star.fill")!).initials == nil)
    }
}

/// CPNowPlayingSportsEventStatus: the status between the teams.
@MainActor struct CPNowPlayingSportsEventStatusConformance {
    /// The middle of the lines under the bar with `status` shown.
    private func middle(_ status: CPNowPlayingSportsEventStatus) async throws -> [String] {
        let car = try await CPNowPlayingSportsTeamConformance.car(SportsSamples.team("Niners", "SF", standings: nil, score: "21"), status: status)
        return Array(SportsSamples.body(of: car.screen).prefix(5))
    }

    @Test(
        "up to three lines of status show stacked in the middle, the period first; more are not shown",
        .apple("carplay/cpnowplayingsportseventstatus/init(eventstatustext:eventstatusimage:eventclock:)"))
    func threeLines() async throws {
        let status = CPNowPlayingSportsEventStatus(eventStatusText: ["2nd", "1st & 10", "SF 15", "Timeout"], eventStatusImage: nil, eventClock: nil)
        #expect(status.eventStatusText == ["2nd", "1st & 10", "SF 15", "Timeout"])
        #expect(
            try await middle(status) == [
                "  ╭────╮            2nd             ╭────╮", "  │ SF │          1st & 10          │DAL │", "  ╰────╯           SF 15            ╰────╯",
                "  Niners                            Dallas", "",
            ])
    }

    @Test("the status image shows above the status text", .apple("carplay/cpnowplayingsportseventstatus/eventstatusimage"))
    func imageAbove() async throws {
        let bases = UIImage(systemName: "square.grid.2x2")!
        let status = CPNowPlayingSportsEventStatus(eventStatusText: ["Top 7"], eventStatusImage: bases, eventClock: nil)
        #expect(status.eventStatusImage === bases)
        #expect(
            try await middle(status) == [
                "  ╭────╮             ⊞              ╭────╮", "  │ SF │           Top 7            │DAL │", "  ╰────╯                            ╰────╯",
                "  Niners                            Dallas", "",
            ])
    }

    @Test("the event clock shows under the status text", .apple("carplay/cpnowplayingsportseventstatus/eventclock"))
    func clockBelow() async throws {
        let clock = CPNowPlayingSportsClock(elapsedTime: 754, paused: true)
        let status = CPNowPlayingSportsEventStatus(eventStatusText: ["2nd"], eventStatusImage: nil, eventClock: clock)
        #expect(status.eventClock === clock)
        #expect(
            try await middle(status) == [
                "  ╭────╮            2nd             ╭────╮", "  │ SF │           12:34            │DAL │", "  ╰────╯                            ╰────╯",
                "  Niners                            Dallas", "",
            ])
    }

    @Test("the status text is what the app gave", .apple("carplay/cpnowplayingsportseventstatus/eventstatustext"))
    func text() {
        #expect(CPNowPlayingSportsEventStatus(eventStatusText: nil, eventStatusImage: nil, eventClock: nil).eventStatusText == nil)
    }
}

/// CPNowPlayingSportsClock: the event's clock, counting up or down, or paused.
@MainActor struct CPNowPlayingSportsClockConformance {
    /// Now playing showing `clock`; the clock's line.
    private func car(_ clock: CPNowPlayingSportsClock) async throws -> TestCar {
        try await CPNowPlayingSportsTeamConformance.car(
            SportsSamples.team("Niners", "SF", standings: nil, score: "21"),
            status: CPNowPlayingSportsEventStatus(eventStatusText: nil, eventStatusImage: nil, eventClock: clock))
    }

    /// The clock's line under the bar.
    private func shown(_ car: TestCar) -> String { SportsSamples.body(of: car.screen)[0].trimmingCharacters(in: CharacterSet(charactersIn: " ╭─╮")) }

    @Test("a clock of elapsed time counts up while the game runs", .apple("carplay/cpnowplayingsportsclock/init(elapsedtime:paused:)"))
    func countsUp() async throws {
        let clock = CPNowPlayingSportsClock(elapsedTime: 59, paused: false)
        #expect(clock.countsUp && clock.timeValue == 59 && !clock.isPaused)
        let car = try await car(clock)
        #expect(shown(car) == "0:59")
        try await car.advance(by: 2)
        #expect(shown(car) == "1:01")
    }

    @Test("a clock of time remaining counts down, and stops at nothing left", .apple("carplay/cpnowplayingsportsclock/init(timeremaining:paused:)"))
    func countsDown() async throws {
        let clock = CPNowPlayingSportsClock(timeRemaining: 3, paused: false)
        #expect(!clock.countsUp && clock.timeValue == 3)
        let car = try await car(clock)
        #expect(shown(car) == "0:03")
        try await car.advance(by: 1)
        #expect(shown(car) == "0:02")
        try await car.advance(by: 5)
        #expect(shown(car) == "0:00")
    }

    @Test("a paused clock stays at its value", .apple("carplay/cpnowplayingsportsclock/ispaused"))
    func pausedStays() async throws {
        let clock = CPNowPlayingSportsClock(timeRemaining: 900, paused: true)
        #expect(clock.isPaused)
        let car = try await car(clock)
        try await car.advance(by: 10)
        #expect(shown(car) == "15:00")
    }

    @Test("the time value is the elapsed or remaining time it was made with", .apple("carplay/cpnowplayingsportsclock/timevalue"))
    func timeValue() {
        #expect(CPNowPlayingSportsClock(elapsedTime: 12, paused: false).timeValue == 12)
        #expect(CPNowPlayingSportsClock(timeRemaining: 34, paused: false).timeValue == 34)
    }

    @Test("countsUp is true for elapsed time, false for time remaining", .apple("carplay/cpnowplayingsportsclock/countsup"))
    func countsUpFlag() {
        #expect(CPNowPlayingSportsClock(elapsedTime: 0, paused: false).countsUp)
        #expect(!CPNowPlayingSportsClock(timeRemaining: 0, paused: false).countsUp)
    }
}
