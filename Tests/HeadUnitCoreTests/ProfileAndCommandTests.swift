import HeadUnitCore
import Testing

/// Display profiles and the command language.
struct ProfileAndCommandTests {
    @Test(arguments: [
        ("minimum", Density.one, 46, 14), ("standard", .one, 50, 15), ("wide", .one, 80, 15), ("portrait", .one, 48, 32),
        ("1280x720@2x", .one, 80, 22), ("minimum", .two, 93, 28), ("standard", .two, 100, 30), ("wide", .two, 160, 30),
        ("portrait", .two, 96, 64),
    ])
    func cells(_ name: String, _ density: Density, _ columns: Int, _ rows: Int) throws {
        let cells = try DisplayProfile.parse(name).cells(density: density)
        #expect(cells.columns == columns && cells.rows == rows)
    }

    @Test func badProfilesSayWhatIsAccepted() {
        #expect(throws: ProfileError.unknown("huge")) { try DisplayProfile.parse("huge") }
        #expect(
            ProfileError.unknown("huge").description == "unknown display profile 'huge': use minimum, standard, wide, portrait, or WxH@S such as 1280x720@2x")
        #expect(throws: ProfileError.badScale("800x480@4x")) { try DisplayProfile.parse("800x480@4x") }
        #expect(ProfileError.outOfRange("100x100@1x").description == "display profile '100x100@1x' is outside 320x192 to 2400x1600 points")
        #expect(throws: ProfileError.outOfRange("100x100@1x")) { try DisplayProfile.parse("100x100@1x") }
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
            "unknown command 'jump': use dpad, keycode, tap, drag, day, night, daynight, restrict, connect, disconnect, profile, screenshot, help, quit, sleep, phone, expect, theme, type, cluster, task"
        ),
        ("dpad spin", "dpad takes rotate left|right, flick left|right, up, down, left, right, click, back; got 'spin'"),
        ("dpad", "dpad takes rotate left|right, flick left|right, up, down, left, right, click, back; got nothing"),
        ("keycode power", "unknown keycode 'power': use home, back, del, media_play_pause, media_play, media_pause, media_next, media_previous"),
        ("tap 10", #"tap needs two whole numbers of display pixels, or a control: tap X Y, tap "Label""#),
        ("restrict some", "restrict needs one of: all, none"),
        ("profile tiny", "unknown display profile 'tiny': use minimum, standard, wide, portrait, or WxH@S such as 1280x720@2x"),
        ("sleep -1", "sleep needs a number of seconds from 0 to 86400: sleep 1.5"),
        ("night now", "night takes no arguments; got 'now'"),
        ("screenshot \"open", "a quote is not closed in 'screenshot \"open'"),
    ])
    func badCommandsGetOneClearLine(_ text: String, _ message: String) {
        #expect(throws: CommandError(message)) { try CommandParser.parse(text) }
    }
}
