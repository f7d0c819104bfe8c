import CarPlay
import CarPlayTesting
import Testing

/// CPListTemplateDetailsHeader: the rich header above a list's sections.
@MainActor struct CPListTemplateDetailsHeaderConformance {
    @Test(
        "a details header shows its thumbnail, title, subtitle, body and action buttons above the list's first section",
        .apple("carplay/cplisttemplatedetailsheader"))
    func headerShows() async throws {
        let header = HeaderSamples.album()
        header.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: CMTime(seconds: 60, preferredTimescale: 1),
            duration: CMTime(seconds: 240, preferredTimescale: 1))
        let car = try await HeaderSamples.car(header)
        #expect(
            HeaderSamples.body(of: car.screen) == [
                " NEW▓▓▓▓▓▓▓▓▓  Night Drive",
                " ▓▓▓▓▓ND▓▓▓▓▓  The Band · 2024",
                " ▓▓▓▓▓▓▓▓▓▓▓▓  Ten songs for the road",
                " ▓▓▓▓▓▓▓▓▓▓▓▓  home, recorded live in one…",
                " ▶ ━━━─────── ▐[Play]▌ [Shuffle]  [+]",
                " ─────────────────────────────────────────",
                "  Highway",
            ])
        #expect(car.controls.filter { $0.id.hasPrefix("list.header.") }.map(\.label) == ["Play", "Shuffle", "plus"])
    }

    @Test(
        "a header made without a body shows its thumbnail, title, subtitle and buttons",
        .apple("carplay/cplisttemplatedetailsheader/init(thumbnail:title:subtitle:actionbuttons:)"))
    func initWithoutBody() async throws {
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: UIImage(named: "Live Set")!), title: "Live Set", subtitle: "Tonight",
            actionButtons: [CPButton(title: "Play") { _ in }])
        #expect(header.bodyVariants.isEmpty && header.actionButtons.count == 1)
        let car = try await HeaderSamples.car(header)
        #expect(
            HeaderSamples.body(of: car.screen).prefix(5) == [
                " ▓▓▓▓▓▓▓▓▓▓▓▓  Live Set", " ▓▓▓▓▓LS▓▓▓▓▓  Tonight", " ▓▓▓▓▓▓▓▓▓▓▓▓", " ▓▓▓▓▓▓▓▓▓▓▓▓", "              ▐[Play]▌",
            ])
    }

    @Test(
        "a header made with body variants shows the first that fits under the subtitle",
        .apple("carplay/cplisttemplatedetailsheader/init(thumbnail:title:subtitle:bodyvariants:actionbuttons:)"))
    func initWithBody() async throws {
        let car = try await HeaderSamples.car(HeaderSamples.album())
        #expect(HeaderSamples.body(of: car.screen)[2...3] == [" ▓▓▓▓▓▓▓▓▓▓▓▓  Ten songs for the road", " ▓▓▓▓▓▓▓▓▓▓▓▓  home, recorded live in one…"])
    }

    @Test("of the body variants, the first that fits shows", .apple("carplay/cplisttemplatedetailsheader/bodyvariants"))
    func firstFittingBody() async throws {
        let header = HeaderSamples.album()
        header.bodyVariants = [
            NSAttributedString(string: "Ten songs for the road home, recorded live in one night at the old garage."),
            NSAttributedString(string: "Ten songs, live."),
        ]
        let car = try await HeaderSamples.car(header)
        #expect(HeaderSamples.body(of: car.screen)[2...3] == [" ▓▓▓▓▓▓▓▓▓▓▓▓  Ten songs, live.", " ▓▓▓▓▓▓▓▓▓▓▓▓"])
    }

    @Test("without a title the header shows none, the subtitle first", .apple("carplay/cplisttemplatedetailsheader/title"))
    func noTitle() async throws {
        let header = HeaderSamples.album()
        header.title = nil
        let car = try await HeaderSamples.car(header)
        #expect(HeaderSamples.body(of: car.screen)[0] == " NEW▓▓▓▓▓▓▓▓▓  The Band · 2024")
    }

    @Test("the subtitle shows under the title", .apple("carplay/cplisttemplatedetailsheader/subtitle"))
    func subtitle() async throws {
        let header = HeaderSamples.album()
        let car = try await HeaderSamples.car(header)
        await car.phone { header.subtitle = "The Band · Live" }
        #expect(HeaderSamples.body(of: car.screen)[1] == " ▓▓▓▓▓ND▓▓▓▓▓  The Band · Live")
    }

    @Test("the thumbnail shows on the header's leading side, and can change", .apple("carplay/cplisttemplatedetailsheader/thumbnail"))
    func thumbnail() async throws {
        let header = HeaderSamples.album()
        let car = try await HeaderSamples.car(header)
        await car.phone { header.thumbnail = CPThumbnailImage(image: UIImage(named: "Live Set")!) }
        #expect(HeaderSamples.body(of: car.screen)[0...1] == [" ▓▓▓▓▓▓▓▓▓▓▓▓  Night Drive", " ▓▓▓▓▓LS▓▓▓▓▓  The Band · 2024"])
    }

    @Test("the action buttons show leading to trailing, and choosing one runs its handler", .apple("carplay/cplisttemplatedetailsheader/actionbuttons"))
    func buttonsRun() async throws {
        var chosen: [String] = []
        let header = HeaderSamples.album([
            CPButton(title: "Play") { chosen.append($0.title ?? "") }, CPButton(title: "Shuffle") { chosen.append($0.title ?? "") },
        ])
        let car = try await HeaderSamples.car(header)
        try await car.tap("Shuffle")
        try await car.tap("list.header.button.0")
        #expect(chosen == ["Shuffle", "Play"])
    }

    @Test("a disabled action button shows and cannot be chosen", .apple("carplay/cpbutton/isenabled"))
    func disabledButton() async throws {
        var chosen = 0
        let off = CPButton(title: "Download") { _ in chosen += 1 }
        off.isEnabled = false
        let car = try await HeaderSamples.car(HeaderSamples.album([off]))
        #expect(car.controls.first { $0.id == "list.header.button.0" }?.isEnabled == false)
        try await car.tap("list.header.button.0")
        #expect(chosen == 0)
    }

    @Test("buttons past maximumActionButtonCount are ignored", .apple("carplay/cplisttemplatedetailsheader/maximumactionbuttoncount"))
    func atMostTheMaximum() async throws {
        #expect(CPListTemplateDetailsHeader.maximumActionButtonCount == 3)
        let header = HeaderSamples.album((1...4).map { number in CPButton(title: "B\(number)") { _ in } })
        let car = try await HeaderSamples.car(header)
        #expect(header.actionButtons.count == 4)
        #expect(car.controls.filter { $0.id.hasPrefix("list.header.") }.map(\.label) == ["B1", "B2", "B3"])
    }

    @Test("an action button's image is at most maximumActionButtonSize", .apple("carplay/cplisttemplatedetailsheader/maximumactionbuttonsize"))
    func maximumButtonSize() {
        #expect(CPListTemplateDetailsHeader.maximumActionButtonSize == CPButtonMaximumImageSize)
    }

    @Test(
        "the header's playback shows under its thumbnail: the action's mark, and the progress where the duration is known",
        .apple("carplay/cplisttemplatedetailsheader/playbackconfiguration"))
    func playbackUnderThumbnail() async throws {
        let header = HeaderSamples.album([])
        header.playbackConfiguration = CPPlaybackConfiguration(preferredPresentation: .audio, playbackAction: .pause, elapsedTime: .zero, duration: .zero)
        let car = try await HeaderSamples.car(header)
        #expect(HeaderSamples.body(of: car.screen)[4] == " ❚❚")
        await car.phone {
            header.playbackConfiguration = CPPlaybackConfiguration(
                preferredPresentation: .audio, playbackAction: .replay, elapsedTime: CMTime(value: 240, timescale: 1),
                duration: CMTime(value: 240, timescale: 1))
        }
        #expect(HeaderSamples.body(of: car.screen)[4] == " ↺ ━━━━━━━━━━")
    }

    @Test("the header scrolls with the rows: focus on the last row takes it off the display", .apple("carplay/cplisttemplate/listheader"))
    func scrollsWithTheRows() async throws {
        let car = try await HeaderSamples.car(HeaderSamples.album())
        try await car.nudge(.down)
        try await car.rotate(2)
        #expect(car.focus?.id == "list.0.2")
        #expect(HeaderSamples.body(of: car.screen)[0] == " ▓▓▓▓▓▓▓▓▓▓▓▓  home, recorded live in one…")
        try await car.rotate(-2)
        try await car.nudge(.up)
        #expect(car.focus?.id == "list.header.button.0")
        #expect(HeaderSamples.body(of: car.screen)[0] == " NEW▓▓▓▓▓▓▓▓▓  Night Drive")
    }

    @Test("a list with a header and no rows shows the header over its empty view", .apple("carplay/cplisttemplate/emptyviewtitlevariants"))
    func emptyListKeepsTheHeader() async throws {
        let car = try await ListConformanceApp { _ in
            let list = CPListTemplate(title: "Album", listHeader: HeaderSamples.album(), sections: [], assistantCellConfiguration: nil)
            list.emptyViewTitleVariants = ["No Songs"]
            return list
        }.connectedCar()
        #expect(HeaderSamples.body(of: car.screen)[0] == " NEW▓▓▓▓▓▓▓▓▓  Night Drive")
        let empty = try #require(Rows.line(of: car.screen, containing: "No Songs"))
        #expect(empty.number > 8, "under the header's 6 lines")
        #expect(empty.text.dropFirst(6).trimmingCharacters(in: .whitespaces) == "No Songs")
    }
}

