import CarPlay
import CarPlayTesting
import MediaPlayer
import Testing

/// CPNowPlayingTemplate and its observer: the shared now playing, its
/// buttons, Up Next and the album-artist button.
@MainActor struct CPNowPlayingTemplateConformance {
    /// An audio app whose root is a list titled Library, playing a song, with now playing pushed after `configure`.
    static func playing(_ configure: @escaping (CPNowPlayingTemplate, TemplateConformanceApp) -> Void = { _, _ in }) async throws -> (
        TemplateConformanceApp, TestCar
    ) {
        let app = TemplateConformanceApp { _ in TemplateSamples.list("Library", ["Song"]) }
        let car = try await app.connectedCar(.audio)
        await car.phone {
            let nowPlaying = CPNowPlayingTemplate.shared
            configure(nowPlaying, app)
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Blue in Green", MPMediaItemPropertyArtist: "Miles Davis", MPMediaItemPropertyPlaybackDuration: 337.0,
            ]
            app.interfaceController!.pushTemplate(nowPlaying, animated: false, completion: nil)
        }
        return (app, car)
    }

    @Test("now playing is one shared template, showing what the now-playing info says plays", .apple("carplay/cpnowplayingtemplate/shared"))
    func sharedShowsTheTrack() async throws {
        let (_, car) = try await Self.playing()
        #expect(car.topTemplate === car.nowPlayingTemplate)
        #expect(car.nowPlayingTemplate === car.nowPlayingTemplate)
        #expect(car.screen.contains("Blue in Green") && car.screen.contains("Miles Davis"))
    }

    @Test("now playing shows the buttons the app gives it", .apple("carplay/cpnowplayingtemplate/updatenowplayingbuttons(_:)"))
    func buttonsShow() async throws {
        let (_, car) = try await Self.playing { nowPlaying, _ in
            nowPlaying.updateNowPlayingButtons([CPNowPlayingShuffleButton { _ in }, CPNowPlayingRepeatButton { _ in }])
        }
        #expect(car.controls.filter { $0.id.hasPrefix("nowPlaying.button.") }.map(\.label) == ["⇄", "↻"])
    }

    @Test("now playing's buttons are the ones the app gave it, in order", .apple("carplay/cpnowplayingtemplate/nowplayingbuttons"))
    func buttonsAreKept() async throws {
        let shuffle = CPNowPlayingShuffleButton { _ in }
        let more = CPNowPlayingMoreButton { _ in }
        let (_, car) = try await Self.playing { nowPlaying, _ in nowPlaying.updateNowPlayingButtons([shuffle, more]) }
        let buttons = car.nowPlayingTemplate.nowPlayingButtons
        #expect(buttons.count == 2 && buttons[0] === shuffle && buttons[1] === more)
    }

    @Test(
        "with Up Next enabled now playing shows its button, and choosing it tells the observers", .apple("carplay/cpnowplayingtemplate/isupnextbuttonenabled"))
    func upNextShows() async throws {
        let (app, car) = try await Self.playing { nowPlaying, app in
            nowPlaying.isUpNextButtonEnabled = true
            nowPlaying.add(app)
        }
        #expect(car.controls.contains { $0.id == "nowPlaying.upNext" }, "\(car.controls)")
        app.heard = []
        try await car.tap("nowPlaying.upNext")
        #expect(app.heard == ["upNext"])
    }

    @Test("without Up Next enabled now playing shows no Up Next button", .apple("carplay/cpnowplayingtemplate/isupnextbuttonenabled"))
    func upNextHiddenByDefault() async throws {
        let (_, car) = try await Self.playing()
        #expect(!car.controls.contains { $0.id == "nowPlaying.upNext" })
    }

    @Test("the Up Next button shows the title the app gives it", .apple("carplay/cpnowplayingtemplate/upnexttitle"))
    func upNextTitleShows() async throws {
        let (_, car) = try await Self.playing { nowPlaying, _ in
            nowPlaying.isUpNextButtonEnabled = true
            nowPlaying.upNextTitle = "Queue"
        }
        #expect(car.controls.first { $0.id == "nowPlaying.upNext" }?.label.contains("Queue") == true, "\(car.controls)")
    }

    @Test(
        "with the album-artist button enabled, choosing the album and artist tells the observers",
        .apple("carplay/cpnowplayingtemplate/isalbumartistbuttonenabled"))
    func albumArtistButton() async throws {
        let (app, car) = try await Self.playing { nowPlaying, app in
            nowPlaying.isAlbumArtistButtonEnabled = true
            nowPlaying.add(app)
        }
        app.heard = []
        try await car.tap("nowPlaying.albumArtist")
        #expect(app.heard == ["albumArtist"])
    }

    @Test("an observer added to now playing is told of its buttons", .apple("carplay/cpnowplayingtemplate/add(_:)"))
    func addedObserverIsTold() async throws {
        let (app, car) = try await Self.playing { nowPlaying, app in
            nowPlaying.isUpNextButtonEnabled = true
            nowPlaying.add(app)
        }
        app.heard = []
        try await car.tap("nowPlaying.upNext")
        #expect(app.heard == ["upNext"])
    }

    @Test("an observer removed from now playing is told no more", .apple("carplay/cpnowplayingtemplate/remove(_:)"))
    func removedObserverIsNotTold() async throws {
        let (app, car) = try await Self.playing { nowPlaying, app in
            nowPlaying.isUpNextButtonEnabled = true
            nowPlaying.add(app)
            nowPlaying.remove(app)
        }
        app.heard = []
        try await car.tap("nowPlaying.upNext")
        #expect(app.heard.isEmpty)
    }
}

