import CarPlay
import CarPlayTesting
import Testing

/// CPListImageRowItem: a row of a title over a strip of images or elements.
@MainActor struct CPListImageRowItemConformance {
    /// A car showing `row` alone, on a display wide enough for every image.
    private func car(_ row: @escaping (ListConformanceApp) -> CPListImageRowItem) async throws -> (TestCar, ListConformanceApp) {
        try await ListConformanceApp.car(display: .wide) { [CPListSection(items: [row($0)])] }
    }

    /// Images drawn as these glyphs.
    private func images(_ glyphs: String) -> [UIImage] { glyphs.map { Rows.image(String($0)) } }

    @Test("an image row shows a series of images, at most CPMaximumNumberOfGridImages and fewer on a narrow screen", .apple("carplay/cplistimagerowitem"))
    func showsASeriesOfImages() async throws {
        let row = CPListImageRowItem(text: "Recent", images: images("ABCDEFGHIJ"))
        let (wide, _) = try await car { _ in row }
        let shownWide = wide.controls.filter { $0.id.contains(".image.") }.count
        #expect(shownWide == CPMaximumNumberOfGridImages)
        let (narrow, _) = try await ListConformanceApp.car(display: .minimum) { _ in
            [CPListSection(items: [CPListImageRowItem(text: "Recent", images: self.images("ABCDEFGHIJ"))])]
        }
        let shownNarrow = narrow.controls.filter { $0.id.contains(".image.") }.count
        #expect(shownNarrow > 0 && shownNarrow < shownWide)
    }

    @Test("a row made with text and images shows the text over the images", .apple("carplay/cplistimagerowitem/init(text:images:)"))
    func initWithTextAndImages() async throws {
        let (car, _) = try await car { _ in CPListImageRowItem(text: "Favourites", images: self.images("XY")) }
        let title = try #require(Rows.line(of: car.screen, containing: "Favourites")).number
        let tiles = try #require(Rows.line(of: car.screen, containing: "X")).text
        #expect(tiles.contains("Y"))
        #expect(try #require(Rows.line(of: car.screen, containing: "X")).number > title)
    }

    @Test("a row made with image titles shows each title with its image", .apple("carplay/cplistimagerowitem/init(text:images:imagetitles:)"))
    func initWithImageTitles() async throws {
        let (car, _) = try await car { _ in CPListImageRowItem(text: "Stations", images: self.images("RS"), imageTitles: ["Rock", "Soul"]) }
        let tiles = try #require(Rows.line(of: car.screen, containing: "R")).number
        let captions = try #require(Rows.line(of: car.screen, containing: "Rock"))
        #expect(captions.number > tiles && captions.text.contains("Soul"))
        #expect(captions.text.range(of: "Rock")!.lowerBound < captions.text.range(of: "Soul")!.lowerBound)
    }

    @Test("gridImages are the images the row shows", .apple("carplay/cplistimagerowitem/gridimages"))
    func gridImagesAreShown() async throws {
        let pictures = images("PQ")
        let row = CPListImageRowItem(text: "Row", images: pictures)
        #expect(row.gridImages.count == 2 && row.gridImages[0] === pictures[0])
        let (car, _) = try await car { _ in row }
        #expect(car.controls.filter { $0.id.contains(".image.") }.count == 2)
    }

    @Test("imageTitles are the titles under the row's images", .apple("carplay/cplistimagerowitem/imagetitles"))
    func imageTitlesAreShown() async throws {
        let row = CPListImageRowItem(text: "Row", images: images("MN"), imageTitles: ["Morning", "Night"])
        #expect(row.imageTitles == ["Morning", "Night"])
        let (car, _) = try await car { _ in row }
        #expect(car.screen.contains("Morning") && car.screen.contains("Night"))
    }

    @Test("update(_:) adds, removes and reorders the row's images", .apple("carplay/cplistimagerowitem/update(_:)"))
    func updateReplacesImages() async throws {
        let row = CPListImageRowItem(text: "Row", images: images("AB"))
        let (car, _) = try await car { _ in row }
        row.update(images("CBD"))
        await car.settle()
        #expect(row.gridImages.map(\.glyph) == ["C", "B", "D"])
        #expect(car.controls.filter { $0.id.contains(".image.") }.map(\.label) == ["C", "B", "D"])
    }

