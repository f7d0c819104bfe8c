import CTermSupport
import Glibc
import HeadUnitCore

/// Makes a video of still frames with ffmpeg (Debian: `ffmpeg`), which
/// headunit starts and never links: PNG files in a folder, each shown from
/// its start until the next one's, at ten frames a second, into a GIF (its
/// palette made from the frames), an MP4 (H.264, yuv420p, even sides) or a
/// WebM (VP9). ffmpeg reads its list of frames from the folder and writes
/// the video there; nothing of it reaches the terminal.
public enum VideoEncoder {
    /// The kinds of video, named by a file's extension.
    public enum Format: String, CaseIterable, Sendable {
        case gif, mp4, webm

        /// The format `path`'s extension names (in any case), or nil.
        public init?(path: String) {
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
            self.init(rawValue: path[path.index(after: dot)...].lowercased())
        }

        /// ffmpeg's output options for it.
        var options: [String] {
            switch self {
            case .gif:
                // One palette for the whole video, from every frame, without transparency (the rounded
                // corners go dark), which would make every frame whole; no dither: flat colours stay flat.
                ["-filter_complex", "[0:v]fps=10,split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=0[p];[b][p]paletteuse=dither=none"]
            case .mp4:
                ["-vf", "fps=10,pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
            case .webm:
                ["-vf", "fps=10", "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0", "-row-mt", "1", "-cpu-used", "4"]
            }
        }
    }

    /// A frame of a video: its PNG file's name in the folder, and when it
    /// starts to show, in seconds from the start.
    public struct Frame: Equatable, Sendable {
        public let name: String
        public let start: Double

        public init(name: String, start: Double) {
            self.name = name
            self.start = start
        }
    }

    /// Why a video was not made.
    public struct Failure: Error, Equatable, Sendable {
        public let reason: String
    }

    /// Whether ffmpeg is there to run.
    public static var isInstalled: Bool { LocalFile.isInstalled("ffmpeg") }

    /// Encodes `frames`, in `folder`, the last shown until `end`, as
    /// `format` into the file `name` there; nil once it is written, or why
    /// not (ffmpeg's last lines when it failed).
    public static func encode(_ frames: [Frame], until end: Double, as format: Format, in folder: TemporaryFolder, to name: String) -> Failure? {
        let list = "frames.ffconcat"
        if let failure = folder.write(bytes: Array(concatList(frames, until: end).utf8), to: list) {
            return Failure(reason: "cannot write the list of frames: \(failure.reason)")
        }
        let words =
            ["ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error", "-f", "concat", "-i", folder.place(list)] + format.options
            + ["-n", folder.place(name)]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let errors = headunit_spawn_reporting(argv, &pid)
        guard errors >= 0 else {
            return Failure(reason: errno == ENOENT ? missing : "ffmpeg cannot start: \(String(cString: strerror(errno)))")
        }
        let told = lastLines(readTail(of: errors))
        close(errors)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status != 0 else { return nil }
        let ending = (status & 0x7F) == 0 ? "exit status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
        return Failure(reason: "ffmpeg failed (\(ending))" + (told.isEmpty ? "" : ": \(told)"))
    }

    /// What to say when ffmpeg is not installed.
    public static let missing = "ffmpeg is not installed (Debian: apt-get install ffmpeg)"

    /// The concat demuxer's list: each frame and how long it shows, to the
    /// millisecond, each start rounded once so that the times add up (a
    /// frame of no time is left out). The last frame is named again: the
    /// demuxer gives the last entry's time only to a frame after it.
    static func concatList(_ frames: [Frame], until end: Double) -> String {
        let milliseconds = frames.map { Int(($0.start * 1000).rounded()) } + [Int((end * 1000).rounded())]
        var lines = ["ffconcat version 1.0"]
        for (index, frame) in frames.enumerated() {
            let shown = milliseconds[index + 1] - milliseconds[index]
            guard shown > 0 || index == frames.count - 1 else { continue }
            lines += ["file '\(frame.name)'", "duration \(shown / 1000).\(String(1000 + shown % 1000).dropFirst())"]
        }
        if let last = frames.last { lines.append("file '\(last.name)'") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The last 4 KiB of what `descriptor` gives until its end.
    private static func readTail(of descriptor: Int32) -> [UInt8] {
        var kept: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return kept }
            kept = Array((kept + chunk[0..<count]).suffix(4096))
        }
    }

    /// The last three lines of `bytes` that say something, escaped and joined.
    private static func lastLines(_ bytes: [UInt8]) -> String {
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).filter { $0.contains { !$0.isWhitespace } }
        return lines.suffix(3).map { Escaped.text($0) }.joined(separator: " · ")
    }
}
