import CTermSupport
import Glibc
import HeadUnitCore

/// Turns an SVG picture into PNG bytes with `rsvg-convert` (librsvg), the
/// renderer Debian and most Linux systems have; headunit draws no pixels
/// itself. Where it is missing, says so and how to get it; where it fails
/// or ends early, says so with its own message (never a SIGPIPE that
/// ends headunit).
public enum PNGRenderer {
    /// Why a PNG could not be made.
    public struct Failure: Error, Equatable, Sendable {
        public let reason: String
    }

    /// The PNG of `svg`, or why not.
    public static func png(fromSVG svg: String) -> Result<[UInt8], Failure> {
        let words: [String] = ["rsvg-convert", "--format", "png"]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var input: Int32 = -1
        var errors: Int32 = -1
        let output = headunit_spawn_filter(argv, &pid, &input, &errors)
        guard output >= 0 else {
            if errno == ENOENT { return .failure(missing) }
            return .failure(Failure(reason: "rsvg-convert cannot start: \(String(cString: strerror(errno)))"))
        }
        defer { close(errors) }
        // rsvg-convert reads the whole picture before it writes: write, close, then read.
        let picture = Array(svg.utf8)
        let written = picture.withUnsafeBytes { headunit_write_to_helper(input, $0.baseAddress, $0.count) } == 0
        close(input)
        let bytes = (try? LocalFile.readAll(from: output, limit: .max).get()) ?? []
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard written, status == 0, bytes.starts(with: signature) else {
            // posix_spawnp starts a program it then cannot find as a child that exits 127.
            if (status >> 8) & 0xFF == 127 { return .failure(missing) }
            return .failure(Failure(reason: failure(status: status) + message(in: errors)))
        }
        return .success(bytes)
    }

    /// How rsvg-convert ended, when it made no PNG.
    private static func failure(status: Int32) -> String {
        let signal = status & 0x7F
        if signal != 0 { return "rsvg-convert was ended by signal \(signal)" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? "rsvg-convert made no PNG of the picture" : "rsvg-convert could not render the picture (exit status \(code))"
    }

    /// What rsvg-convert said on its standard error, as the end of a
    /// reason (`: its lines; joined`), or nothing when it said nothing.
    private static func message(in errors: Int32) -> String {
        guard lseek(errors, 0, SEEK_SET) == 0, case .success(let bytes) = LocalFile.readAll(from: errors, limit: 1 << 16) else { return "" }
        // Each line with its spaces made single, the lines joined.
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let said = lines.filter { !$0.isEmpty }.joined(separator: "; ")
        return said.isEmpty ? "" : ": " + Escaped.text(Excerpt.of(said))
    }

    /// The first bytes of every PNG file.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether rsvg-convert is there to run: a command that renders many
    /// pictures looks before its work starts.
    public static var isInstalled: Bool { LocalFile.isInstalled("rsvg-convert") }

    static let missing = Failure(reason: "a PNG needs rsvg-convert, which is not installed (Debian: apt install librsvg2-bin); write .svg instead")
}
