import HeadUnitTestSupport
import Testing

@testable import HeadUnitCore

/// An `update` action (a timeline's entry, CPListItem's setters) changes a
/// row in place: the list's index follows the row changed instead of being
/// made again for the whole list, and must read as a fresh index of the
/// same rows would. CPListItem's `setText(_:)`, `setDetailText(_:)`,
/// `setImage(_:)` and `isPlaying` change what a row shows
/// (https://developer.apple.com/documentation/carplay/cplistitem).
struct ListUpdateTests {
    @Test func anUpdatedListReadsAsAFreshIndexOfItsRows() {
        var list = ListTemplate(
            title: "L",
            sections: [
                ListSection(items: [ListItem(id: "a", text: "A"), ListItem(id: "b", text: "B")]),
                ListSection(items: [ListItem(id: "c", text: "C")]),
            ])
        let updates = [
            ItemUpdate(template: "l", item: "b", isPlaying: true),  // a playing indicator leads: the column shows
            ItemUpdate(template: "l", item: "b", detailText: "Playing"),
            ItemUpdate(template: "l", item: "b", isPlaying: false),  // the only leading row stops: it goes
            ItemUpdate(template: "l", item: "a", image: "♫"),  // an image leads
            ItemUpdate(template: "l", item: "c", isPlaying: true),
            ItemUpdate(template: "l", item: "c", isPlaying: false),  // a's image still leads
            ItemUpdate(template: "l", item: "c", isEnabled: false),  // the knob no longer reaches c
            ItemUpdate(template: "l", item: "missing", text: "Nobody"),
        ]
        var leading: [Bool] = []
        for update in updates {
            list.apply(update)
            let fresh = ListIndex(list.sections)
            #expect(list.index.hasLeadingContent == fresh.hasLeadingContent, "\(update)")
            #expect(list.index.content == fresh.content && list.index.itemCount == fresh.itemCount, "\(update)")
            #expect(list.index.focus?.controls == fresh.focus?.controls, "\(update)")
            leading.append(list.index.hasLeadingContent)
        }
        #expect(leading == [true, true, false, true, true, true, true, true])
        #expect(list.sections[0].items[1].detailText == "Playing" && list.index.focus?.controls.count == 2)
    }

    @Test func aTimelineEntryComesBeforeAHandlerCompletingAtTheSameTime() throws {
        // The timeline is scheduled when the session starts, the handler's
        // completion when the row is pressed: at one instant, the one
        // scheduled first runs first, so the completion's text is left.
        let scenario = try Headless.scenario(
            #"""
            {"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "sections": [{"items": [
              {"id": "a", "text": "A", "handler": {"actions": [{"update": {"template": "h", "item": "a", "detailText": "Completed"}}], "delay": 1}}]}]}},
             "timeline": [{"at": 1, "do": {"update": {"template": "h", "item": "a", "detailText": "Timeline"}}}, {"at": 0.5, "do": {"update": {"template": "h", "item": "a", "detailText": "Early"}}}]}
            """#)
        var driver = SessionDriver(state: SessionState(app: scenario.app))
        driver.send(.press)
        driver.advance(by: 0.75)
        #expect(Headless.rows(driver).joined().contains("Early"))
        driver.advance(by: 0.5)
        #expect(Headless.rows(driver).joined().contains("Completed") && !Headless.rows(driver).joined().contains("Timeline"))
    }
}
