/// Every command of the language the console, scripts and `--keys` share,
/// with its forms and what it does: what `?` lists, `help COMMAND`
/// explains and the parser names in its errors.
public enum CommandReference {
    /// One command: its word, its forms, a line on what it does, and more.
    public struct Entry: Sendable {
        public let verb: String
        public let usage: String
        public let summary: String
        public let details: [String]
    }

    /// The entry for a command word.
    public static func entry(for verb: String) -> Entry? { all.first { $0.verb == verb } }

    /// Every command, in the order `?` lists them: the Android Auto DHU's
    /// first, then headunit's own.
    public static let all: [Entry] = [
        Entry(
            verb: "dpad", usage: "dpad rotate left|right, flick left|right, up|down|left|right, click, back",
            summary: "the knob: turn, flick (5 detents), nudge, press; back",
            details: ["Turning moves focus through the area in reading order; a nudge moves spatially.", "click presses the focused control."]),
        Entry(
            verb: "keycode", usage: "keycode home|dashboard|back|del|media_play_pause|media_play|media_pause|media_next|media_previous",
            summary: "the car's buttons: home, back, delete, media keys",
            details: [
                "home goes to the home screen; on it, home returns to the last app.",
                "dashboard shows CarPlay Dashboard (the navigation app's map, its shortcut buttons, now playing); on it, dashboard returns to the app.",
            ]),
        Entry(
            verb: "tap", usage: "tap X Y, tap \"Label\"", summary: "touch the display at pixels, or a control by label or id",
            details: [
                "X and Y are display pixels, as the profile is written: 0-799 by 0-479 on standard (800x480@2x).",
                "A cell is 8x16 points, so a cell's middle is at ((column*8+4)*scale, (row*16+8)*scale).",
                "The inspector (inspect on) shows the pixel under the mouse and of the last touch.",
            ]),
        Entry(
            verb: "drag", usage: "drag X1 Y1 X2 Y2", summary: "a finger from one point to another, in pixels",
            details: ["Scrolls a list, pans a map, turns the home screen's page."]),
        Entry(verb: "day", usage: "day", summary: "the car's day appearance", details: []),
        Entry(verb: "night", usage: "night", summary: "the car's night appearance", details: []),
        Entry(verb: "daynight", usage: "daynight", summary: "switch between day and night", details: []),
        Entry(
            verb: "restrict", usage: "restrict all|none", summary: "limited UI (driving) on or off, by hand",
            details: ["Lists show 12 items at most and the keyboard is locked while it is on."]),
        Entry(verb: "connect", usage: "connect", summary: "connect the phone: every app sets its root again", details: []),
        Entry(verb: "disconnect", usage: "disconnect", summary: "disconnect the phone", details: []),
        Entry(
            verb: "profile", usage: "profile NAME|WxH@S", summary: "switch the display: a name, or WxH@S in pixels",
            details: ["WxH@S is pixels and a scale, as the CarPlay Simulator names them: 900x1200@3x."]),
        Entry(
            verb: "screenshot", usage: "screenshot FILE", summary: "write the display: .svg, .ans (colour) or text",
            details: ["A script writes only under --out (the current directory), never over a file it did not write."]),
        Entry(verb: "help", usage: "help [COMMAND]", summary: "the keys and commands, or one command explained", details: []),
        Entry(verb: "quit", usage: "quit", summary: "leave headunit", details: []),
        Entry(verb: "sleep", usage: "sleep SECONDS", summary: "let time pass (a virtual clock in scripts)", details: []),
        Entry(
            verb: "phone", usage: "phone EVENT", summary: "fire a phone-side event of a scenario",
            details: ["The shown app's event of that name, else the first app's that has one."]),
        Entry(
            verb: "expect", usage: "expect CHECK", summary: "check the display or the state (scripts stop at a miss)",
            details: ["CHECK is one of: " + Expectation.forms]),
        Entry(verb: "theme", usage: "theme NAME|FILE", summary: "draw in another theme", details: []),
        Entry(verb: "type", usage: "type \"TEXT\"", summary: "type into the search field on screen", details: []),
        Entry(
            verb: "cluster", usage: "cluster on|off|zoom in|zoom out|compass on|off|speed-limit on|off",
            summary: "attach the cluster, or use its controls",
            details: ["zoom, compass and speed-limit are the cluster's own controls: its map's zoom, the car's compass and speed limit sign."]),
        Entry(
            verb: "clock", usage: "clock RATEx", summary: "run the car's clock faster: clock 10x; 1x is real time",
            details: [
                "A demo's fast-forward: a drive's estimates, timelines and spinners run RATE times as fast. sleep N is N seconds of the car's clock at any rate."
            ]),
        Entry(verb: "task", usage: "task NAME", summary: "start a task of the task cost report", details: []),
        Entry(
            verb: "open", usage: "open APP", summary: "open an app by its name, as its home tile does",
            details: ["A word of the name does when only one app has it: open radio. maps, phone and music open the car's own."]),
        Entry(
            verb: "drive", usage: "drive left|right", summary: "the driver's side: the status rail moves to it",
            details: ["drive right mirrors the frame for a right-hand-drive car."]),
        Entry(
            verb: "speed", usage: "speed KMH", summary: "the car's speed sensor: moving limits the UI",
            details: ["speed 50 puts the car in limited UI; speed 0 in park (or with the brake on) lifts it."]),
        Entry(
            verb: "gear", usage: "gear park|drive", summary: "the gear lever",
            details: ["In drive with the parking brake off the car counts as driving."]),
        Entry(verb: "parking_brake", usage: "parking_brake on|off", summary: "the parking brake", details: []),
        Entry(
            verb: "inspect", usage: "inspect on|off", summary: "the inspector beside the display: stack, focus, events",
            details: ["It names the focused control's id, which expect focus takes."]),
    ]
}
