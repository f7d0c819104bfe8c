import CarPlay
import CarPlayTesting
import Testing

/// CPListItem and its accessory and playing-indicator enumerations.
@MainActor struct CPListItemConformance {
    /// A car showing `items` alone.
    private func car(_ items: @escaping (ListConformanceApp) -> [CPListItem]) async throws -> (TestCar, ListConformanceApp) {
        try await ListConformanceApp.car { [CPListSection(items: items($0))] }
    }

    @Test("a list item is a selectable row: its handler gets the item and a completion", .apple("carplay/cplistitem"))
    func selectableRow() async throws {
        var given: (any CPSelectableListItem)?
        let row = CPListItem(text: "Jazz", detailText: "Station")
        row.handler = { item, completion in
            given = item
            completion()
        }
        let (car, _) = try await car { _ in [row] }
        try await car.tap("Jazz")
        #expect(given === row)
        #expect(car.spinning == nil)
    }

    @Test("a row made with text and detail text shows the detail under the text", .apple("carplay/cplistitem/init(text:detailtext:)"))
    func initWithTextAndDetail() async throws {
        let row = CPListItem(text: "Morning News", detailText: "Today, 7:00")
        #expect(row.text == "Morning News" && row.detailText == "Today, 7:00" && row.image == nil)
        let (car, _) = try await car { _ in [row] }
        let text = try #require(Rows.line(of: car.screen, containing: "Morning News")).number
        #expect(Rows.line(of: car.screen, containing: "Today, 7:00")?.number == text + 1)
    }

    @Test("a row made with an image shows it on the row's leading edge", .apple("carplay/cplistitem/init(text:detailtext:image:)"))
    func initWithImage() async throws {
        let row = CPListItem(text: "Cover Song", detailText: nil, image: Rows.image("Ж"))
        let (car, _) = try await car { _ in [row] }
        let line = try #require(Rows.line(of: car.screen, containing: "Cover Song")).text
        let image = try #require(line.firstIndex(of: "Ж"))
        #expect(image < line.range(of: "Cover Song")!.lowerBound)
    }

    @Test("text is the row's primary text", .apple("carplay/cplistitem/text"))
    func textIsShown() async throws {
        let (car, _) = try await car { _ in [CPListItem(text: "Primary Words", detailText: nil)] }
        #expect(car.controls.contains { $0.id == "list.0.0" && $0.label.hasPrefix("Primary Words") })
    }

    @Test("detailText is the secondary text shown below the primary text", .apple("carplay/cplistitem/detailtext"))
    func detailTextBelow() async throws {
        let row = CPListItem(text: "Title", detailText: "Secondary Words")
        #expect(row.detailText == "Secondary Words")
        let (car, _) = try await car { _ in [row] }
        #expect(try #require(Rows.line(of: car.screen, containing: "Secondary Words")).number > Rows.line(of: car.screen, containing: "Title")!.number)
    }

    @Test("image is the picture on the row's leading edge", .apple("carplay/cplistitem/image"))
    func imageProperty() async throws {
        let picture = Rows.image("Ψ")
        let row = CPListItem(text: "Pictured", detailText: nil, image: picture)
        #expect(row.image === picture)
        let (car, _) = try await car { _ in [row] }
        #expect(try #require(Rows.line(of: car.screen, containing: "Pictured")).text.contains("Ψ"))
    }

    @Test("setText changes the primary text the car shows", .apple("carplay/cplistitem/settext(_:)"))
    func setTextUpdates() async throws {
        let row = CPListItem(text: "Before", detailText: nil)
        let (car, _) = try await car { _ in [row] }
        row.setText("After")
        await car.settle()
        #expect(row.text == "After")
        #expect(car.screen.contains("After") && !car.screen.contains("Before"))
    }

    @Test("setDetailText changes the secondary text the car shows", .apple("carplay/cplistitem/setdetailtext(_:)"))
    func setDetailTextUpdates() async throws {
        let row = CPListItem(text: "Episode", detailText: "Unplayed")
        let (car, _) = try await car { _ in [row] }
        row.setDetailText("Played")
        await car.settle()
        #expect(row.detailText == "Played")
        #expect(car.screen.contains("Played") && !car.screen.contains("Unplayed"))
    }

