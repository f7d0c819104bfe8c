import Glibc
import HeadUnitCore

/// Where the tool writes: standard output for results, standard error for
/// problems, each a whole line at a time.
enum Output {
    static func print(_ text: String) {
        LocalFile.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    static func error(_ text: String) {
        LocalFile.writeAll(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: STDERR_FILENO)
    }
}

/// The tool's exit statuses.
enum ExitStatus: Int32 {
    case success = 0
    /// The input has problems (a scenario with errors).
    case problems = 1
    /// The command was used wrongly, or its input is unusable.
    case usage = 2
}
