import Glibc
import HeadUnitCore
import HeadUnitFiles

/// What `script --cast FILE`, `--frames DIR` and `--video FILE` keep of a
/// run: the display with its keycast strip after each command, timed as a
/// demo plays it (`DemoTiming`), as an asciicast recording, as one SVG a
/// step, and as a video (`VideoRecorder`).
struct DemoRecorder {
    private var cast: AsciicastWriter?
    /// Where the recording is written, line by line as it is made.
    private var castFile: OutputFile?
    private var frames: FileWriter?
    private var time = 0.0
    private var step = 0
    private var pendingMarker: String?
    /// The video, when one is made.
    private(set) var video: VideoRecorder?

    /// `castFile` takes the recording as it is made; `force`: a step's
    /// frame may replace a file of that name.
    init(castFile: OutputFile?, framesFolder: String?, force: Bool, video: VideoRecorder?) {
        self.castFile = castFile
        frames = framesFolder.map { FileWriter(scope: .under($0), replacesExisting: force) }
        self.video = video
    }

    /// A script starts on `driver`: the recording marks it, the video shows it.
    mutating func start(_ script: Script, _ driver: SessionDriver, theme: Theme) {
        pendingMarker = "script \(script.name)"
        video?.start(script, driver, theme: theme)
    }

    /// Partway through a sleep: the video's frame then.
    mutating func during(_ command: Command, share: Double, _ driver: SessionDriver, theme: Theme) {
        video?.during(command, share: share, driver, theme: theme)
    }

    /// A line of the script starts: the recording marks it.
    mutating func line(_ line: ScriptLine) {
        if !line.commands.allSatisfy(\.isCheck) { pendingMarker = line.text }
    }

    /// After a command: the frame, when it is one a viewer sees change.
    mutating func after(_ command: Command, _ driver: SessionDriver, theme: Theme) throws(CommandStop) {
        video?.after(command, driver, theme: theme)
        // Without --cast or --frames nothing is drawn: a script's step costs its session's work alone.
        guard castFile != nil || frames != nil else { return }
        time += DemoTiming.seconds(for: command, clockRate: driver.state.clockRate)
        let frame = DemoFrame.compose(driver.picture, keycast: Keycast.label(of: command))
        let palette = theme.palette(driver.state.appearance)
        if let castFile {
            if cast == nil {
                cast = AsciicastWriter(
                    width: frame.width, height: frame.height, title: "headunit · \(driver.state.shown.app.name)", palette: palette,
                    depth: HeadlessHost.ansiDepth == .none ? .none : .ansi256)
            }
            if let marker = pendingMarker {
                cast?.marker(marker, at: time)
                pendingMarker = nil
            }
            cast?.frame(frame, at: time)
            if let lines = cast?.take(), !castFile.append(lines) {
                stopWriting()
                throw .usage(UsageError("script: cannot write the recording: \(String(cString: strerror(errno)))"))
            }
        }
        guard frames != nil, Keycast.label(of: command) != nil else { return }
        step += 1
        let name = "step-\(String(repeating: "0", count: max(0, 3 - String(step).count)))\(step).svg"
        if let failure = frames?.write(SVGWriter.document(of: frame, palette: palette, title: "headunit · step \(step)"), to: name) {
            stopWriting()
            throw .usage(UsageError("script: cannot write the frame '\(name)': \(failure.reason)"))
        }
    }

    /// A refusal stops all writing: no more frames, no recording.
    private mutating func stopWriting() {
        frames = nil
        castFile?.close()
        castFile = nil
        cast = nil
    }

    /// Makes the video, when there is one; a failure stops the command (2).
    mutating func finishVideo() throws(CommandStop) {
        try video?.finish()
    }

    /// Ends the recording: its last event resets the player's terminal, and the file is closed.
    mutating func finish() {
        cast?.finish()
        if let lines = cast?.take(), !lines.isEmpty { _ = castFile?.append(lines) }
        castFile?.close()
        castFile = nil
    }
}
