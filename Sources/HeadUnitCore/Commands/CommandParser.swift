/// Reads the command language: commands separated by `;` or new lines,
/// words separated by spaces, `"quoted text"` kept whole, `#` comments.
public enum CommandParser {
    /// Every command of one text, in order.
    public static func parse(_ text: String) throws(CommandError) -> [Command] {
        var commands: [Command] = []
        // Scalars, not characters: every mark the language has is one
        // scalar, and a script of thousands of lines is read at start-up.
        for line in text.unicodeScalars.split(whereSeparator: isNewline) {
            for words in try statements(of: line) where !words.isEmpty {
                commands.append(try command(words))
            }
        }
        return commands
    }

    /// Whether a scalar ends a line: the scalars of `Character.isNewline`.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The top-level command words, as error messages list them.
    public static let verbs = CommandReference.all.map(\.verb)

    private static let dpadForms = "rotate left|right, flick left|right, up, down, left, right, click, back"
    static let keycodes = ["home", "dashboard", "back", "del"] + MediaKey.allCases.map(\.rawValue)

    private static func command(_ words: [String]) throws(CommandError) -> Command {
        let verb = words[0]
        let rest = Array(words.dropFirst())
        switch verb {
        case "dpad": return .input(try dpad(rest))
        case "keycode": return .input(try keycode(rest))
        case "tap":
            if rest.count == 1, Int(rest[0]) == nil { return .tapControl(rest[0]) }
            guard rest.count == 2, let x = Int(rest[0]), let y = Int(rest[1]), x >= 0, y >= 0 else {
                throw CommandError("tap needs two whole numbers of display pixels, or a control: tap X Y, tap \"Label\"")
            }
            return .tap(x: x, y: y)
        case "drag":
            let numbers = rest.compactMap { Int($0) }.filter { $0 >= 0 }
            guard rest.count == 4, numbers.count == 4 else {
                throw CommandError("drag needs four whole numbers of display pixels, from and to: drag X1 Y1 X2 Y2")
            }
            return .drag(fromX: numbers[0], fromY: numbers[1], toX: numbers[2], toY: numbers[3])
        case "day", "night", "daynight":
            try expectNone(rest, after: verb)
            return .input(.appearance(AppearanceChange(rawValue: verb)!))
        case "restrict":
            guard rest.count == 1, rest[0] == "all" || rest[0] == "none" else {
                throw CommandError("restrict needs one of: all, none")
            }
            return .input(.restrict(rest[0] == "all"))
        case "connect", "disconnect":
            try expectNone(rest, after: verb)
            return .input(verb == "connect" ? .connect : .disconnect)
        case "profile":
            guard rest.count == 1 else { throw CommandError("profile needs a name or WxH@S, such as: profile wide") }
            do {
                return .profile(try DisplayProfile.parse(rest[0]))
            } catch {
                throw CommandError(error.description)
            }
        case "screenshot":
            guard rest.count == 1 else { throw CommandError("screenshot needs a file name: screenshot FILE") }
            return .screenshot(path: rest[0])
        case "help":
            guard let topic = rest.first else { return .help }
            guard rest.count == 1, CommandReference.entry(for: topic) != nil else {
                throw CommandError("help takes nothing or a command: \(verbs.joined(separator: ", ")); got '\(Excerpt.of(rest.joined(separator: " ")))'")
            }
            return .helpOn(topic)
        case "quit":
            try expectNone(rest, after: verb)
            return .quit
        case "open":
            guard !rest.isEmpty else { throw CommandError("open needs the name of an app: open \"Swift Radio\", open maps") }
            return .open(rest.joined(separator: " "))
        case "drive":
            guard rest.count == 1, let side = DriverSide(rawValue: rest[0]) else { throw CommandError("drive needs one of: left, right") }
            return .input(.driverSide(side))
        case "speed":
            guard rest.count == 1, let speed = Double(rest[0]), speed >= 0, speed <= 400 else {
                throw CommandError("speed needs the car's speed in km/h, from 0 to 400: speed 50")
            }
            return .input(.speed(speed))
        case "gear":
            guard rest.count == 1, let gear = CarSensors.Gear(rawValue: rest[0]) else { throw CommandError("gear needs one of: park, drive") }
            return .input(.gear(gear))
        case "parking_brake":
            return .input(.parkingBrake(try onOff(rest, verb)))
        case "inspect":
            return .input(.inspector(try onOff(rest, verb)))
        case "sleep":
            guard rest.count == 1, let seconds = Double(rest[0]), seconds >= 0, seconds <= 86_400 else {
                throw CommandError("sleep needs a number of seconds from 0 to 86400: sleep 1.5")
            }
            return .sleep(seconds: seconds)
        case "phone":
            guard !rest.isEmpty else { throw CommandError("phone needs the name of a phone event: phone select station-3") }
            return .phone(rest.joined(separator: " "))
        case "task":
            guard rest.count == 1 else { throw CommandError("task needs a name: task \"Order a latte\"") }
            return .task(rest[0])
        case "expect":
            if rest.first == "screen" {
                guard rest.count == 2 else { throw CommandError("expect screen needs a file of the display's text: expect screen FILE") }
                return .expectScreen(path: rest[1])
            }
            return .expect(try expectation(rest))
        case "theme":
            guard rest.count == 1 else { throw CommandError("theme needs a name or a theme file: theme amber") }
            return .theme(rest[0])
        case "cluster":
            if let control = ClusterControl(words: rest) { return .input(.clusterControl(control)) }
            return .input(.cluster(try onOff(rest, verb)))
        case "clock":
            guard rest.count == 1, let rate = ClockRate.parse(rest[0]) else {
                throw CommandError("clock takes a rate from 0.1x to 60x: clock 10x (real time is 1x)")
            }
            return .input(.clockRate(rate))
        case "type":
            guard !rest.isEmpty else { throw CommandError("type needs the text to type: type \"coffee\"") }
            return .type(rest.joined(separator: " "))
        default:
            throw CommandError("unknown command '\(Excerpt.of(verb))': use \(verbs.joined(separator: ", "))")
        }
    }

