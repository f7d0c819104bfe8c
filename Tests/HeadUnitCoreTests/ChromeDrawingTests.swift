import Testing

@testable import HeadUnitCore

/// The terminal draws the bezel and the status line around the display
/// again only when they change (`TerminalComposer.compose(_:profile:columns:rows:chrome:glyphs:reusing:)`):
/// a composition that reuses the last one's is the composition drawn
/// whole, at every key and every terminal size, and a knob step keeps
/// what it drew around the display.
struct ChromeDrawingTests {
    /// Knob steps, a message (night, day), the console opened, typed in
    /// and closed, the help card, the inspector, a new profile, the phone.
    static let keys: [Key] = [
        .character("2"), .character("2"), .character("1"), .character("n"), .character("2"), .character("n"), .character(":"),
        .character("x"), .backspace, .escape, .character("?"), .escape, .character("i"), .character("2"), .character("i"),
        .character("p"), .character("2"), .character("c"), .character("c"), .down, .enter, .escape,
    ]

    @Test func aReusedChromeIsTheFrameComposedWholeAtEveryKeyAndSize() {
        var session = InteractiveSession(state: SessionState(app: ScenarioLoader.tour.app))
        var memory = LayoutMemory()
        var chrome = ChromeDrawing()
        // The same size twice (a copy), a smaller one with a bezel, one
        // with no bezel and the status line under it, one whose status line
        // takes its last row (twice), and one too small.
        let sizes = [(100, 30), (100, 30), (60, 20), (100, 30), (52, 16), (50, 15), (50, 15), (30, 8), (100, 30)]
        for (step, key) in Self.keys.enumerated() {
            _ = session.handle(key)
            session.advance(by: 0.5)
            for (columns, rows) in sizes {
                let reused = session.compose(columns: columns, rows: rows, reusing: &memory, around: &chrome)
                let whole = session.compose(columns: columns, rows: rows)
                #expect(reused.frame == whole.frame, "key \(step) (\(key)), \(columns)x\(rows)")
                #expect(
                    reused.displayOrigin.map { [$0.column, $0.row] } == whole.displayOrigin.map { [$0.column, $0.row] }, "key \(step), \(columns)x\(rows)")
            }
        }
    }

    @Test func aKnobStepKeepsWhatWasDrawnAroundTheDisplay() throws {
        var session = InteractiveSession(state: SessionState(app: ScenarioLoader.tour.app))
        var memory = LayoutMemory()
        var chrome = ChromeDrawing()
        _ = session.compose(columns: 100, rows: 30, reusing: &memory, around: &chrome)
        let drawn = try #require(chrome.around, "a bezel with the status line under it is kept")
        _ = session.handle(.character("2"))
        let composition = session.compose(columns: 100, rows: 30, reusing: &memory, around: &chrome)
        #expect(chrome.around == drawn, "copied, not drawn again")
        #expect(composition.frame == session.compose(columns: 100, rows: 30).frame)
        _ = session.handle(.character("n"))
        _ = session.compose(columns: 100, rows: 30, reusing: &memory, around: &chrome)
        #expect(chrome.around?.message == "Night", "the status line's message is drawn")
    }

    /// A knob step puts the display into the composition before last, in
    /// place, once the host has let it go (a painter holds only the last):
    /// two frames' cells take turns, and none is copied from the chrome.
    @Test func aKnobStepComposesIntoTheCompositionBeforeLastInPlace() {
        var session = InteractiveSession(state: SessionState(app: ScenarioLoader.tour.app))
        var memory = LayoutMemory()
        var chrome = ChromeDrawing()
        _ = session.compose(columns: 100, rows: 30, reusing: &memory, around: &chrome)
        var cells: [Int] = []
        for key in ["2", "1", "2", "1", "2"] {
            _ = session.handle(.character(Character(key)))
            let frame = session.compose(columns: 100, rows: 30, reusing: &memory, around: &chrome).frame
            #expect(frame == session.compose(columns: 100, rows: 30).frame, "after \(key)")
            cells.append(frame.cells.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) })
        }
        #expect(cells[0] != cells[1])
        #expect(cells[2...] == [cells[0], cells[1], cells[0]], "the two frames take turns")
    }
}
