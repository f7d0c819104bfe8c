/// One line of the command language shared by the console, scripts and
/// `--keys`: the Android Auto DHU's console commands, so a DHU user reads
/// them at sight.
public enum Command: Equatable, Sendable {
    /// An input event for the session.
    case input(SessionMessage)
    /// A touch at display pixels (converted by the profile in use).
    case tap(x: Int, y: Int)
    /// A touch at the middle of a control, named by its id or the words it shows.
    case tapControl(String)
    /// A finger dragged from one point of the display to another, in pixels.
    case drag(fromX: Int, fromY: Int, toX: Int, toY: Int)
    /// Switch to a named or `WxH@S` profile.
    case profile(DisplayProfile)
    /// Write the frame as text to a file.
    case screenshot(path: String)
    /// Show the help overlay.
    case help
    /// Explain one command of the language (`help dpad`).
    case helpOn(String)
    /// Open an app of the head unit by its name, as its home tile does.
    case open(String)
    /// Quit headunit.
    case quit
    /// Type into the search field on screen, as the keyboard does.
    case type(String)
    /// Let time pass.
    case sleep(seconds: Double)
    /// Fire a phone-side event of the scenario.
    case phone(String)
    /// Check the state; a script stops at the first that fails.
    case expect(Expectation)
    /// A task boundary in a script: the task cost report starts a task of this name.
    case task(String)
    /// The whole display, as text, is the text of this file (`expect screen`).
    case expectScreen(path: String)
    /// Switch to a theme, by name or file.
    case theme(String)
}

extension Command {
    /// The driver's input the command makes, for a car to allow or refuse:
    /// a tap or drag is a touch; nil for what needs no input of the car's.
    var input: SessionMessage? {
        switch self {
        case .input(let message): message
        case .tap(let x, let y): .touch(x: x, y: y)
        case .tapControl, .drag: .touch(x: 0, y: 0)
        default: nil
        }
    }
}

/// Why a command line could not be read.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension Command {
    /// Whether it checks rather than acts: `expect`, `expect screen`.
    public var isCheck: Bool {
        switch self {
        case .expect, .expectScreen: true
        default: false
        }
    }
}
