import Testing

@testable import HeadUnitCore

/// A list's details header is the first block of its scrolling body and
/// holds its buttons: focus on any of them scrolls the header into view.
struct ListDetailsHeaderTests {
    private let header = ListDetailsHeader(
        thumbnail: Thumbnail(image: "♪"), title: "Album", buttons: [BarButton(title: "Play", handler: Handler([.pause])), BarButton(title: "Shuffle")])

    @Test func theHeaderIsTheFirstBlockAndHoldsItsButtons() throws {
        let content = ListLayout.content(of: [ListSection(items: (0..<8).map { ListItem(text: "Row \($0)") })], header: header)
        #expect(content.blocks.first?.section == ListLayout.headerSection)
        #expect(content.block(of: .listHeaderButton(1))?.top == 0)
        #expect(content.block(of: .listItem(section: 0, item: 0))?.top == ListLayout.detailsHeaderHeight)
        #expect(content.scrollTop(showing: .listHeaderButton(1), from: 200, viewport: 192) == 0, "the header scrolls back into view")
    }

    @Test func onlyItsEnabledButtonsTakeFocusAboveTheRows() {
        let list = ListTemplate(title: "Album", sections: [ListSection(items: [ListItem(text: "Row")])], detailsHeader: header)
        #expect(list.handlerSlots().map(\.control) == [.listHeaderButton(0)])
        var pressed = list
        #expect(pressed.press(.listHeaderButton(0), limited: false) == .run(Handler([.pause])))
        #expect(pressed.press(.listHeaderButton(1), limited: false) == .nothing)
    }
}