/// CPNowPlayingTemplateObserver: told as the driver chooses Up Next or the album artist.
@MainActor struct CPNowPlayingTemplateObserverConformance {
    @Test("the observer hears the Up Next button chosen", .apple("carplay/cpnowplayingtemplateobserver/nowplayingtemplateupnextbuttontapped(_:)"))
    func upNextTapped() async throws {
        let (app, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, app in
            nowPlaying.isUpNextButtonEnabled = true
            nowPlaying.isAlbumArtistButtonEnabled = true
            nowPlaying.add(app)
        }
        app.heard = []
        try await car.tap("nowPlaying.upNext")
        #expect(app.heard == ["upNext"])
    }

    @Test("the observer hears the album-artist button chosen", .apple("carplay/cpnowplayingtemplateobserver/nowplayingtemplatealbumartistbuttontapped(_:)"))
    func albumArtistTapped() async throws {
        let (app, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, app in
            nowPlaying.isUpNextButtonEnabled = true
            nowPlaying.isAlbumArtistButtonEnabled = true
            nowPlaying.add(app)
        }
        app.heard = []
        try await car.tap("nowPlaying.albumArtist")
        #expect(app.heard == ["albumArtist"])
    }
}

/// CPNowPlayingButton and its kinds: the buttons under the transport controls.
@MainActor struct CPNowPlayingButtonConformance {
    @Test("choosing a now-playing button runs its handler, given the button", .apple("carplay/cpnowplayingbutton/init(handler:)"))
    func handlerRuns() async throws {
        var chosen: [CPNowPlayingButton] = []
        let shuffle = CPNowPlayingShuffleButton { chosen.append($0) }
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.updateNowPlayingButtons([shuffle]) }
        try await car.tap("nowPlaying.button.0")
        #expect(chosen.count == 1 && chosen.first === shuffle)
    }

    @Test("a now-playing button of the base class shows and runs its handler", .apple("carplay/cpnowplayingbutton"))
    func baseClassButton() async throws {
        var chosen = 0
        let button = CPNowPlayingButton { _ in chosen += 1 }
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.updateNowPlayingButtons([button]) }
        #expect(car.controls.contains { $0.id == "nowPlaying.button.0" })
        try await car.tap("nowPlaying.button.0")
        #expect(chosen == 1)
    }

    @Test("a disabled now-playing button cannot be chosen", .apple("carplay/cpnowplayingbutton/isenabled"))
    func disabledButton() async throws {
        var chosen = 0
        let repeatButton = CPNowPlayingRepeatButton { _ in chosen += 1 }
        repeatButton.isEnabled = false
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.updateNowPlayingButtons([repeatButton]) }
        try await car.tap("nowPlaying.button.0")
        #expect(chosen == 0)
    }

    @Test("a selected now-playing button stays selected, and the app can turn it off", .apple("carplay/cpnowplayingbutton/isselected"))
    func selectedButton() async throws {
        let shuffle = CPNowPlayingShuffleButton { button in button.isSelected.toggle() }
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.updateNowPlayingButtons([shuffle]) }
        #expect(!shuffle.isSelected)
        try await car.tap("nowPlaying.button.0")
        #expect(shuffle.isSelected)
        try await car.tap("nowPlaying.button.0")
        #expect(!shuffle.isSelected)
    }

    @Test("each system button shows its own symbol", .apple("carplay/cpnowplayingbutton"))
    func systemButtonsShowTheirSymbols() async throws {
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in
            nowPlaying.updateNowPlayingButtons([
                CPNowPlayingShuffleButton { _ in }, CPNowPlayingRepeatButton { _ in }, CPNowPlayingPlaybackRateButton { _ in },
                CPNowPlayingAddToLibraryButton { _ in }, CPNowPlayingMoreButton { _ in },
            ])
        }
        #expect(car.controls.filter { $0.id.hasPrefix("nowPlaying.button.") }.map(\.label) == ["⇄", "↻", "1x", "+", "⋯"])
    }

    @Test("an image button shows the app's own image", .apple("carplay/cpnowplayingimagebutton/init(image:handler:)"))
    func imageButtonShowsItsImage() async throws {
        let heart = CPNowPlayingImageButton(image: UIImage(systemName: "heart")!) { _ in }
        #expect(heart.image.glyph == "❤")
        let (_, car) = try await CPNowPlayingTemplateConformance.playing { nowPlaying, _ in nowPlaying.updateNowPlayingButtons([heart]) }
        #expect(car.controls.first { $0.id == "nowPlaying.button.0" }?.label == "❤")
    }

    @Test("a now-playing button's image is at most CPNowPlayingButtonMaximumImageSize", .apple("carplay/cpnowplayingbuttonmaximumimagesize"))
    func maximumImageSize() {
        #expect(CPNowPlayingButtonMaximumImageSize == CGSize(width: 20, height: 20))
    }
}
