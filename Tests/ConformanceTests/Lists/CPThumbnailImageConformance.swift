import CarPlay
import CarPlayTesting
import Testing

/// CPThumbnailImage: an image with overlays, here on an image row's card.
@MainActor struct CPThumbnailImageConformance {
    @Test("a thumbnail made with an image shows the image", .apple("carplay/cpthumbnailimage/init(image:)"))
    func initWithImage() async throws {
        let thumbnail = CPThumbnailImage(image: UIImage(systemName: "music.note")!)
        #expect(thumbnail.imageOverlay == nil && thumbnail.sportsOverlay == nil)
        let car = try await ThumbnailSamples.car([thumbnail])
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" ▓▓▓♫▓▓▓", " ▓▓▓▓▓▓▓"])
    }

    @Test(
        "a thumbnail made with overlays shows them over its image",
        .apple("carplay/cpthumbnailimage/init(image:imageoverlay:sportsoverlay:)"))
    func initWithOverlays() async throws {
        let overlay = ThumbnailSamples.overlay("NEW", .leading)
        let thumbnail = CPThumbnailImage(image: UIImage(systemName: "music.note")!, imageOverlay: overlay, sportsOverlay: nil)
        #expect(thumbnail.imageOverlay === overlay)
        let car = try await ThumbnailSamples.car([thumbnail])
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" ▓▓▓♫▓▓▓", " NEW▓▓▓▓"])
    }

    @Test("the thumbnail's image can change while it shows", .apple("carplay/cpthumbnailimage/image"))
    func imageChanges() async throws {
        let thumbnail = CPThumbnailImage(image: UIImage(systemName: "music.note")!)
        let car = try await ThumbnailSamples.car([thumbnail])
        await car.phone { thumbnail.image = UIImage(systemName: "star.fill")! }
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" ▓▓▓★▓▓▓", " ▓▓▓▓▓▓▓"])
    }

    @Test("an image overlay set on the thumbnail shows over it", .apple("carplay/cpthumbnailimage/imageoverlay"))
    func imageOverlayShows() async throws {
        let thumbnail = CPThumbnailImage(image: UIImage(systemName: "music.note")!)
        let car = try await ThumbnailSamples.car([thumbnail])
        await car.phone { thumbnail.imageOverlay = ThumbnailSamples.overlay("LIVE", .center) }
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" ▓▓▓♫▓▓▓", " ▓LIVE▓▓"])
    }

    @Test("a sports overlay set on the thumbnail shows the teams over it", .apple("carplay/cpthumbnailimage/sportsoverlay"))
    func sportsOverlayShows() async throws {
        let thumbnail = CPThumbnailImage(image: UIImage(systemName: "sportscourt")!)
        let car = try await ThumbnailSamples.car([thumbnail])
        await car.phone { thumbnail.sportsOverlay = ThumbnailSamples.game() }
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" SF▓▓DAL", " 21▓▓▓17"])
    }
}

/// CPImageOverlay: a text or an image over a thumbnail, at its alignment.
@MainActor struct CPImageOverlayConformance {
    @Test(
        "a text overlay shows its text over the image; its colours are headunit's theme's",
        .apple("carplay/cpimageoverlay/init(text:textcolor:backgroundcolor:alignment:)"))
    func textOverlay() async throws {
        let overlay = ThumbnailSamples.overlay("NEW", .leading)
        #expect(overlay.text == "NEW" && overlay.image == nil && overlay.textColor == .white && overlay.backgroundColor == .red)
        let car = try await ThumbnailSamples.car([CPThumbnailImage(image: UIImage(systemName: "music.note")!, imageOverlay: overlay, sportsOverlay: nil)])
        #expect(ThumbnailSamples.tiles(of: car.screen)[1] == " NEW▓▓▓▓")
        #expect(car.notices == ["an image overlay's colours are drawn in headunit's theme"])
    }

