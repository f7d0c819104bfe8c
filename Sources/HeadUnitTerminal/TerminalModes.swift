import CNcursesw
import CTermSupport
import Glibc
import HeadUnitCore
import HeadUnitFiles

/// The terminal modes headunit declares, set on start and restored exactly
/// once on every way out: a normal quit, an error, every signal whose
/// default ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, ...), a hang-up,
/// and a crash (through a fatal-signal handler in C that writes a
/// precomputed reset, shows what standard error kept, and re-raises).
final class TerminalModes {
    private(set) var isActive = false
    /// The colours the terminal can show.
    private(set) var depth: ColourDepth = .none
    /// False when no UTF-8 locale could be had: frames are then ASCII.
    private(set) var isUTF8 = true

    /// Why curses could not start.
    enum Failure: Error, Equatable {
        /// Standard input or output is not a terminal.
        case noTerminal
        /// Terminfo does not know the terminal type ($TERM).
        case unknownType(String)
        /// The terminal type cannot move the cursor (`TERM=dumb`): no frame can be drawn.
        case cannotAddressCursor(String)
    }

    /// Sets the UTF-8 locale (the user's, else C.UTF-8), enters curses:
    /// alternate screen, raw keys, keypad, mouse, no cursor, 25 ms Esc.
    func enter() -> Failure? {
        isUTF8 = Self.useUTF8Locale()
        guard isatty(STDIN_FILENO) == 1, isatty(headunit_output()) == 1 else { return .noTerminal }
        let type = LocalFile.environment("TERM") ?? ""
        let noColor = LocalFile.environment("NO_COLOR")
        let asked = ColourDepth.from(noColor: noColor, colorTerm: LocalFile.environment("COLORTERM"), terminalColours: 0)
        // Before curses changes anything: a quit signal from here on is
        // recorded for the run loop (or the quit watchdog), never taken by
        // its default action with the terminal half set (a SIGHUP in the
        // first 20 ms left it raw 4 times in 400).
        headunit_install_quit_handlers()
        headunit_save_terminal()
        guard Self.openScreen(type: type, directColour: asked == .truecolor) else { return .unknownType(type) }
        // Curses' resize handler records a resize only for its next read;
        // this one also wakes the wait, wherever in the loop's turn it lands.
        headunit_watch_resizes()
        guard Self.capability("cup") != nil else {
            endwin()
            return .cannotAddressCursor(type)
        }
        // Curses 6.4 flushes its output at every cursor move until the
        // program has once left curses (its _nc_mvcur): leave and come back
        // before any mode is set, so that each frame goes out in one write.
        endwin()
        doupdate()
        isActive = true
        headunit_capture_stderr()
        let reset = resetSequence()
        reset.withCString { headunit_install_fatal_handlers($0, strlen($0)) }
        setModes()
        set_escdelay(25)
        mouseinterval(0)
        if has_colors() {
            start_color()
            use_default_colors()
            // 24-bit colour only through a direct-colour terminfo entry.
            depth = ColourDepth.from(noColor: noColor, colorTerm: nil, terminalColours: Int(hu_colors()))
        }
        return nil
    }

    /// Opens curses on the terminal. Curses sends 24-bit colour only through
    /// a direct-colour terminfo entry; when COLORTERM asks for it and $TERM
    /// is not one, the type's direct sibling is used where terminfo has it
    /// (xterm-256color: xterm-direct; tmux-256color: tmux-direct), since
    /// it differs from $TERM in its colours only. Else $TERM, and 24-bit
    /// colour falls back to the nearest of 256.
    private static func openScreen(type: String, directColour: Bool) -> Bool {
        if directColour, !type.hasSuffix("-direct") {
            let family = type.split(separator: "-").first.map(String.init) ?? type
            let siblings = family == type ? [type + "-direct"] : [type + "-direct", family + "-direct"]
            if siblings.contains(where: { hu_newterm($0, headunit_output_file()) != nil }) { return true }
        }
        return hu_newterm(nil, headunit_output_file()) != nil
    }

    /// The user's character type (LC_CTYPE), or C.UTF-8's when the user's
    /// is not UTF-8; must run before curses starts. False when no UTF-8
    /// locale can be had.
    @discardableResult
    static func useUTF8Locale() -> Bool {
        // The character type is all curses and headunit read; taking only it
        // spares loading the locale's dozen other parts at start-up.
        setlocale(LC_CTYPE, "")
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
        headunit_release_stderr()
    }

    /// The modes headunit sets on the terminal: raw keys without echo,
    /// keypad (arrow keys as keys, not Esc sequences), no cursor, and mouse
    /// reports of every button and of where the pointer moves (the
    /// inspector shows the pixel under it); the restore turns all of it off.
    private func setModes() {
        raw()
        noecho()
        nonl()
        keypad(hu_stdscr(), true)
        curs_set(0)
        mousemask(hu_all_mouse_events() | hu_report_mouse_position(), nil)
    }

    /// Stops the process as Ctrl-Z does in a shell: curses' own SIGTSTP
    /// handler leaves the screen and draws it again when the shell's `fg`
    /// continues it; `resume` then sets the rest of the modes again.
    func suspend() {
        raise(SIGTSTP)
    }

    /// Sets every mode again once the process is continued after a stop
    /// (Ctrl-Z, or a SIGSTOP no handler sees, then `fg`): the shell had the
    /// terminal meanwhile and left its own (echo, lines, keypad off, the
    /// normal screen). Curses is left and entered again (the program's
    /// terminal modes, the alternate screen), and each mode is turned off
    /// and on so that curses sends it even where it thinks it is set.
    func resume() {
        guard isActive else { return }
        endwin()
        doupdate()
        keypad(hu_stdscr(), false)
        curs_set(1)
        mousemask(0, nil)
        setModes()
    }

    /// The terminal's size in cells.
    var size: (columns: Int, rows: Int) { (Int(hu_cols()), Int(hu_lines())) }

    /// A string capability of the terminal's terminfo entry, nil when it has none.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    /// Escape sequences that undo curses' modes, from terminfo: leave the
    /// alternate screen and keypad mode, show the cursor, reset
    /// attributes, stop mouse reports.
    private func resetSequence() -> String {
        var result = ""
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = Self.capability(name) { result += value }
        }
        return result + "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"
    }
}
