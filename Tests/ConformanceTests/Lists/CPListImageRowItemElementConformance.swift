import CarPlay
import CarPlayTesting
import Testing

/// CPListImageRowItemElement and its kinds: row, card, condensed, grid and image grid elements.
@MainActor struct CPListImageRowItemElementConformance {
    /// A car showing one image row of `elements`, whose selections the app records.
    private func car(_ elements: [CPListImageRowItemRowElement]) async throws -> (TestCar, ListConformanceApp) {
        try await ListConformanceApp.car(display: .wide) { app in
            let row = CPListImageRowItem(text: "Row", elements: elements, allowsMultipleLines: false)
            row.listImageRowHandler = { [weak app] _, index, completion in
                app?.heard.append("element \(index)")
                completion()
            }
            return [CPListSection(items: [row])]
        }
    }

    @Test("an element's image is what its place in the row shows", .apple("carplay/cplistimagerowitemelement/image"))
    func imageIsShown() async throws {
        let element = CPListImageRowItemRowElement(image: Rows.image("Φ"), title: "Phi", subtitle: nil)
        let (car, _) = try await car([element])
        #expect(car.controls.first { $0.id == "list.0.0.image.0" }?.label.contains("Φ") == true)
        element.image = Rows.image("Σ")
        await car.settle()
        #expect(car.controls.first { $0.id == "list.0.0.image.0" }?.label.contains("Σ") == true)
    }

    @Test("an element is enabled by default; a disabled element reports no selection", .apple("carplay/cplistimagerowitemelement/isenabled"))
    func disabledElement() async throws {
        let on = CPListImageRowItemRowElement(image: Rows.image("1"), title: "On", subtitle: nil)
        let off = CPListImageRowItemRowElement(image: Rows.image("2"), title: "Off", subtitle: nil)
        #expect(off.isEnabled)
        off.isEnabled = false
        let (car, app) = try await car([on, off])
        #expect(car.controls.first { $0.id == "list.0.0.image.1" }?.isEnabled == false)
        try await car.tap("list.0.0.image.1")
        try await car.tap("list.0.0.image.0")
        #expect(app.heard == ["element 0"])
    }

    @Test("an element's maximumImageSize is a real size its image is fitted to", .apple("carplay/cplistimagerowitemelement/maximumimagesize"))
    func maximumImageSize() {
        let size = CPListImageRowItemElement.maximumImageSize
        #expect(size.width > 0 && size.height > 0)
    }

    @Test("an element is one selectable picture of an image row", .apple("carplay/cplistimagerowitemelement"))
    func elementIsSelectable() async throws {
        let (car, app) = try await car([
            CPListImageRowItemRowElement(image: Rows.image("A"), title: "Able", subtitle: nil),
            CPListImageRowItemRowElement(image: Rows.image("B"), title: "Baker", subtitle: nil),
        ])
        try await car.tap("Baker")
        #expect(app.heard == ["element 1"])
    }

    @Test("a row element needs only its image: title and subtitle may be left out", .apple("carplay/cplistimagerowitemrowelement/init(image:title:subtitle:)"))
    func rowElementNeedsOnlyAnImage() async throws {
        let bare = CPListImageRowItemRowElement(image: Rows.image("Q"), title: nil, subtitle: nil)
        #expect(bare.title == nil && bare.subtitle == nil)
        let (car, _) = try await car([bare])
        #expect(car.controls.contains { $0.id == "list.0.0.image.0" })
    }

    @Test("a row element's title is shown with its image", .apple("carplay/cplistimagerowitemrowelement/title"))
    func rowElementTitle() async throws {
        let element = CPListImageRowItemRowElement(image: Rows.image("T"), title: "Tango", subtitle: "Dance")
        let (car, _) = try await car([element])
        #expect(car.screen.contains("Tango"))
        element.title = "Twist"
        await car.settle()
        #expect(car.screen.contains("Twist") && !car.screen.contains("Tango"))
    }

    @Test(
        "a card element is made of an image, a title, a subtitle and a tint",
        .apple("carplay/cplistimagerowitemcardelement/init(image:showsimagefullheight:title:subtitle:tintcolor:)"))
    func cardElementInit() {
        let card = CPListImageRowItemCardElement(image: Rows.image("C"), showsImageFullHeight: true, title: "Card", subtitle: "Sub", tintColor: .red)
        #expect(card.title == "Card" && card.subtitle == "Sub" && card.showsImageFullHeight && card.tintColor != nil)
    }

    @Test("a card element's title is shown with its image", .apple("carplay/cplistimagerowitemcardelement/title"))
    func cardElementTitle() async throws {
        let (car, _) = try await ListConformanceApp.car(display: .wide) { _ in
            let card = CPListImageRowItemCardElement(image: Rows.image("C"), showsImageFullHeight: false, title: "Cinema", subtitle: nil, tintColor: nil)
            return [CPListSection(items: [CPListImageRowItem(text: "Cards", cardElements: [card], allowsMultipleLines: false)])]
        }
        #expect(car.screen.contains("Cinema"))
    }

