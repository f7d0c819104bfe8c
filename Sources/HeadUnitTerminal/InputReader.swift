import CNcursesw
import CTermSupport
import HeadUnitCore

/// One thing read from the terminal.
enum TerminalInput: Equatable {
    case key(Key)
    case mouse(MouseInput)
    case resize
    /// The process was continued after a stop: the terminal's modes are
    /// set again (`TerminalModes.resume`), and the screen is to be drawn whole.
    case continued
    /// The terminal hung up: nothing more will be read.
    case hangup
}

/// Reads keys, mouse reports and resizes from curses and names them.
enum InputReader {
    /// Waits up to `milliseconds` (-1: forever) for input or a signal,
    /// then returns everything pending, so a burst of keys is folded into
    /// one frame. (Curses itself retries a read a signal interrupts, so
    /// the wait is a `poll` that a quit signal, a resize or a continue
    /// ends.) A continue sets `modes` again before anything is read: keys
    /// typed meanwhile come as keys, first `.continued`.
    ///
    /// When the terminal has bytes, keys are read while it holds more,
    /// and curses reads them without polling first; a last poll only after
    /// an Esc, past which curses may have read ahead. How many it holds is
    /// asked (an ioctl) once, and again only when a key took more than one
    /// byte: a knob step's key is one byte, read with one ioctl and one read.
    /// Woken otherwise (a signal: a resize), curses is asked without waiting.
    /// A resize since the last read is always asked about: its signal may
    /// have landed after curses last looked (while a frame was painted),
    /// and curses tells it only when asked (`KEY_RESIZE`).
    static func read(waiting milliseconds: Int32, modes: TerminalModes) -> [TerminalInput] {
        var woken = headunit_wait_for_input(milliseconds)
        if woken == 2 { return [.hangup] }
        if headunit_take_resized() != 0 { woken = 0 }
        var inputs: [TerminalInput] = []
        if headunit_take_continued() != 0 {
            modes.resume()
            inputs.append(.continued)
        }
        var readAhead = false
        // The bytes the terminal is known to hold; nil: to be asked.
        var held: Int32?
        while inputs.count < 256 {
            if woken == 1, held == nil { held = headunit_input_pending() }
            let pending = woken == 1 && held.map { $0 > 0 } == true
            if woken == 1, !pending, !readAhead { break }
            wtimeout(hu_stdscr(), pending ? -1 : 0)
            guard let (next, oneByte) = readOne() else { break }
            if let input = next { inputs.append(input) }
            readAhead = next == .key(.escape)
            held = oneByte ? held.map { $0 - 1 } : nil
        }
        return inputs
    }

    /// The next thing read, nil (no key) for a key that means nothing here
    /// (an unbound control character), and whether it was one byte of the
    /// terminal's (a character below 0x80 but Esc); nil when nothing is pending.
    private static func readOne() -> (TerminalInput?, oneByte: Bool)? {
        var character: wint_t = 0
        let status = wget_wch(hu_stdscr(), &character)
        if status == KEY_CODE_YES {
            return (functionKey(Int32(character)), false)
        }
        guard status == OK else { return nil }
        return (key(for: UInt32(character)).map(TerminalInput.key), character < 0x80 && character != 0x1B)
    }

    /// The key a character read means; nil for a control character no key
    /// names (Ctrl-@, Ctrl-\, Ctrl-], Ctrl-^, Ctrl-_, C1 controls), which
    /// does nothing rather than acting as Esc.
    static func key(for value: UInt32) -> Key? {
        switch value {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x1B: return .escape
        case 0x09: return .tab
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60)!))
        default:
            guard let scalar = Unicode.Scalar(value), !TextWidth.isForbidden(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }

    private static func functionKey(_ code: Int32) -> TerminalInput? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_BTAB: return .key(.backTab)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_ENTER: return .key(.enter)
        case KEY_DC: return .key(.delete)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return mouse()
        default:
            for number in 1...12 where code == hu_key_f(Int32(number)) { return .key(.function(number)) }
            return nil
        }
    }

    private static func mouse() -> TerminalInput? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        if state & (hu_button1_pressed() | hu_button1_clicked()) != 0 {
            return .mouse(.click(column: Int(event.x), row: Int(event.y)))
        }
        if state & hu_button1_released() != 0 { return .mouse(.release(column: Int(event.x), row: Int(event.y))) }
        if state & (hu_button2_pressed() | hu_button2_clicked()) != 0 { return .mouse(.middleClick) }
        if state & hu_button4_pressed() != 0 { return .mouse(.wheel(-1)) }
        if state & hu_button5_pressed() != 0 { return .mouse(.wheel(1)) }
        if state & hu_report_mouse_position() != 0 { return .mouse(.move(column: Int(event.x), row: Int(event.y))) }
        return nil
    }
}