    @Test("setImage changes the image the car shows", .apple("carplay/cplistitem/setimage(_:)"))
    func setImageUpdates() async throws {
        let row = CPListItem(text: "Album", detailText: nil, image: Rows.image("Ω"))
        let (car, _) = try await car { _ in [row] }
        row.setImage(Rows.image("Ξ"))
        await car.settle()
        let line = try #require(Rows.line(of: car.screen, containing: "Album")).text
        #expect(line.contains("Ξ") && !line.contains("Ω"))
    }

    @Test("the handler runs when the driver selects the row, given that row", .apple("carplay/cplistitem/handler"))
    func handlerRunsOnSelection() async throws {
        let (car, app) = try await car { app in
            let rows = Rows.items(["One", "Two", "Three"])
            rows.forEach { $0.handler = app.recording() }
            return rows
        }
        try await car.rotate(1)
        try await car.press()
        #expect(app.heard == ["selected Two"])
    }

    @Test("the row shows it is working until the app calls the handler's completion", .apple("carplay/cplistitem/handler"))
    func rowWaitsForCompletion() async throws {
        let (car, app) = try await car { app in
            let row = CPListItem(text: "Slow Station", detailText: nil)
            row.handler = app.holding()
            return [row]
        }
        try await car.tap("Slow Station")
        #expect(car.spinning?.label.contains("Slow Station") == true)
        await car.phone { app.pendingCompletions.removeFirst()() }
        #expect(car.spinning == nil)
    }

    @Test("a disabled row looks disabled and its handler is not called", .apple("carplay/cplistitem/isenabled"))
    func disabledRow() async throws {
        let (car, app) = try await car { app in
            let rows = Rows.items(["Available", "Unavailable"])
            rows.forEach { $0.handler = app.recording() }
            rows[1].isEnabled = false
            return rows
        }
        #expect(CPListItem(text: "New", detailText: nil).isEnabled)
        #expect(car.controls.first { $0.label.hasPrefix("Unavailable") }?.isEnabled == false)
        try await car.tap("Unavailable")
        #expect(app.heard.isEmpty)
        try await car.tap("Available")
        #expect(app.heard == ["selected Available"])
    }

    @Test("isPlaying shows the now-playing indicator on the row, and is off by default", .apple("carplay/cplistitem/isplaying"))
    func playingIndicator() async throws {
        let playing = CPListItem(text: "On Air", detailText: nil)
        #expect(!playing.isPlaying)
        playing.isPlaying = true
        let (car, _) = try await car { _ in [playing, CPListItem(text: "Off Air", detailText: nil)] }
        #expect(try #require(Rows.line(of: car.screen, containing: "On Air")).text.contains("▁▃▅"))
        #expect(try #require(Rows.line(of: car.screen, containing: "Off Air")).text.contains("▁▃▅") == false)
    }

    @Test(
        "playingIndicatorLocation puts the indicator at the leading edge by default, or the trailing edge",
        .apple("carplay/cplistitem/playingindicatorlocation"))
    func indicatorLocation() async throws {
        let leading = CPListItem(text: "Leading", detailText: nil)
        #expect(leading.playingIndicatorLocation == .leading)
        leading.isPlaying = true
        let trailing = CPListItem(text: "Trailing", detailText: nil)
        trailing.isPlaying = true
        trailing.playingIndicatorLocation = .trailing
        let (car, _) = try await car { _ in [leading, trailing] }
        let first = try #require(Rows.line(of: car.screen, containing: "Leading")).text
        let second = try #require(Rows.line(of: car.screen, containing: "Trailing")).text
        #expect(first.range(of: "▁▃▅")!.lowerBound < first.range(of: "Leading")!.lowerBound)
        #expect(second.range(of: "▁▃▅")!.lowerBound > second.range(of: "Trailing")!.lowerBound)
    }