    @Test(
        "maximumFullHeightImageSize is a real size, for a card whose image fills it", .apple("carplay/cplistimagerowitemcardelement/maximumfullheightimagesize")
    )
    func maximumFullHeightImageSize() {
        let size = CPListImageRowItemCardElement.maximumFullHeightImageSize
        #expect(size.width > 0 && size.height > 0)
    }

    @Test(
        "a condensed element is made of an image, its shape, a title, a subtitle and an accessory symbol",
        .apple("carplay/cplistimagerowitemcondensedelement/init(image:imageshape:title:subtitle:accessorysymbolname:)"))
    func condensedElementInit() {
        let element = CPListImageRowItemCondensedElement(
            image: Rows.image("K"), imageShape: .circular, title: "Kai", subtitle: "Online", accessorySymbolName: "star")
        #expect(element.title == "Kai" && element.subtitle == "Online" && element.imageShape == .circular && element.accessorySymbolName == "star")
    }

    @Test("a condensed element's title is shown with its image", .apple("carplay/cplistimagerowitemcondensedelement/title"))
    func condensedElementTitle() async throws {
        let (car, _) = try await ListConformanceApp.car(display: .wide) { _ in
            let element = CPListImageRowItemCondensedElement(
                image: Rows.image("K"), imageShape: .roundedRectangle, title: "Kestrel", subtitle: nil, accessorySymbolName: nil)
            return [CPListSection(items: [CPListImageRowItem(text: "People", condensedElements: [element], allowsMultipleLines: false)])]
        }
        #expect(car.screen.contains("Kestrel"))
    }

    @Test("a grid element is an image alone", .apple("carplay/cplistimagerowitemgridelement/init(image:)"))
    func gridElementIsAnImage() async throws {
        let picture = Rows.image("◆")
        let element = CPListImageRowItemGridElement(image: picture)
        #expect(element.image === picture)
        let (car, _) = try await ListConformanceApp.car(display: .wide) { _ in
            [CPListSection(items: [CPListImageRowItem(text: "Grid", gridElements: [element], allowsMultipleLines: false)])]
        }
        #expect(car.controls.first { $0.id == "list.0.0.image.0" }?.label == "◆")
    }

    @Test(
        "an image grid element is made of an image, its shape, a title and an accessory symbol",
        .apple("carplay/cplistimagerowitemimagegridelement/init(image:imageshape:title:accessorysymbolname:)"))
    func imageGridElementInit() {
        let element = CPListImageRowItemImageGridElement(image: Rows.image("J"), imageShape: .circular, title: "Jay", accessorySymbolName: nil)
        #expect(element.title == "Jay" && element.imageShape == .circular && element.accessorySymbolName == nil)
    }

    @Test("an image grid element's title is shown with its image", .apple("carplay/cplistimagerowitemimagegridelement/title"))
    func imageGridElementTitle() async throws {
        let (car, _) = try await ListConformanceApp.car(display: .wide) { _ in
            let element = CPListImageRowItemImageGridElement(image: Rows.image("J"), imageShape: .roundedRectangle, title: "Jukebox", accessorySymbolName: nil)
            return [CPListSection(items: [CPListImageRowItem(text: "Grid", imageGridElements: [element], allowsMultipleLines: false)])]
        }
        #expect(car.screen.contains("Jukebox"))
    }

    @Test(
        "a card made with a thumbnail shows the thumbnail, overlays and all, with its title under it",
        .apple("carplay/cplistimagerowitemcardelement/init(thumbnail:title:subtitle:tintcolor:)"))
    func cardElementWithThumbnail() async throws {
        let thumbnail = CPThumbnailImage(image: UIImage(systemName: "music.note")!, imageOverlay: ThumbnailSamples.overlay("NEW", .leading), sportsOverlay: nil)
        let card = CPListImageRowItemCardElement(thumbnail: thumbnail, title: "Mix", subtitle: "Daily", tintColor: nil)
        #expect(card.thumbnail === thumbnail && card.image === thumbnail.image && card.title == "Mix" && !card.showsImageFullHeight)
        let (car, _) = try await ListConformanceApp.car { _ in
            [CPListSection(items: [CPListImageRowItem(text: "Live", cardElements: [card], allowsMultipleLines: false)])]
        }
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" ▓▓▓♫▓▓▓", " NEW▓▓▓▓"])
        #expect(car.controls.first { $0.id == "list.0.0.image.0" }?.drawn == "♫ NEW Mix")
    }

    @Test("a card's thumbnail can be set while it shows, and takes the image's place", .apple("carplay/cplistimagerowitemcardelement/thumbnail"))
    func cardThumbnailChanges() async throws {
        let card = CPListImageRowItemCardElement(
            image: UIImage(systemName: "music.note")!, showsImageFullHeight: false, title: "Game", subtitle: nil, tintColor: nil)
        #expect(card.thumbnail == nil)
        let (car, _) = try await ListConformanceApp.car { _ in
            [CPListSection(items: [CPListImageRowItem(text: "Live", cardElements: [card], allowsMultipleLines: false)])]
        }
        await car.phone {
            card.thumbnail = CPThumbnailImage(image: UIImage(systemName: "sportscourt")!, imageOverlay: nil, sportsOverlay: ThumbnailSamples.game())
        }
        #expect(ThumbnailSamples.tiles(of: car.screen) == [" SF▓▓DAL", " 21▓▓▓17"])
    }
}
