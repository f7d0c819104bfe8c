import CarPlay
import CarPlayTesting
import Testing

/// CPNowPlayingMode and now playing's mode: the default layout, or another.
@MainActor struct CPNowPlayingModeConformance {
    @Test("in the default mode now playing shows what the now-playing info center says plays", .apple("carplay/cpnowplayingmode/default"))
    func defaultModeShowsTheTrack() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = .default }
        #expect(CPNowPlayingMode.default === CPNowPlayingMode.default)
        #expect(SportsSamples.body(of: car.screen)[0] == "  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  Blue in Green")
    }

    @Test("a mode of its own lays now playing out as the default mode does", .apple("carplay/cpnowplayingmode"))
    func plainModeIsTheDefaultLayout() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = CPNowPlayingMode() }
        #expect(SportsSamples.body(of: car.screen)[0] == "  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  Blue in Green")
    }

    @Test("now playing shows the mode the app sets, and changes with it", .apple("carplay/cpnowplayingtemplate/nowplayingmode"))
    func modeChanges() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = SportsSamples.mode() }
        #expect(car.nowPlayingTemplate.nowPlayingMode is CPNowPlayingModeSports)
        #expect(SportsSamples.body(of: car.screen)[0] == "  ╭────╮            2nd             ╭────╮")
        await car.phone { car.nowPlayingTemplate.nowPlayingMode = nil }
        #expect(SportsSamples.body(of: car.screen)[0] == "  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  Blue in Green")
    }
}

/// CPNowPlayingModeSports: now playing laid out for a game of two teams.
@MainActor struct CPNowPlayingModeSportsConformance {
    @Test(
        "sports mode shows the two teams, the event's status between them, then what plays and the controls",
        .apple("carplay/cpnowplayingmodesports/init(leftteam:rightteam:eventstatus:backgroundartwork:)"))
    func gameShows() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = SportsSamples.mode() }
        #expect(
            SportsSamples.body(of: car.screen) == [
                "  ╭────╮            2nd             ╭────╮",
                "  │ SF │          1st & 10          │DAL │",
                "  ╰────╯           SF 15            ╰────╯",
                "  Niners ★          8:42            Dallas",
                "  10-4                                 8-6",
                "  21 ●                                  17",
                "        Blue in Green · Miles Davis",
                "            |◁◁     ▐❚❚▌     ▷▷|",
            ])
        #expect(car.controls.filter { $0.id.hasPrefix("nowPlaying.") }.map(\.id) == ["nowPlaying.previous", "nowPlaying.playPause", "nowPlaying.next"])
    }

    @Test("the left team is on the left, its logo at the screen's leading edge", .apple("carplay/cpnowplayingmodesports/leftteam"))
    func leftTeam() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = SportsSamples.mode() }
        #expect((car.nowPlayingTemplate.nowPlayingMode as? CPNowPlayingModeSports)?.leftTeam.name == "Niners")
        #expect(SportsSamples.body(of: car.screen)[3].hasPrefix("  Niners ★ "))
    }

    @Test("the right team is on the right, its logo at the screen's trailing edge", .apple("carplay/cpnowplayingmodesports/rightteam"))
    func rightTeam() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = SportsSamples.mode() }
        #expect((car.nowPlayingTemplate.nowPlayingMode as? CPNowPlayingModeSports)?.rightTeam.name == "Dallas")
        #expect(SportsSamples.body(of: car.screen)[3].hasSuffix("            Dallas"))
    }

    @Test("without an event status the middle stays empty", .apple("carplay/cpnowplayingmodesports/eventstatus"))
    func noStatus() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in
            nowPlaying.nowPlayingMode = SportsSamples.mode(status: nil)
        }
        #expect((car.nowPlayingTemplate.nowPlayingMode as? CPNowPlayingModeSports)?.eventStatus == nil)
        #expect(SportsSamples.body(of: car.screen)[0] == "  ╭────╮                            ╭────╮")
    }

    @Test("the background artwork is kept: headunit draws its theme behind the text", .apple("carplay/cpnowplayingmodesports/backgroundartwork"))
    func backgroundArtworkKept() async throws {
        let artwork = UIImage(named: "Stadium")!
        let mode = CPNowPlayingModeSports(
            leftTeam: SportsSamples.team("Niners", "SF", standings: nil, score: "0"),
            rightTeam: SportsSamples.team("Dallas", "DAL", standings: nil, score: "0"),
            eventStatus: nil, backgroundArtwork: artwork)
        #expect(mode.backgroundArtwork === artwork)
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.nowPlayingMode = mode }
        #expect(SportsSamples.body(of: car.screen)[0] == "  ╭────╮                            ╭────╮")
    }
}

/// A football game as a sports app gives it, and the display's lines under the bar.
@MainActor enum SportsSamples {
    static func team(_ name: String, _ initials: String, standings: String?, score: String, possession: Bool = false, favorite: Bool = false)
        -> CPNowPlayingSportsTeam
    {
        CPNowPlayingSportsTeam(
            name: name, logo: CPNowPlayingSportsTeamLogo(teamInitials: initials), teamStandings: standings, eventScore: score,
            possessionIndicator: possession ? UIImage(systemName: "football.fill") : nil, favorite: favorite)
    }

    /// The second quarter, first and ten at the 15, with `clock`.
    static func status(clock: CPNowPlayingSportsClock?) -> CPNowPlayingSportsEventStatus {
        CPNowPlayingSportsEventStatus(eventStatusText: ["2nd", "1st & 10", "SF 15"], eventStatusImage: nil, eventClock: clock)
    }

    /// The game with 8:42 left on a running clock.
    static func mode() -> CPNowPlayingModeSports { mode(status: status(clock: CPNowPlayingSportsClock(timeRemaining: 522, paused: false))) }

    static func mode(status: CPNowPlayingSportsEventStatus?) -> CPNowPlayingModeSports {
        CPNowPlayingModeSports(
            leftTeam: team("Niners", "SF", standings: "10-4", score: "21", possession: true, favorite: true),
            rightTeam: team("Dallas", "DAL", standings: "8-6", score: "17"), eventStatus: status, backgroundArtwork: nil)
    }

    /// The 8 lines under the navigation bar, without the status rail, as a driver reads them.
    static func body(of screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).prefix(8).map { line in
            var text = String(line.dropFirst(6))
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
