import CNcursesw
import CTermSupport
import Glibc
import HeadUnitCore

/// The terminal modes headunit declares, set on start and restored exactly
/// once on every way out: a normal quit, an error, SIGINT, SIGTERM,
/// SIGHUP, and a crash (through a fatal-signal handler in C that writes a
/// precomputed reset and re-raises).
final class TerminalModes {
    private(set) var isActive = false
    /// The colours the terminal can show.
    private(set) var depth: ColourDepth = .none
    /// False when no UTF-8 locale could be had: frames are then ASCII.
    private(set) var isUTF8 = true

    /// Sets the UTF-8 locale (the user's, else C.UTF-8), enters curses:
    /// alternate screen, raw keys, keypad, mouse, no cursor, 25 ms Esc.
    /// Returns false when there is no terminal to use.
    func enter() -> Bool {
        isUTF8 = Self.useUTF8Locale()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return false }
        headunit_save_terminal()
        guard initscr() != nil else { return false }
        isActive = true
        let reset = resetSequence()
        reset.withCString { headunit_install_fatal_handlers($0, strlen($0)) }
        headunit_install_quit_handlers()
        raw()
        noecho()
        nonl()
        keypad(hu_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        mousemask(hu_all_mouse_events(), nil)
        mouseinterval(0)
        if has_colors() {
            start_color()
            use_default_colors()
            // 24-bit colour needs a direct-colour terminfo (TERM=xterm-direct);
            // with a 256-colour one, COLORTERM=truecolor gets the nearest of 256.
            let asked = ColourDepth.from(
                noColor: LocalFile.environment("NO_COLOR"), colorTerm: LocalFile.environment("COLORTERM"), terminalColours: Int(hu_colors()))
            depth = asked == .truecolor && hu_colors() < 1 << 24 ? .ansi256 : asked
        }
        return true
    }

    /// The user's locale, with C.UTF-8 for its character type when the
    /// user's is not UTF-8; must run before curses starts. False when no
    /// UTF-8 locale can be had.
    @discardableResult
    static func useUTF8Locale() -> Bool {
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" { return true }
        return setlocale(LC_CTYPE, "C.UTF-8") != nil && String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    }

    /// Leaves curses and restores the terminal; does nothing the second time.
    func restore() {
        guard isActive else { return }
        isActive = false
        mousemask(0, nil)
        endwin()
        headunit_remove_fatal_handlers()
    }

    /// The terminal's size in cells.
    var size: (columns: Int, rows: Int) { (Int(hu_cols()), Int(hu_lines())) }

    /// Escape sequences that undo curses' modes, from terminfo: leave the
    /// alternate screen and keypad mode, show the cursor, reset
    /// attributes, stop mouse reports.
    private func resetSequence() -> String {
        var result = ""
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { continue }
            result += String(cString: value)
        }
        return result + "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"
    }
}