    @Test("an image overlay shows its image over the thumbnail's", .apple("carplay/cpimageoverlay/init(image:alignment:)"))
    func imageOverlay() async throws {
        let overlay = CPImageOverlay(image: UIImage(systemName: "checkmark")!, alignment: .trailing)
        #expect(overlay.text == nil && overlay.image != nil && overlay.alignment == .trailing)
        let car = try await ThumbnailSamples.car([CPThumbnailImage(image: UIImage(systemName: "music.note")!, imageOverlay: overlay, sportsOverlay: nil)])
        #expect(ThumbnailSamples.tiles(of: car.screen)[1] == " ▓▓▓▓▓▓✓")
    }

    @Test("an overlay sits at the leading edge, the centre or the trailing edge", .apple("carplay/cpimageoverlay/alignment-swift.enum"))
    func alignments() async throws {
        let thumbnails = [CPImageOverlay.Alignment.leading, .center, .trailing].map {
            CPThumbnailImage(image: UIImage(systemName: "music.note")!, imageOverlay: ThumbnailSamples.overlay("4K", $0), sportsOverlay: nil)
        }
        let car = try await ThumbnailSamples.car(thumbnails)
        #expect(ThumbnailSamples.tiles(of: car.screen)[1] == " 4K▓▓▓▓▓ ▓▓4K▓▓▓ ▓▓▓▓▓4K")
    }

    @Test("the overlay's alignment is the one it was made with", .apple("carplay/cpimageoverlay/alignment-swift.property"))
    func alignmentIsKept() {
        #expect(ThumbnailSamples.overlay("A", .center).alignment == .center)
        #expect([CPImageOverlay.Alignment.leading, .center, .trailing].map(\.rawValue) == [0, 1, 2])
    }

    @Test("the overlay's text and image are what it was made with", .apple("carplay/cpimageoverlay/text"))
    func textAndImage() {
        let image = UIImage(systemName: "checkmark")!
        #expect(ThumbnailSamples.overlay("NEW", .leading).text == "NEW")
        #expect(CPImageOverlay(image: image, alignment: .leading).image === image)
    }
}

/// CPSportsOverlay: the teams of a game over a thumbnail.
@MainActor struct CPSportsOverlayConformance {
    @Test(
        "a sports overlay shows the left team at the left and the right team at the right, their scores under them",
        .apple("carplay/cpsportsoverlay/init(leftteam:rightteam:eventstatus:)"))
    func teamsShow() async throws {
        let game = ThumbnailSamples.game()
        #expect(game.leftTeam.name == "Niners" && game.rightTeam.name == "Dallas" && game.eventStatus?.eventStatusText?.first == "2nd")
        let car = try await ThumbnailSamples.car([CPThumbnailImage(image: UIImage(systemName: "sportscourt")!, imageOverlay: nil, sportsOverlay: game)])
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" SF▓▓DAL", " 21▓▓▓17"])
    }
}

/// Thumbnails as an app gives them, on cards of an image row.
@MainActor enum ThumbnailSamples {
    /// A white on red text overlay.
    static func overlay(_ text: String, _ alignment: CPImageOverlay.Alignment) -> CPImageOverlay {
        CPImageOverlay(text: text, textColor: .white, backgroundColor: .red, alignment: alignment)
    }

    /// The Niners against Dallas in the second quarter.
    static func game() -> CPSportsOverlay {
        CPSportsOverlay(
            leftTeam: SportsSamples.team("Niners", "SF", standings: nil, score: "21"),
            rightTeam: SportsSamples.team("Dallas", "DAL", standings: nil, score: "17"),
            eventStatus: SportsSamples.status(clock: nil))
    }

    /// A car whose list has one image row of cards with `thumbnails`.
    static func car(_ thumbnails: [CPThumbnailImage]) async throws -> TestCar {
        let cards = thumbnails.enumerated().map { CPListImageRowItemCardElement(thumbnail: $1, title: "Card \($0)", subtitle: nil, tintColor: nil) }
        return try await ListConformanceApp.car { _ in
            [CPListSection(items: [CPListImageRowItem(text: "Live", cardElements: cards, allowsMultipleLines: false)])]
        }.0
    }

    /// The two lines of the row's tiles, without the status rail.
    static func tiles(of screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4).prefix(2).map { line in
            var text = String(line.dropFirst(6))
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