extension CPListTemplateConformance {
    @Test(
        "a list made with a details header shows it between the navigation bar and the first section",
        .apple("carplay/cplisttemplate/init(title:listheader:sections:assistantcellconfiguration:)"))
    func initWithListHeader() async throws {
        let header = HeaderSamples.album()
        let car = try await HeaderSamples.car(header)
        let list = try #require(car.rootTemplate as? CPListTemplate)
        #expect(list.listHeader === header && list.title == "Album")
        #expect(HeaderSamples.body(of: car.screen)[5...6] == [" ─────────────────────────────────────────", "  Highway"])
    }

    @Test("setting the list header shows it at once, clearing it hides it", .apple("carplay/cplisttemplate/listheader"))
    func listHeaderShowsAndHides() async throws {
        let car = try await HeaderSamples.car(nil)
        let list = try #require(car.rootTemplate as? CPListTemplate)
        #expect(HeaderSamples.body(of: car.screen)[0] == "▐ Highway                                 ▌")
        await car.phone { list.listHeader = HeaderSamples.album() }
        #expect(HeaderSamples.body(of: car.screen)[0] == " NEW▓▓▓▓▓▓▓▓▓  Night Drive")
        await car.phone { list.listHeader = nil }
        #expect(HeaderSamples.body(of: car.screen)[0] == "▐ Highway                                 ▌")
    }
}

