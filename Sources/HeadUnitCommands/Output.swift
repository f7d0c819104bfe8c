import CTermSupport
import Glibc
import HeadUnitCore
import HeadUnitFiles

/// Where the tool writes: standard output for results, standard error for
/// problems, each a whole line at a time. (A hosted app's own prints go to
/// standard error, its console: headunit's results keep standard output's
/// file, `headunit_output()`.) Problems and lines that carry a
/// user's text (a file name, a TERM, a script line) are escaped, so that
/// no control sequence in them reaches the terminal.
enum Output {
    /// A result as it is: a frame, ANSI text, an SVG document. When
    /// standard output cannot take it (a full disk, a closed file), the
    /// tool says so and exits with status 1: a result lost is a failure.
    static func print(_ text: String) {
        bytes(Array(text.utf8))
    }

    /// A result of bytes (a PNG), with `print`'s care.
    static func bytes(_ bytes: [UInt8]) {
        guard LocalFile.writeAll(bytes, to: headunit_output()) else {
            let reason = String(cString: strerror(errno))
            error("headunit: cannot write to standard output: \(reason)")
            exit(ExitStatus.problems.rawValue)
        }
    }

    /// A line on standard output that holds a user's text.
    static func line(_ text: String) {
        print(Escaped.lines(text) + "\n")
    }

    static func error(_ text: String) {
        let escaped = Escaped.lines(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        LocalFile.writeAll(Array((escaped + "\n").utf8), to: STDERR_FILENO)
    }
}

extension Output {
    /// What a hosted app asked that headunit cannot honour, a line each on standard error.
    static func notices(_ notices: [String]) {
        for notice in notices { error("headunit: note: \(notice)") }
    }
}

/// The tool's exit statuses.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// The input has problems (a scenario with errors).
    case problems = 1
    /// The command was used wrongly, or its input is unusable.
    case usage = 2
}
