import CarPlay
import CarPlayTesting
import Testing

/// CPListItem's members deprecated in iOS 14, which older apps still
/// call: they are the accessory type and the explicit mark by other names.
@MainActor struct CPListItemOlderConformance {
    @Test(
        "a row made with the older disclosure flag shows the disclosure indicator",
        .apple("carplay/cplistitem/init(text:detailtext:image:showsdisclosureindicator:)"))
    func olderInitShowsTheIndicator() async throws {
        let row = CPListItem(text: "Albums", detailText: "12", image: nil, showsDisclosureIndicator: true)
        #expect(row.accessoryType == .disclosureIndicator && row.detailText == "12")
        let (car, _) = try await ListConformanceApp.car { _ in [CPListSection(items: [row])] }
        let line = try #require(Rows.line(of: car.screen, containing: "Albums")).text
        #expect(line.range(of: "›")!.lowerBound > line.range(of: "Albums")!.lowerBound)
    }

    @Test("showsDisclosureIndicator is the disclosure accessory", .apple("carplay/cplistitem/showsdisclosureindicator"))
    func disclosureFlagIsTheAccessory() {
        let row = CPListItem(text: "Artists", detailText: nil)
        #expect(!row.showsDisclosureIndicator)
        row.accessoryType = .disclosureIndicator
        #expect(row.showsDisclosureIndicator)
    }

    @Test("showsExplicitLabel is the explicit mark", .apple("carplay/cplistitem/showsexplicitlabel"))
    func explicitLabelIsTheMark() async throws {
        let row = CPListItem(text: "Loud Song", detailText: nil)
        #expect(!row.showsExplicitLabel)
        row.showsExplicitLabel = true
        #expect(row.isExplicitContent)
        let (car, _) = try await ListConformanceApp.car { _ in [CPListSection(items: [row])] }
        #expect(try #require(Rows.line(of: car.screen, containing: "Loud Song")).text.contains("Loud Song [E]"))
    }
}
