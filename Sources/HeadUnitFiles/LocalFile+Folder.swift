import Glibc

extension LocalFile {
    /// The bytes of the file at `path` in `folder` (a script's own files:
    /// a relative path without `..`), as `read` gives them, only while the
    /// way stays in the folder: a symbolic link that leads to a place
    /// inside it is followed, one that leads out is refused and named.
    /// Without a folder, the file at `path`.
    public static func read(_ path: String, under folder: String?, limit: Int) -> Result<[UInt8], ReadError> {
        guard let folder else { return read(path, limit: limit) }
        if let link = linkLeaving(folder, on: path) { return .failure(.leadsOutside(link: link, folder: folder)) }
        return read(self.path(path, in: folder), limit: limit)
    }

    /// `path` in `folder` (`tests/home.txt`), or `path` without one.
    public static func path(_ path: String, in folder: String?) -> String {
        guard let folder else { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// The first symbolic link on the way from `folder` to `path` that
    /// leads outside the folder, named as `folder/...`; nil when every one
    /// stays inside (or the way ends at something missing, which reading says).
    private static func linkLeaving(_ folder: String, on path: String) -> String? {
        guard let root = realPath(folder) else { return nil }
        var walked = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        for part in path.split(separator: "/") where part != "." {
            walked += "/" + part
            var status = stat()
            guard lstat(walked, &status) == 0 else { return nil }
            guard (status.st_mode & S_IFMT) == S_IFLNK else { continue }
            // A link whose end is missing leads nowhere to read.
            guard let target = realPath(walked) else { return nil }
            if target != root && !target.hasPrefix(root == "/" ? "/" : root + "/") { return walked }
        }
        return nil
    }

    /// The absolute path of `path` with every link resolved, or nil.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