    @Test("the handler runs when the driver selects the row itself", .apple("carplay/cplistimagerowitem/handler"))
    func handlerRunsForTheRow() async throws {
        let (car, app) = try await car { app in
            let row = CPListImageRowItem(text: "All Mixes", images: self.images("AB"))
            row.handler = app.recording()
            return row
        }
        try await car.tap("All Mixes")
        #expect(app.heard == ["selected All Mixes"])
    }

    @Test("listImageRowHandler runs when the driver selects an image, with the image's index", .apple("carplay/cplistimagerowitem/listimagerowhandler"))
    func imageHandlerGetsTheIndex() async throws {
        let (car, app) = try await car { app in
            let row = CPListImageRowItem(text: "Mixes", images: self.images("ABC"))
            row.listImageRowHandler = { [weak app] item, index, completion in
                app?.heard.append("image \(index) of \(item.text ?? "")")
                completion()
            }
            return row
        }
        try await car.tap("list.0.0.image.2")
        #expect(app.heard == ["image 2 of Mixes"])
        #expect(car.spinning == nil)
    }

    @Test("an image's selection waits for the app to call the completion", .apple("carplay/cplistimagerowitem/listimagerowhandler"))
    func imageHandlerWaitsForCompletion() async throws {
        let (car, app) = try await car { app in
            let row = CPListImageRowItem(text: "Mixes", images: self.images("AB"))
            row.listImageRowHandler = { [weak app] _, _, completion in app?.pendingCompletions.append(completion) }
            return row
        }
        try await car.tap("list.0.0.image.1")
        #expect(car.spinning != nil)
        await car.phone { app.pendingCompletions.removeFirst()() }
        #expect(car.spinning == nil)
    }

    @Test("text is the title shown at the top of the row", .apple("carplay/cplistimagerowitem/text"))
    func textOnTop() async throws {
        let row = CPListImageRowItem(text: "Top Line", images: images("Z"))
        let (car, _) = try await car { _ in row }
        #expect(try #require(Rows.line(of: car.screen, containing: "Top Line")).number < Rows.line(of: car.screen, containing: "Z")!.number)
        row.text = "New Top"
        await car.settle()
        #expect(car.screen.contains("New Top"))
    }

    @Test("a disabled image row reports no selections", .apple("carplay/cplistimagerowitem/isenabled"))
    func disabledRow() async throws {
        let (car, app) = try await car { app in
            let row = CPListImageRowItem(text: "Locked", images: self.images("AB"))
            row.handler = app.recording()
            row.listImageRowHandler = { [weak app] _, index, completion in
                app?.heard.append("image \(index)")
                completion()
            }
            row.isEnabled = false
            return row
        }
        #expect(car.controls.first { $0.id == "list.0.0" }?.isEnabled == false)
        try await car.tap("list.0.0")
        try await car.tap("list.0.0.image.0")
        #expect(app.heard.isEmpty)
    }

    @Test("userInfo carries the app's own value with the row to its handlers", .apple("carplay/cplistimagerowitem/userinfo"))
    func userInfo() async throws {
        var found: Int?
        let (car, _) = try await car { _ in
            let row = CPListImageRowItem(text: "Albums", images: self.images("A"))
            row.userInfo = 7
            row.listImageRowHandler = { item, _, completion in
                found = item.userInfo as? Int
                completion()
            }
            return row
        }
        try await car.tap("list.0.0.image.0")
        #expect(found == 7)
    }

    @Test("maximumImageSize is a real size the row's images are fitted to", .apple("carplay/cplistimagerowitem/maximumimagesize"))
    func maximumImageSize() {
        let size = CPListImageRowItem.maximumImageSize
        #expect(size.width > 0 && size.height > 0)
    }

