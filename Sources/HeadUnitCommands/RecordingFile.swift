import CTermSupport
import HeadUnitFiles

/// `run --record FILE` as the session goes: the file is made at the
/// first input (a session that never starts leaves nothing) and each
/// input's lines are added as it is given, so a session ended before its
/// end keeps what it did. The quit watchdog, ending a session whose app
/// hung, adds why. Should the file lose lines (the disk full, the file
/// or its folder removed), the whole recording is written anew at the end.
/// Used from the session's thread alone, where the recorder gives its
/// lines; the watchdog's thread reads only the descriptor, through
/// CTermSupport. (No Foundation here: the static release binary links
/// without it.)
final class RecordingFile: @unchecked Sendable {
    private let path: String
    private var files: FileWriter
    private var file: OutputFile?
    /// Whether the file lacks a line it was given.
    private var lacking = false

    init(path: String, files: FileWriter) {
        self.path = path
        self.files = files
    }

    /// Adds `lines`, making the file at the first.
    func add(_ lines: [String]) {
        guard !lacking else { return }
        if file == nil, case .success(let made) = files.create(path) {
            file = made
            headunit_set_recording(made.descriptor)
        }
        lacking = file?.append(lines.map { $0 + "\n" }.joined()) != true
    }

    /// Adds the last `lines` and closes the file; when it does not hold
    /// them all, writes `whole`, the whole recording, anew: why that
    /// failed too, or nil.
    func finish(_ lines: [String], whole: String) -> FileWriter.Failure? {
        add(lines)
        headunit_set_recording(-1)
        let kept = !lacking && file?.isLinked == true
        file?.close()
        return kept ? nil : files.write(whole, to: path)
    }
}