/// Details headers as an app gives them, on a list of three songs.
@MainActor enum HeaderSamples {
    /// An album's header: a thumbnail marked NEW, title, subtitle, a long body, three buttons.
    static func album(_ buttons: [CPButton]? = nil) -> CPListTemplateDetailsHeader {
        let thumbnail = CPThumbnailImage(
            image: UIImage(named: "Night Drive")!, imageOverlay: ThumbnailSamples.overlay("NEW", .leading), sportsOverlay: nil)
        return CPListTemplateDetailsHeader(
            thumbnail: thumbnail, title: "Night Drive", subtitle: "The Band · 2024",
            bodyVariants: [NSAttributedString(string: "Ten songs for the road home, recorded live in one night at the old garage.")],
            actionButtons: buttons ?? [
                CPButton(title: "Play") { _ in }, CPButton(title: "Shuffle") { _ in }, CPButton(image: UIImage(systemName: "plus")!) { _ in },
            ])
    }

    /// A car whose list, titled Album, has `header` over three songs.
    static func car(_ header: CPListTemplateDetailsHeader?, display: TestCar.Display = .standard) async throws -> TestCar {
        try await ListConformanceApp { _ in
            CPListTemplate(
                title: "Album", listHeader: header, sections: [CPListSection(items: Rows.items(["Highway", "Tunnel", "Dawn"]))], assistantCellConfiguration: nil
            )
        }.connectedCar(display: display)
    }

    /// The 7 lines under the navigation bar, without the status rail and
    /// the scroll indicator's column (the standard display's last).
    static func body(of screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).prefix(7).map { line in
            var text = String(line.dropFirst(6).prefix(43))
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