    @Test("elements are what the row shows under its text, each selectable by index", .apple("carplay/cplistimagerowitem/elements"))
    func elementsAreShown() async throws {
        let elements = [
            CPListImageRowItemRowElement(image: Rows.image("1"), title: "First", subtitle: nil),
            CPListImageRowItemRowElement(image: Rows.image("2"), title: "Second", subtitle: nil),
        ]
        let row = CPListImageRowItem(text: "Picks", elements: elements, allowsMultipleLines: false)
        #expect(row.elements.count == 2 && row.elements[1] === elements[1])
        let (car, app) = try await car { app in
            row.listImageRowHandler = { [weak app] _, index, completion in
                app?.heard.append("element \(index)")
                completion()
            }
            return row
        }
        #expect(car.screen.contains("First") && car.screen.contains("Second"))
        try await car.tap("Second")
        #expect(app.heard == ["element 1"])
    }

    @Test("a row made with row elements shows each element's image and title", .apple("carplay/cplistimagerowitem/init(text:elements:allowsmultiplelines:)"))
    func initWithRowElements() async throws {
        let (car, _) = try await car { _ in
            CPListImageRowItem(
                text: "Shows", elements: [CPListImageRowItemRowElement(image: Rows.image("S"), title: "Serial", subtitle: "S1")],
                allowsMultipleLines: false)
        }
        #expect(car.screen.contains("Shows") && car.screen.contains("Serial"))
        #expect(car.controls.contains { $0.id == "list.0.0.image.0" })
    }

    @Test("a row made with card elements shows each card", .apple("carplay/cplistimagerowitem/init(text:cardelements:allowsmultiplelines:)"))
    func initWithCardElements() async throws {
        let (car, _) = try await car { _ in
            CPListImageRowItem(
                text: "Cards",
                cardElements: [
                    CPListImageRowItemCardElement(image: Rows.image("C"), showsImageFullHeight: false, title: "Concert", subtitle: nil, tintColor: nil),
                    CPListImageRowItemCardElement(image: Rows.image("D"), showsImageFullHeight: false, title: "Dance", subtitle: nil, tintColor: nil),
                ], allowsMultipleLines: false)
        }
        #expect(car.screen.contains("Concert") && car.screen.contains("Dance"))
        #expect(car.controls.filter { $0.id.contains(".image.") }.count == 2)
    }

    @Test("a row made with condensed elements shows each element", .apple("carplay/cplistimagerowitem/init(text:condensedelements:allowsmultiplelines:)"))
    func initWithCondensedElements() async throws {
        let (car, _) = try await car { _ in
            CPListImageRowItem(
                text: "Condensed",
                condensedElements: [
                    CPListImageRowItemCondensedElement(image: Rows.image("K"), imageShape: .circular, title: "Kim", subtitle: nil, accessorySymbolName: nil)
                ], allowsMultipleLines: false)
        }
        #expect(car.screen.contains("Kim"))
        #expect(car.controls.contains { $0.id == "list.0.0.image.0" })
    }

    @Test("a row made with grid elements shows each image", .apple("carplay/cplistimagerowitem/init(text:gridelements:allowsmultiplelines:)"))
    func initWithGridElements() async throws {
        let (car, _) = try await car { _ in
            CPListImageRowItem(
                text: "Grid", gridElements: [CPListImageRowItemGridElement(image: Rows.image("G")), CPListImageRowItemGridElement(image: Rows.image("H"))],
                allowsMultipleLines: false)
        }
        #expect(car.controls.filter { $0.id.contains(".image.") }.map(\.label) == ["G", "H"])
    }

    @Test(
        "a row made with image grid elements shows each image with its title",
        .apple("carplay/cplistimagerowitem/init(text:imagegridelements:allowsmultiplelines:)"))
    func initWithImageGridElements() async throws {
        let (car, _) = try await car { _ in
            CPListImageRowItem(
                text: "Image Grid",
                imageGridElements: [
                    CPListImageRowItemImageGridElement(image: Rows.image("J"), imageShape: .roundedRectangle, title: "Jazz", accessorySymbolName: nil)
                ], allowsMultipleLines: false)
        }
        #expect(car.screen.contains("Jazz"))
        #expect(car.controls.contains { $0.id == "list.0.0.image.0" })
    }
}
