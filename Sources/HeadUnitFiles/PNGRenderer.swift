import CTermSupport
import Glibc

/// Turns an SVG picture into PNG bytes with `rsvg-convert` (librsvg), the
/// renderer Debian and most Linux systems have; headunit draws no pixels
/// itself. Where it is missing, says so and how to get it.
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
        let output = headunit_spawn_filter(argv, &pid, &input)
        guard output >= 0 else {
            if errno == ENOENT { return .failure(missing) }
            return .failure(Failure(reason: "rsvg-convert cannot start: \(String(cString: strerror(errno)))"))
        }
        // rsvg-convert reads the whole picture before it writes: write, close, then read.
        // One that dies first makes the write fail, never headunit die of SIGPIPE.
        let bytes = Array(svg.utf8)
        let written = headunit_write_to_pipe(input, bytes, bytes.count) == 0
        close(input)
        let png = (try? LocalFile.readAll(from: output, limit: .max).get()) ?? []
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard written, status == 0, png.starts(with: signature) else {
            // posix_spawnp starts a program it then cannot find as a child that exits 127.
            if (status >> 8) & 0xFF == 127 { return .failure(missing) }
            return .failure(Failure(reason: "rsvg-convert could not render the picture (exit status \((status >> 8) & 0xFF))"))
        }
        return .success(png)
    }

    /// The first bytes of every PNG file.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether rsvg-convert is there to run: a command that renders many
    /// pictures looks before its work starts.
    public static var isInstalled: Bool { LocalFile.isInstalled("rsvg-convert") }

    static let missing = Failure(reason: "a PNG needs rsvg-convert, which is not installed (Debian: apt install librsvg2-bin); write .svg instead")
}
