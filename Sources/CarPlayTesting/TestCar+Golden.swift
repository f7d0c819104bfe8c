import Foundation
import HeadUnitCore

/// Checking the display against a golden kept beside the test: its text,
/// its text with styles, or its picture.
extension TestCar {
    /// Checks that the display is the golden named `name`, in `format`:
    /// `__Screens__/NAME.txt` (`.golden`, `.png`) beside the test file.
    /// Without a name, the golden is named after the test function
    /// (`pickingAStationPlaysIt`, `testPickingAStationPlaysIt`), with `-2`,
    /// `-3` for the test's second and third unnamed goldens on this car.
    ///
    /// A missing golden is recorded, and the test fails saying so: the next run
    /// checks against it. With `CARPLAY_RECORD=1` in the environment every
    /// golden is recorded again, and fails, so that a recording run is never
    /// taken for a passing one; `record` decides it for this golden alone
    /// (`true` records it again, `false` checks it whatever the environment
    /// says). A text or styled golden that differs fails with the diff and the
    /// display, the frame written as SVG (and in the golden's format) under the
    /// package's `.build/carplay-testing/`; a PNG golden that differs fails
    /// with the count of pixels, its reference, actual and difference PNGs
    /// written there.
    public func expectScreen(
        matching name: String? = nil, as format: GoldenFormat = .text, record: Bool? = nil, file: String = #filePath,
        function: String = #function, line: UInt = #line
    ) throws {
        let name = name ?? goldenNames.next(file: file, function: function)
        let display = GoldenDisplay(
            screen: driver.screen, palette: ThemeLoader.standard.palette(driver.state.appearance), title: "\(name) · \(driver.state.profile)")
        let recording = record ?? (ProcessInfo.processInfo.environment["CARPLAY_RECORD"] == "1")
        do {
            try Golden(name: name, format: format, testFile: URL(fileURLWithPath: file)).check(display, record: recording)
        } catch let error as TestCarError {
            throw SourcePlace(filePath: file, line: line).thrown(error)
        }
    }
}
