import CarPlay
import CarPlayTesting
import Testing

/// CPPlaybackConfiguration, its presentations and actions, and
/// CPPlayableItem: what the car shows after the driver chooses an item
/// that stands for playable media.
@MainActor struct CPPlaybackConfigurationConformance {
    /// A configuration presenting `presentation`, 30 seconds into 2 minutes.
    static func configuration(_ presentation: CPPlaybackConfiguration.Presentation, _ action: CPPlaybackConfiguration.Action = .play)
        -> CPPlaybackConfiguration
    {
        CPPlaybackConfiguration(
            preferredPresentation: presentation, playbackAction: action, elapsedTime: CMTime(seconds: 30, preferredTimescale: 600),
            duration: CMTime(seconds: 120, preferredTimescale: 600))
    }

    /// A car whose list has one row, `Episode 4`, playable as `presentation`, recording its selection.
    private func car(_ presentation: CPPlaybackConfiguration.Presentation) async throws -> (TestCar, ListConformanceApp) {
        try await ListConformanceApp.car { app in
            let row = CPListItem(text: "Episode 4", detailText: nil)
            row.playbackConfiguration = Self.configuration(presentation)
            row.handler = app.recording()
            return [CPListSection(items: [row])]
        }
    }

    @Test(
        "a configuration keeps its presentation, action, elapsed time and duration",
        .apple("carplay/cpplaybackconfiguration/init(preferredpresentation:playbackaction:elapsedtime:duration:)"))
    func initKeepsWhatItWasMadeWith() {
        let configuration = Self.configuration(.video, .replay)
        #expect(configuration.preferredPresentation == .video)
        #expect(configuration.playbackAction == .replay)
        #expect(configuration.elapsedTime == CMTime(value: 18000, timescale: 600))
        #expect(configuration.duration.seconds == 120)
    }

    @Test("an item whose presentation is audio shows now playing once chosen", .apple("carplay/cpplaybackconfiguration/presentation/audio"))
    func audioShowsNowPlaying() async throws {
        let (car, app) = try await car(.audio)
        try await car.tap("Episode 4")
        #expect(app.heard == ["selected Episode 4"])
        #expect(car.topTemplate === car.nowPlayingTemplate)
    }

    @Test(
        "an item whose presentation is video shows video where the car can, else now playing: headunit shows now playing",
        .apple("carplay/cpplaybackconfiguration/presentation/video"))
    func videoShowsNowPlaying() async throws {
        let (car, app) = try await car(.video)
        try await car.tap("Episode 4")
        #expect(app.heard == ["selected Episode 4"])
        #expect(car.topTemplate === car.nowPlayingTemplate)
    }

    @Test("an item whose presentation is none presents no playback once chosen", .apple("carplay/cpplaybackconfiguration/presentation/none"))
    func noneStaysOnTheList() async throws {
        let (car, app) = try await car(.none)
        try await car.tap("Episode 4")
        #expect(app.heard == ["selected Episode 4"])
        #expect(car.topTemplate === app.list)
    }

    @Test("the preferred presentation is what the car shows after the item is chosen", .apple("carplay/cpplaybackconfiguration/preferredpresentation"))
    func presentationIsKept() async throws {
        let (car, _) = try await car(.audio)
        let row = try #require(car.rootTemplate as? CPListTemplate).sections[0].items[0] as? CPListItem
        #expect(row?.playbackConfiguration?.preferredPresentation == .audio)
    }

    @Test("the playback action is one of none, play, pause and replay", .apple("carplay/cpplaybackconfiguration/action"))
    func actions() {
        let actions: [CPPlaybackConfiguration.Action] = [.none, .play, .pause, .replay]
        #expect(actions.map(\.rawValue) == [0, 1, 2, 3])
        #expect(Self.configuration(.none, .pause).playbackAction == .pause)
    }
}

/// CPPlayableItem: the list items and image-row elements that stand for playable media.
@MainActor struct CPPlayableItemConformance {
    @Test("a list item is playable: it keeps the configuration the app gives it", .apple("carplay/cpplayableitem/playbackconfiguration"))
    func listItemIsPlayable() {
        let row = CPListItem(text: "Episode 4", detailText: nil)
        #expect(row.playbackConfiguration == nil)
        let configuration = CPPlaybackConfigurationConformance.configuration(.audio)
        row.playbackConfiguration = configuration
        let playable: any CPPlayableItem = row
        #expect(playable.playbackConfiguration === configuration)
    }

    @Test(
        "an image row's element is playable: chosen, it runs the row's image handler and presents its playback",
        .apple("carplay/cpplayableitem"))
    func elementIsPlayable() async throws {
        let element = CPListImageRowItemCardElement(image: Rows.image("▤"), showsImageFullHeight: false, title: "Match", subtitle: nil, tintColor: nil)
        element.playbackConfiguration = CPPlaybackConfigurationConformance.configuration(.audio)
        let (car, app) = try await ListConformanceApp.car { app in
            let row = CPListImageRowItem(text: "Live", cardElements: [element], allowsMultipleLines: false)
            row.listImageRowHandler = { [weak app] _, index, completion in
                app?.heard.append("element \(index)")
                completion()
            }
            return [CPListSection(items: [row])]
        }
        try await car.tap("list.0.0.image.0")
        #expect(app.heard == ["element 0"])
        #expect(car.topTemplate === car.nowPlayingTemplate)
    }
}
