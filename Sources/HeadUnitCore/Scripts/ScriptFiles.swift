/// The files a scenario's script may touch: a script comes with a
/// scenario that may have been downloaded, so it writes only under the
/// folder the user names (`--out`) and reads themes only by name or from
/// the scenario's own folder. Lint refuses a path that leaves them; the
/// headless host refuses it again at run time.
public enum ScriptFiles {
    /// Why a command's path is not allowed in a script, or nil.
    public static func problem(_ command: Command) -> String? {
        switch command {
        case .screenshot(let path) where !staysInside(path):
            "screenshot \"\(Escaped.value(path))\" leads outside the folder a script writes under (--out); give a relative path without .."
        case .theme(let name) where ThemeLoader.isFile(name) && !staysInside(name):
            "theme \"\(Escaped.value(name))\" must be a theme's name or a file under the scenario's folder"
        case .expectScreen(let path) where !staysInside(path):
            "expect screen \"\(Escaped.value(path))\" must be a file under the script's folder"
        default:
            nil
        }
    }

    /// Whether a path is relative and never climbs out (`..`).
    public static func staysInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
