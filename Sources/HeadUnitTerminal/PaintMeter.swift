import CNcursesw
import CTermSupport
import Glibc
import HeadUnitCore
import HeadUnitFiles

/// Paints frames into a pseudo-terminal set up by curses and counts what
/// reaches it: the cells the painter writes and their bytes.
/// For `headunit bench`; it never touches the terminal the tool runs in.
public final class PaintMeter {
    private let controller: Int32
    private let device: Int32
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let painter: Painter
    private var buffer = [UInt8](repeating: 0, count: 65536)

    /// A curses screen of `columns` x `rows` on a new pseudo-terminal, as
    /// `xterm-256color` with 256 colours; nil when none can be opened.
    public init?(columns: Int, rows: Int) {
        TerminalModes.useUTF8Locale()
        var device: Int32 = -1
        let controller = headunit_open_pty(Int32(columns), Int32(rows), &device)
        guard controller >= 0 else { return nil }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        guard let output = fdopen(device, "w"), let input = fdopen(dup(device), "r"),
            let screen = newterm("xterm-256color", output, input)
        else {
            close(controller)
            close(device)
            return nil
        }
        self.controller = controller
        self.device = device
        self.output = output
        self.input = input
        self.screen = screen
        set_term(screen)
        // As the head unit does: leave and come back once, for one write per frame.
        endwin()
        doupdate()
        raw()
        noecho()
        nonl()
        keypad(hu_stdscr(), true)
        curs_set(0)
        start_color()
        use_default_colors()
        painter = Painter(depth: .ansi256, output: device)
        _ = drain()
    }

    deinit {
        set_term(screen)
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
        close(controller)
    }

    /// Paints a frame; returns the cells written, the bytes and the
    /// `write` calls they took, and the painter's time.
    public func paint(_ frame: Frame, palette: Palette = ThemeLoader.standard.day) -> (cells: Int, bytes: Int, writes: Int, time: Duration) {
        set_term(screen)
        let writesBefore = Self.writeCalls()
        let start = ContinuousClock.now
        let cells = painter.paint(frame, palette: palette)
        let time = start.duration(to: .now)
        let writes = Self.writeCalls() - writesBefore
        return (cells, drain(), writes, time)
    }

    /// The `write` system calls this process has made (Linux's
    /// /proc/self/io `syscw`), or 0 where that cannot be read.
    static func writeCalls() -> Int {
        guard case .success(let bytes) = LocalFile.read("/proc/self/io", limit: 4096) else { return 0 }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("syscw:") }) else { return 0 }
        return Int(line.dropFirst(6).trimmingPrefix(" ")) ?? 0
    }

    /// Forgets what is on screen, so the next frame is painted whole.
    public func invalidate() {
        set_term(screen)
        painter.invalidate()
    }

    private func drain() -> Int {
        var total = 0
        while true {
            let count = read(controller, &buffer, buffer.count)
            if count <= 0 { break }
            total += count
        }
        return total
    }
}
