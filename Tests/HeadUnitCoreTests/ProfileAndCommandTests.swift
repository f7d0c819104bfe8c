import HeadUnitCore
import Testing

/// Display profiles and the command language.
struct ProfileAndCommandTests {
    @Test(arguments: [
        ("minimum", Density.one, 46, 14), ("standard", .one, 50, 15), ("wide", .one, 80, 15), ("portrait", .one, 48, 32),
        ("1280x720@2x", .one, 80, 22), ("minimum", .two, 93, 28), ("standard", .two, 100, 30), ("wide", .two, 160, 30),
        ("portrait", .two, 96, 64), ("900x1200@3x", .one, 37, 25), ("900x1200@3x", .two, 75, 50),
    ])
    func cells(_ name: String, _ density: Density, _ columns: Int, _ rows: Int) throws {
        let cells = try DisplayProfile.parse(name).cells(density: density)
        #expect(cells.columns == columns && cells.rows == rows)
    }

    @Test func badProfilesSayWhatIsAccepted() {
        #expect(throws: ProfileError.unknown("huge")) { try DisplayProfile.parse("huge") }
        #expect(
            ProfileError.unknown("huge").description
                == "unknown display profile 'huge': use minimum, standard, wide, portrait, or WxH@S in pixels at a scale, such as 1280x720@2x or 900x1200@3x")
        #expect(throws: ProfileError.badScale("800x480@4x")) { try DisplayProfile.parse("800x480@4x") }
        // Pixels at a scale, as the named profiles are written: the message says so in pixels.
        #expect(throws: ProfileError.self) { try DisplayProfile.parse("100x100@1x") }
        #expect(throws: ProfileError.self) { try DisplayProfile.parse("600x1200@3x") }
        do {
            _ = try DisplayProfile.parse("600x1200@3x")
        } catch {
            #expect(
                error.description
                    == "display profile '600x1200@3x' is 200x400 points; a display at @3x must be 864x576 to 7200x4800 pixels (288x192 to 2400x1600 points)")
        }
        let portrait = try? DisplayProfile.parse("900x1200@3x")
        #expect(portrait?.pointWidth == 300 && portrait?.pointHeight == 400 && portrait?.name == nil)
    }

    @Test func commandsReadAsTheDHUWritesThem() throws {
        let commands = try CommandParser.parse(
            "dpad rotate right; dpad flick left; dpad up; dpad click; dpad back\nkeycode home; keycode media_next; tap 120 300; night; daynight; restrict all; profile wide; sleep 1.5 # a comment; ignored"
        )
        #expect(
            commands == [
                .input(.rotate(1)), .input(.flick(-1)), .input(.nudge(.up)), .input(.press), .input(.back),
                .input(.home), .input(.media(.next)), .tap(x: 120, y: 300), .input(.appearance(.night)),
                .input(.appearance(.toggle)), .input(.restrict(true)), .profile(.wide), .sleep(seconds: 1.5),
            ])
        #expect(try CommandParser.parse("screenshot \"my frame.txt\"") == [.screenshot(path: "my frame.txt")])
    }

    @Test func theHeadUnitsOwnCommandsRead() throws {
        let commands = try CommandParser.parse(
            "open \"Swift Radio\"; open podcasts; drive right; speed 50; gear drive; parking_brake off; inspect on; clock 10x; clock 0.5x; help dpad; help")
        #expect(
            commands == [
                .open("Swift Radio"), .open("podcasts"), .input(.driverSide(.right)), .input(.speed(50)), .input(.gear(.drive)),
                .input(.parkingBrake(false)), .input(.inspector(true)), .input(.clockRate(10)), .input(.clockRate(0.5)), .helpOn("dpad"), .help,
            ])
        // What the parser reads, the recorder writes back the same.
        for command in commands { #expect(try CommandParser.parse(CommandText.text(of: command) ?? "") == [command]) }
    }

    @Test func everyCommandHasItsHelp() throws {
        #expect(CommandParser.verbs.count == 28, "clock joined them")
        for verb in CommandParser.verbs {
            let entry = try #require(CommandReference.entry(for: verb))
            #expect(entry.usage.hasPrefix(verb) && !entry.summary.isEmpty)
            #expect(try CommandParser.parse("help \(verb)") == [.helpOn(verb)])
        }
    }

    @Test(arguments: [
        ("f.svg", Screenshot.Format.svg), ("shots/F.SVG", .svg), ("f.ans", .ansi), ("f.ansi", .ansi), ("f.txt", .text),
        ("frame", .text), (".svg", .text), ("dir.svg/frame", .text),
    ])
    func aScreenshotsFormatFollowsItsFileName(_ path: String, _ format: Screenshot.Format) {
        #expect(Screenshot.format(of: path) == format)
    }

    @Test(arguments: [
        (
            "jump",
            "unknown command 'jump': use dpad, keycode, tap, drag, day, night, daynight, restrict, connect, disconnect, profile, screenshot, help, quit, sleep, phone, expect, theme, type, cluster, clock, task, open, drive, speed, gear, parking_brake, inspect"
        ),
        ("dpad spin", "dpad takes rotate left|right, flick left|right, up, down, left, right, click, back; got 'spin'"),
        ("dpad", "dpad takes rotate left|right, flick left|right, up, down, left, right, click, back; got nothing"),
        ("keycode power", "unknown keycode 'power': use home, dashboard, back, del, media_play_pause, media_play, media_pause, media_next, media_previous"),
        ("tap 10", #"tap needs two whole numbers of display pixels, or a control: tap X Y, tap "Label""#),
        ("restrict some", "restrict needs one of: all, none"),
        (
            "profile tiny",
            "unknown display profile 'tiny': use minimum, standard, wide, portrait, or WxH@S in pixels at a scale, such as 1280x720@2x or 900x1200@3x"
        ),
        ("speed fast", "speed needs the car's speed in km/h, from 0 to 400: speed 50"),
        ("gear reverse", "gear needs one of: park, drive"),
        ("parking_brake", "parking_brake needs one of: on, off"),
        ("drive middle", "drive needs one of: left, right"),
        (
            "help fly",
            "help takes nothing or a command: dpad, keycode, tap, drag, day, night, daynight, restrict, connect, disconnect, profile, screenshot, help, quit, sleep, phone, expect, theme, type, cluster, clock, task, open, drive, speed, gear, parking_brake, inspect; got 'fly'"
        ),
        ("sleep -1", "sleep needs a number of seconds from 0 to 86400: sleep 1.5"),
        ("night now", "night takes no arguments; got 'now'"),
        ("screenshot \"open", "a quote is not closed in 'screenshot \"open'"),
    ])
    func badCommandsGetOneClearLine(_ text: String, _ message: String) {
        #expect(throws: CommandError(message)) { try CommandParser.parse(text) }
    }
}
