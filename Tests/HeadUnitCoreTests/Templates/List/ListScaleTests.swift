import HeadUnitCore
import Testing

/// A knob step costs what is on screen: on lists of 12, 10,000 and 100,000
/// rows, a step lays out the same blocks, lands where it should, and the
/// screens agree row for row.
struct ListScaleTests {
    static func list(rows: Int) -> App {
        let items = (0..<rows).map { ListItem(text: "Row \($0)", detailText: "Detail \($0)") }
        let list = ListTemplate(title: "Rows", sections: [ListSection(header: "All", items: items)])
        return App(name: "Rows", category: .communication, root: "rows", templates: ["rows": Template(id: "rows", body: .list(list))])
    }

    /// Seven steps down, and the blocks layout looked at for the screen after each.
    static func steps(rows: Int) -> (blocks: [Int], focus: ControlID?, screen: [String]) {
        var driver = SessionDriver(state: SessionState(app: list(rows: rows)))
        var blocks: [Int] = []
        for _ in 0..<7 {
            driver.send(.rotate(1))
            blocks.append(driver.screen.blocksLaidOut)
        }
        return (blocks, driver.state.focus, PlainTextWriter.rows(of: driver.screen.frame))
    }

    @Test func aStepLaysOutTheSameBlocksAtEveryLength() {
        let short = Self.steps(rows: 12), long = Self.steps(rows: 10_000), longer = Self.steps(rows: 100_000)
        #expect(short.blocks.allSatisfy { $0 > 0 && $0 <= 6 }, "a screenful: \(short.blocks)")
        #expect(long.blocks == short.blocks && longer.blocks == short.blocks)
        #expect(short.focus == .listItem(section: 0, item: 7) && longer.focus == short.focus)
        // The same rows drawn; only the scroll bar's thumb (the last column) tells the lengths apart.
        let withoutThumb = { (rows: [String]) in
            rows.map { row in String(String(row.prefix(49)).reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(withoutThumb(longer.screen) == withoutThumb(short.screen))
        #expect(longer.screen != short.screen, "the thumb is smaller on the longer list")
    }

    @Test func aRowKeepsWhatFewRowsSetInABoxOfItsOwn() {
        #expect(MemoryLayout<ListItem>.stride == 80, "100,000 rows take 8 MB")
        var row = ListItem(id: "song", text: "Song", playbackProgress: 0.5, message: MessageFields(conversationIdentifier: "c"))
        #expect(row.id == "song" && row.playbackProgress == 0.5 && row.message?.conversationIdentifier == "c" && row.playingIndicatorLocation == .leading)
        row.playbackProgress = nil
        row.message = nil
        #expect(row != ListItem(text: "Song") && row.id == "song", "an id is kept")
        row.id = nil
        #expect(row == ListItem(text: "Song"), "a row whose rare fields are all back to a plain row's is a plain row")
        row.isExplicitContent = true
        #expect(row != ListItem(text: "Song") && row.isExplicitContent)
    }
}
