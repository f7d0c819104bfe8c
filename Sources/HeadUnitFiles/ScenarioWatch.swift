import Glibc
import HeadUnitCore

/// Scenario files, and the theme file, watched while the head unit runs
/// (`run --watch`): each file's size, change time and inode are looked at
/// when asked; a file that changed is read again, and comes back as its
/// new app or theme, or as its first problem when the new text is broken
/// (the old app or theme stays).
public struct ScenarioWatch {
    /// A change seen in a watched file.
    public enum Change: Equatable, Sendable {
        /// The file changed and reads well: the app at `index`, as it now is.
        case reloaded(App, index: Int, file: String)
        /// The theme file changed and reads well: the theme, as it now is.
        case reloadedTheme(Theme, file: String)
        /// The file changed and does not read: what stays ("app", "theme"),
        /// the first problem, and how many problems there are.
        case broken(keeping: String, String, problems: Int)
    }

    private var files: [(path: String, index: Int, stamp: [Int])]
    private var theme: (path: String, stamp: [Int])?

    /// Watches each scenario file at `paths`, whose apps are at `indices`,
    /// and the theme file at `themePath` when there is one.
    public init(paths: [String], indices: [Int], themePath: String? = nil) {
        files = zip(paths, indices).map { ($0, $1, Self.stamp(of: $0)) }
        theme = themePath.map { ($0, Self.stamp(of: $0)) }
    }

    /// The changes since the last look, one a changed file.
    public mutating func changes() -> [Change] {
        var changes: [Change] = []
        for position in files.indices {
            let now = Self.stamp(of: files[position].path)
            guard now != files[position].stamp else { continue }
            files[position].stamp = now
            let (path, index, _) = files[position]
            let result = ScenarioLoader.load(path: path)
            if let scenario = result.scenario, !result.hasErrors {
                changes.append(.reloaded(scenario.app, index: index, file: path))
            } else if let first = result.diagnostics.first(where: { $0.severity == .error }) {
                changes.append(.broken(keeping: "app", first.formatted(file: Self.name(of: path)), problems: result.diagnostics.count))
            }
        }
        if let (path, stamp) = theme, case let now = Self.stamp(of: path), now != stamp {
            theme = (path, now)
            switch ThemeLoader.theme(named: path) {
            case .success(let loaded): changes.append(.reloadedTheme(loaded, file: path))
            case .failure(let failure):
                if let first = failure.diagnostics.first {
                    changes.append(.broken(keeping: "theme", first.formatted(file: Self.name(of: path)), problems: failure.diagnostics.count))
                }
            }
        }
        return changes
    }

    /// The file's name, not its whole path: the status line is one row.
    private static func name(of path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// What tells one version of a file from the next: its size, its
    /// change time in nanoseconds and its inode (an editor that writes a
    /// new file and renames it over the old); empty when it is not there.
    private static func stamp(of path: String) -> [Int] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        return [Int(status.st_size), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_ino)]
    }
}