    @Test("the playing indicator locations are the row's leading and trailing edges", .apple("carplay/cplistitemplayingindicatorlocation"))
    func indicatorLocations() {
        #expect(CPListItemPlayingIndicatorLocation(rawValue: 0) == .leading)
        #expect(CPListItemPlayingIndicatorLocation(rawValue: 1) == .trailing)
    }

    @Test("isExplicitContent marks the row explicit beside its text, and is off by default", .apple("carplay/cplistitem/isexplicitcontent"))
    func explicitMark() async throws {
        let explicit = CPListItem(text: "Loud Song", detailText: nil)
        #expect(!explicit.isExplicitContent)
        explicit.isExplicitContent = true
        let (car, _) = try await car { _ in [explicit, CPListItem(text: "Quiet Song", detailText: nil)] }
        #expect(try #require(Rows.line(of: car.screen, containing: "Loud Song")).text.contains("Loud Song [E]"))
        #expect(try #require(Rows.line(of: car.screen, containing: "Quiet Song")).text.contains("[E]") == false)
    }

    @Test("playbackProgress draws a progress bar filled to its fraction", .apple("carplay/cplistitem/playbackprogress"))
    func progressBar() async throws {
        let half = CPListItem(text: "Half Heard", detailText: nil)
        half.playbackProgress = 0.5
        let (car, _) = try await car { _ in [half] }
        let bar = try #require(Rows.line(of: car.screen, containing: "━")).text
        let done = bar.filter { $0 == "━" }.count, rest = bar.filter { $0 == "░" }.count
        #expect(done > 0 && rest > 0 && abs(done - rest) <= 1, "half the bar is filled: \(bar)")
    }

    @Test("accessoryType shows its accessory in the row's trailing region", .apple("carplay/cplistitem/accessorytype"))
    func accessoryTypeShown() async throws {
        let row = CPListItem(text: "More", detailText: nil)
        #expect(row.accessoryType == .none)
        row.accessoryType = .disclosureIndicator
        let (car, _) = try await car { _ in [row] }
        let line = try #require(Rows.line(of: car.screen, containing: "More")).text
        #expect(line.range(of: "›")!.lowerBound > line.range(of: "More")!.lowerBound)
    }

    @Test("the accessory types are none, a disclosure indicator and a cloud", .apple("carplay/cplistitemaccessorytype"))
    func accessoryTypes() async throws {
        let rows = Rows.items(["Plain", "Deeper", "Remote"])
        rows[1].accessoryType = .disclosureIndicator
        rows[2].accessoryType = .cloud
        let (car, _) = try await car { _ in rows }
        #expect(try #require(Rows.line(of: car.screen, containing: "Plain")).text.contains { "›⇣".contains($0) } == false)
        #expect(try #require(Rows.line(of: car.screen, containing: "Deeper")).text.contains("›"))
        #expect(try #require(Rows.line(of: car.screen, containing: "Remote")).text.contains("⇣"))
    }

    @Test("a row made with an accessory image has no accessory type", .apple("carplay/cplistitem/init(text:detailtext:image:accessoryimage:accessorytype:)"))
    func accessoryImageClearsTheAccessoryType() {
        let withImage = CPListItem(text: "A", detailText: nil, image: nil, accessoryImage: Rows.image("★"), accessoryType: .disclosureIndicator)
        #expect(withImage.accessoryType == .none)
        let without = CPListItem(text: "B", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .cloud)
        #expect(without.accessoryType == .cloud)
    }

    @Test("maximumImageSize is a real size the row's images fit in", .apple("carplay/cplistitem/maximumimagesize"))
    func maximumImageSize() {
        let size = CPListItem.maximumImageSize
        #expect(size.width > 0 && size.height > 0)
    }

    @Test("userInfo carries the app's own value with the row back to its handler", .apple("carplay/cplistitem/userinfo"))
    func userInfoTravelsWithTheRow() async throws {
        var found: String?
        let row = CPListItem(text: "Station", detailText: nil)
        #expect(row.userInfo == nil)
        row.userInfo = "station-42"
        row.handler = { item, completion in
            found = item.userInfo as? String
            completion()
        }
        let (car, _) = try await car { _ in [row] }
        try await car.tap("Station")
        #expect(found == "station-42")
    }
}
