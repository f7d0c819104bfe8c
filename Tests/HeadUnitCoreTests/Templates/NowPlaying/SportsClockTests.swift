import Testing

@testable import HeadUnitCore

/// A sports event's clock runs with the session's clock from when it was
/// set, and says when the whole seconds it shows next change, so the live
/// terminal redraws then and not in between.
struct SportsClockTests {
    @Test func countingDownShowsTheSecondsBegunAndChangesAtEachWholeSecond() {
        let clock = SportsClock(value: 10, countsUp: false, isPaused: false, since: 100)
        #expect(clock.shown(at: 100) == 10)
        #expect(clock.shown(at: 102.5) == 8)
        #expect(clock.nextChange(after: 102.5) == 103)
        #expect(clock.shown(at: 200) == 0)
        #expect(clock.nextChange(after: 200) == nil, "run down, it stands still")
    }

    @Test func countingUpShowsTheWholeSecondsElapsed() {
        let clock = SportsClock(value: 59, countsUp: true, isPaused: false, since: 0)
        #expect(clock.shown(at: 1.2) == 60)
        #expect(clock.nextChange(after: 1.2) == 2)
    }

    @Test func aPausedClockNeverChanges() {
        let clock = SportsClock(value: 90, countsUp: true, isPaused: true, since: 0)
        #expect(clock.shown(at: 50) == 90)
        #expect(clock.nextChange(after: 50) == nil)
    }

}
