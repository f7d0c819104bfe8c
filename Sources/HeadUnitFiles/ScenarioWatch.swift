import Glibc
import HeadUnitCore

/// Scenario files watched while the head unit runs (`run --watch`): each
/// file's size, change time and inode are looked at when asked; a file
/// that changed is read again, and comes back as its new app, or as
/// lint's first finding when the new text is broken (the old app stays).
public struct ScenarioWatch {
    /// A change seen in a watched file.
    public enum Change: Equatable, Sendable {
        /// The file changed and reads well: the app at `index`, as it now is.
        case reloaded(App, index: Int, file: String)
        /// The file changed and does not read: what lint says first, and how many problems there are.
        case broken(String, problems: Int)
    }

    private var files: [(path: String, index: Int, stamp: [Int])]

    /// Watches each scenario file at `paths`, whose apps are at `indices`.
    public init(paths: [String], indices: [Int]) {
        files = zip(paths, indices).map { ($0, $1, Self.stamp(of: $0)) }
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
                // The file's name, not its whole path: the status line is one row.
                changes.append(.broken(first.formatted(file: String(path.split(separator: "/").last ?? Substring(path))), problems: result.diagnostics.count))
            }
        }
        return changes
    }

    /// What tells one version of a file from the next: its size, its
    /// change time in nanoseconds and its inode (an editor that writes a
    /// new file and renames it over the old); empty when it is not there.
    private static func stamp(of path: String) -> [Int] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        return [Int(status.st_size), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_ino)]
    }
}
