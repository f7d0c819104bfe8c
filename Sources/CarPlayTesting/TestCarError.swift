/// Why a step of a test car failed: each says what was on the display.
public enum TestCarError: Error, Equatable, CustomStringConvertible {
    /// No control shows the label; these are the controls there are.
    case missingLabel(String, candidates: [String], display: String)
    /// Several controls show the label: these.
    case ambiguousLabel(String, candidates: [String], display: String)
    /// The step does not fit the car as it is (a second connect).
    case wrongState(String)
    /// The car rehearsed on lacks the input a step needs, or turns it off while moving.
    case carInput(String)
    /// A condition the test waited for did not come in time.
    case timedOut(String, seconds: Double, display: String)
    /// The display is not the text or styled golden's; the diff, and where the actual frame was written.
    case screenDiffers(golden: String, diff: String, display: String, artifacts: [String])
    /// The display's picture is not the PNG golden's: how many of its
    /// pixels differ, and the reference, actual and difference PNGs written
    /// under the package's `.build/carplay-testing/` (none outside a package).
    case pictureDiffers(golden: String, differingPixels: Int, pixels: Int, artifacts: [String])
    /// The golden was written because the test asked (`CARPLAY_RECORD=1`,
    /// `record: true`): run again without it to check.
    case recorded(golden: String)
    /// There was no golden: the display was recorded as it, and the next run checks against it.
    case recordedMissing(golden: String)
    /// What the car did since the last check is not what the test expected.
    case historyDiffers(expected: [String], actual: [String])
    /// An exhaustive car's step began, or the car went, with these records unchecked.
    case uncheckedHistory([String])
    /// A PNG golden could not be drawn or read: why.
    case pictureUnavailable(String)
    /// The worker process of a test in `TestCar.isolated` crashed: the
    /// test, the signal, and what the crash told (Swift's fatal error, the
    /// Main Thread Checker's report).
    case crashedInWorker(String, signal: String, told: [String])
    /// The worker process of a test in `TestCar.isolated` failed otherwise:
    /// a step past its time limit, the issues it recorded, or why it did not run.
    case worker(String, failed: String)

    /// The controls a label could have meant, for a label several or none show.
    public var candidates: [String]? {
        switch self {
        case .missingLabel(_, let candidates, _), .ambiguousLabel(_, let candidates, _): candidates
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .missingLabel(let label, let candidates, let display):
            "no control shows \"\(label)\"; the display shows \(candidates.joined(separator: ", "))\n\(display)"
        case .ambiguousLabel(let label, let candidates, let display):
            "several controls show \"\(label)\": \(candidates.joined(separator: ", "))\n\(display)"
        case .wrongState(let reason), .carInput(let reason): reason
        case .timedOut(let what, let seconds, let display): "\(what) did not hold within \(seconds) s\n\(display)"
        case .screenDiffers(let golden, let diff, let display, let artifacts):
            "the display differs from \(golden)\n\(diff)\nThe display:\n\(display)"
                + (artifacts.isEmpty ? "" : "\nWritten: \(artifacts.joined(separator: ", "))")
        case .pictureDiffers(let golden, let differing, let pixels, let artifacts):
            "the display's picture differs from \(golden) in \(differing) of \(pixels) pixels"
                + (artifacts.isEmpty ? "" : "\nWritten: \(artifacts.joined(separator: ", "))")
        case .recorded(let golden): "recorded \(golden); run the test again without recording (CARPLAY_RECORD=1, record: true) to check it"
        case .recordedMissing(let golden): "there was no golden: recorded the display as \(golden); review it, and run the test again to check it"
        case .historyDiffers(let expected, let actual):
            "the car's history differs from what was expected\nexpected:\n"
                + Self.list(expected) + "\nthe car:\n" + Self.list(actual)
        case .uncheckedHistory(let records):
            "the exhaustive car has history no expectChanges checked:\n" + Self.list(records)
        case .pictureUnavailable(let reason): "the PNG golden cannot be checked: \(reason)"
        case .crashedInWorker(let test, let signal, let told):
            "the app crashed (\(signal)) in the worker process of \(test)" + (told.isEmpty ? "" : ":\n" + told.joined(separator: "\n"))
        case .worker(let test, let failure): "the worker process of \(test): \(failure)"
        }
    }

    private static func list(_ records: [String]) -> String {
        records.isEmpty ? "  (nothing)" : records.map { "  \($0)" }.joined(separator: "\n")
    }
}