    private static func dpad(_ words: [String]) throws(CommandError) -> SessionMessage {
        switch words {
        case ["rotate", "left"]: return .rotate(-1)
        case ["rotate", "right"]: return .rotate(1)
        case ["flick", "left"]: return .flick(-1)
        case ["flick", "right"]: return .flick(1)
        case ["click"]: return .press
        case ["back"]: return .back
        default:
            if words.count == 1, let direction = Direction(rawValue: words[0]) { return .nudge(direction) }
            let given = words.isEmpty ? "nothing" : "'\(Excerpt.of(words.joined(separator: " ")))'"
            throw CommandError("dpad takes \(dpadForms); got \(given)")
        }
    }

    private static func keycode(_ words: [String]) throws(CommandError) -> SessionMessage {
        guard words.count == 1 else { throw CommandError("keycode needs one of: \(keycodes.joined(separator: ", "))") }
        switch words[0] {
        case "home": return .home
        case "dashboard": return .dashboard
        case "back": return .back
        case "del": return .keyboard(.deleteBackward)
        default:
            guard let key = MediaKey(rawValue: words[0]) else {
                throw CommandError("unknown keycode '\(Excerpt.of(words[0]))': use \(keycodes.joined(separator: ", "))")
            }
            return .media(key)
        }
    }

    private static func expectation(_ words: [String]) throws(CommandError) -> Expectation {
        switch (words.first, words.count) {
        case ("text", 2): return .text(words[1])
        case ("no", 3) where words[1] == "text": return .noText(words[2])
        case ("cluster", 2): return .cluster(words[1])
        case ("focus", 2): return .focus(words[1])
        case ("enabled", 2): return .enabled(words[1])
        case ("disabled", 2): return .disabled(words[1])
        case ("template", 2): return .template(words[1])
        case ("depth", 2) where Int(words[1]).map { (1...64).contains($0) } == true: return .depth(Int(words[1])!)
        case ("modal", 2) where Expectation.modalWords.contains(words[1]): return .modal(words[1])
        case ("limited", 2) where words[1] == "on" || words[1] == "off": return .limited(words[1] == "on")
        case ("spinner", 2): return .spinner(words[1])
        case ("appearance", 2) where Appearance(rawValue: words[1]) != nil: return .appearance(Appearance(rawValue: words[1])!)
        case ("playing", 2): return .playing(words[1])
        case ("paused", 1): return .paused
        default:
            let given = words.isEmpty ? "nothing" : "'\(Excerpt.of(words.joined(separator: " ")))'"
            throw CommandError("expect takes \(Expectation.forms); got \(given)")
        }
    }

    private static func onOff(_ words: [String], _ verb: String) throws(CommandError) -> Bool {
        guard words.count == 1, words[0] == "on" || words[0] == "off" else { throw CommandError("\(verb) needs one of: on, off") }
        return words[0] == "on"
    }

    private static func expectNone(_ words: [String], after verb: String) throws(CommandError) {
        guard words.isEmpty else { throw CommandError("\(verb) takes no arguments; got '\(Excerpt.of(words.joined(separator: " ")))'") }
    }

    /// The words of each `;`-separated statement of a line; a `#` that
    /// starts a word comments out the rest of the line.
    private static func statements(of line: Substring.UnicodeScalarView) throws(CommandError) -> [[String]] {
        var statements: [[String]] = [[]]
        var word = String.UnicodeScalarView()
        var quoted = false
        var inWord = false
        func endWord() {
            if inWord { statements[statements.count - 1].append(String(word)) }
            word = String.UnicodeScalarView()
            inWord = false
        }
        for scalar in line {
            if quoted {
                if scalar == "\"" { quoted = false } else { word.append(scalar) }
            } else if scalar == "\"" {
                quoted = true
                inWord = true
            } else if scalar == "#" && !inWord {
                break
            } else if scalar == ";" {
                endWord()
                statements.append([])
            } else if scalar == " " || scalar == "\t" {
                endWord()
            } else {
                word.append(scalar)
                inWord = true
            }
        }
        if quoted { throw CommandError("a quote is not closed in '\(Excerpt.of(Substring(line)))'") }
        endWord()
        return statements
    }
}
