import Foundation
import XCTest

/// Where a test wrote a step. XCTest on Linux reports an error that
/// escapes a test at `<EXPR>:0`; a step's error that escapes is reported
/// again here, at the test's own file and line. An error the test catches
/// (`XCTAssertThrowsError`, `do`/`catch`) is reported nowhere. Swift
/// Testing reports an escaping error at the test itself.
struct SourcePlace: Sendable {
    let filePath: String
    let line: UInt

    init(filePath: String, line: UInt) {
        self.filePath = filePath
        self.line = line
    }

    init(filePath: StaticString, line: UInt) { self.init(filePath: "\(filePath)", line: line) }

    /// Remembers `error` as thrown at this place, and gives it back to be thrown.
    func thrown(_ error: TestCarError) -> TestCarError {
        EscapedStepErrors.shared.remember(error.description, at: self)
        return error
    }
}

/// Watches XCTest's failures for a step's error that escaped its test,
/// and reports it where the step was written.
final class EscapedStepErrors: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = EscapedStepErrors()

    private let lock = NSLock()
    private var thrown: [(description: String, place: SourcePlace)] = []
    private var observing = false

    func remember(_ description: String, at place: SourcePlace) {
        let starts = lock.withLock {
            thrown.append((description, place))
            defer { observing = true }
            return !observing
        }
        if starts { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        guard filePath == "<EXPR>" else { return }
        let escaped = lock.withLock {
            thrown.firstIndex { description == "threw error \"\($0.description)\"" }.map { thrown.remove(at: $0) }
        }
        guard let escaped else { return }
        testCase.recordFailure(
            withDescription: escaped.description, inFile: escaped.place.filePath, atLine: Int(escaped.place.line), expected: true)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.withLock { thrown.removeAll() }
    }
}
