import Glibc
import HeadUnitCore
import HeadUnitFiles

/// What `play --video FILE` and `script --video FILE` keep of a run: the
/// display with its keycast strip (the last input given, as `play` shows
/// it), each frame from when it shows until the next change, timed as a
/// demo plays (`DemoTiming`: a pause before each input, a sleep on the
/// car's clock at its rate, long ones shortened) at `speed`; then ffmpeg
/// makes the video (`VideoEncoder`). The frames are PNG files in a folder
/// of the run's own beside the video, removed with the recorder.
struct VideoRecorder {
    static let option = TextOption(
        name: "video", placeholder: "FILE", help: "write the run as a video with its keycast strip: .gif, .mp4 or .webm (needs ffmpeg)")

    /// The command, and the video's path as given, for what goes wrong.
    private let command: String
    private let path: String
    private let format: VideoEncoder.Format
    private var files: FileWriter
    private let folder: TemporaryFolder
    private let speed: Double
    private var frames: [VideoEncoder.Frame] = []
    /// The last frame shown and its colours: a frame the same is no change.
    private var shown: (frame: Frame, palette: Palette)?
    /// The strip's text: the last input given.
    private var label = ""
    /// The demo's time after the last command, in seconds.
    private var time = 0.0
    /// Why a frame could not be kept: the first failure, which `finish` tells.
    private var failure: String?

    /// The recorder `--video FILE` asks for, or nil without it: the file,
    /// ffmpeg and rsvg-convert are checked before any work, and a refusal
    /// stops the command (2) with nothing written.
    static func prepare(_ parsed: ParsedArguments, command: String, speed: Double = 1) throws(CommandStop) -> VideoRecorder? {
        guard let path = parsed.value(option) else {
            // `--out demo.gif`, as other tools take it: here --out is the folder screenshots go under.
            if let out = try? parsed.value(WriteOptions.outOption, command: command), VideoEncoder.Format(path: out) != nil,
                (try? WriteOptions.requireFolder(out, option: WriteOptions.outOption.name, command: command)) == nil
            {
                throw .usage(UsageError("\(command): --out is the folder screenshots go under; a video is written with --video \(out)"))
            }
            return nil
        }
        let refusal = { (reason: String) in Self.refusal(reason, command: command, path: path) }
        guard let format = VideoEncoder.Format(path: path) else {
            throw refusal("a video's name ends in .gif, .mp4 or .webm, which says its format")
        }
        let files = try WriteOptions.output(path, option: option.name, command: command, force: parsed.isSet(WriteOptions.forceFlag))
        guard VideoEncoder.isInstalled else { throw refusal(VideoEncoder.missing) }
        guard PNGRenderer.isInstalled else { throw refusal("its frames need rsvg-convert, which is not installed (Debian: apt-get install librsvg2-bin)") }
        switch TemporaryFolder.make(in: ScriptCommand.folder(of: path), named: "headunit-video") {
        case .success(let folder): return VideoRecorder(command: command, path: path, format: format, files: files, folder: folder, speed: speed)
        case .failure(let failure): throw refusal(failure.reason)
        }
    }

    private init(command: String, path: String, format: VideoEncoder.Format, files: FileWriter, folder: TemporaryFolder, speed: Double) {
        self.command = command
        self.path = path
        self.format = format
        self.files = files
        self.folder = folder
        self.speed = speed
    }

    /// A script starts on a fresh head unit: its first frame, named in the
    /// strip, after the last script's end is held a moment.
    mutating func start(_ script: Script, _ driver: SessionDriver, theme: Theme) {
        if !frames.isEmpty { time += DemoTiming.closingPause / speed }
        label = "▶ \(script.name)"
        show(driver, theme: theme, at: time)
    }

    /// Partway through a sleep: the frame then, at its share of the sleep.
    mutating func during(_ command: Command, share: Double, _ driver: SessionDriver, theme: Theme) {
        label = Keycast.label(of: command) ?? label
        show(driver, theme: theme, at: time + share * DemoTiming.seconds(for: command, clockRate: driver.state.clockRate) / speed)
    }

    /// After a command: the frame, after the demo's time for it.
    mutating func after(_ command: Command, _ driver: SessionDriver, theme: Theme) {
        time += DemoTiming.seconds(for: command, clockRate: driver.state.clockRate) / speed
        label = Keycast.label(of: command) ?? label
        show(driver, theme: theme, at: time)
    }

    /// Makes the video, its last frame held a moment, and writes it to its
    /// file; a failure stops the command (2).
    mutating func finish() throws(CommandStop) {
        if let failure { throw refusal(failure) }
        let made = "video.\(format.rawValue)"
        if let failure = VideoEncoder.encode(frames, until: time + DemoTiming.closingPause / speed, as: format, in: folder, to: made) {
            throw refusal(failure.reason)
        }
        switch files.create(path) {
        case .success(var file):
            defer { file.close() }
            guard LocalFile.copy(folder.place(made), to: file) else { throw refusal(String(cString: strerror(errno))) }
        case .failure(let failure):
            throw refusal(failure.reason)
        }
    }

    /// The frame of `driver` from `start`, unless it shows already. After
    /// a failure nothing more is drawn: `finish` tells it.
    private mutating func show(_ driver: SessionDriver, theme: Theme, at start: Double) {
        guard failure == nil else { return }
        let frame = DemoFrame.compose(driver.picture, keycast: label)
        let palette = theme.palette(driver.state.appearance)
        if let shown, shown.frame == frame, shown.palette == palette { return }
        shown = (frame, palette)
        let name = "frame-\(frames.count + 1).png"
        switch PNGRenderer.png(fromSVG: SVGWriter.document(of: frame, palette: palette, title: "headunit")) {
        case .success(let png): failure = folder.write(bytes: png, to: name)?.reason
        case .failure(let problem): failure = problem.reason
        }
        if failure == nil { frames.append(VideoEncoder.Frame(name: name, start: start)) }
    }

    /// What stops the command when the video cannot be made (2).
    private func refusal(_ reason: String) -> CommandStop { Self.refusal(reason, command: command, path: path) }

    private static func refusal(_ reason: String, command: String, path: String) -> CommandStop {
        .usage(UsageError("\(command): cannot write --video '\(path)': \(reason)"))
    }
}
