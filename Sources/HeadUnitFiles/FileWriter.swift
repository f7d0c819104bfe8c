import Glibc
import HeadUnitCore

/// Where a run may write its screenshots, and how, so that the user's files
/// are safe: a file is created, never replaced, unless this run made it or
/// the user said `--force`; a symbolic link is never followed to write; a
/// FIFO or a device is never opened for writing; and a run confined to a
/// folder (a script's `--out`) writes nowhere outside it.
public struct FileWriter: Sendable {
    /// Where paths may lead.
    public enum Scope: Sendable, Equatable {
        /// Any path the user typed (the interactive console): only the file
        /// itself must not be a symbolic link.
        case anywhere
        /// Relative paths under this folder, none of whose parts is a
        /// symbolic link (a script's `--out`, default the current folder).
        case under(String)
    }

    /// Why a file was not written.
    public enum Failure: Error, Equatable, Sendable {
        case outside(folder: String)
        case exists
        case symbolicLink
        case notARegularFile
        case system(String)

        /// Whether something is already at the name (a file, a link, a
        /// FIFO): a numbered screenshot takes the next number.
        public var nameIsTaken: Bool { self == .exists || self == .symbolicLink || self == .notARegularFile }

        /// How a message says it.
        public var reason: String {
            switch self {
            case .outside(let folder): "it leads outside the output folder '\(folder)'; give a path under it"
            case .exists: "the file exists and this run did not write it; choose another name, or --force to replace it"
            case .symbolicLink: "a symbolic link is on its way; headunit does not write through one"
            case .notARegularFile: "it is not a regular file"
            case .system(let reason): reason
            }
        }
    }

    public let scope: Scope
    /// Whether an existing file may be replaced (`--force`).
    public let replacesExisting: Bool
    /// The paths this run wrote, which it may write again.
    private var written: Set<String> = []

    public init(scope: Scope, replacesExisting: Bool = false) {
        self.scope = scope
        self.replacesExisting = replacesExisting
    }

    /// Writes `text` to `path` as the rules above allow; why not, when it does not.
    public mutating func write(_ text: String, to path: String) -> Failure? {
        write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` as the rules above allow; why not, when it does not.
    public mutating func write(bytes: [UInt8], to path: String) -> Failure? {
        let target: (folder: Int32, name: String)
        switch open(folderOf: path) {
        case .success(let opened): target = opened
        case .failure(let failure): return failure
        }
        defer { if target.folder != AT_FDCWD { close(target.folder) } }
        var fd = openat(target.folder, target.name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        if fd < 0, errno == EEXIST {
            // Say what is there: a link or a FIFO is never written, whatever --force says.
            var status = stat()
            if fstatat(target.folder, target.name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                if (status.st_mode & S_IFMT) == S_IFLNK { return .symbolicLink }
                if (status.st_mode & S_IFMT) != S_IFREG { return .notARegularFile }
            }
            guard replacesExisting || written.contains(path) else { return .exists }
            fd = openat(target.folder, target.name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        }
        guard fd >= 0 else { return Self.failure(errno) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .notARegularFile }
        guard ftruncate(fd, 0) == 0, LocalFile.writeAll(bytes, to: fd) else { return Self.failure(errno) }
        written.insert(path)
        return nil
    }

    /// Why writing `path` would be refused, without writing: for a command
    /// to refuse before it starts rather than after its work.
    public func check(_ path: String) -> Failure? {
        let target: (folder: Int32, name: String)
        switch open(folderOf: path) {
        case .success(let opened): target = opened
        case .failure(let failure): return failure
        }
        defer { if target.folder != AT_FDCWD { close(target.folder) } }
        var status = stat()
        guard fstatat(target.folder, target.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? nil : Self.failure(errno)
        }
        if (status.st_mode & S_IFMT) == S_IFLNK { return .symbolicLink }
        if (status.st_mode & S_IFMT) != S_IFREG { return .notARegularFile }
        return replacesExisting || written.contains(path) ? nil : .exists
    }

    /// The folder the file goes in, opened, and the file's name in it.
    private func open(folderOf path: String) -> Result<(folder: Int32, name: String), Failure> {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        guard let name = parts.last, name != ".." else { return .failure(.notARegularFile) }
        guard case .under(let root) = scope else {
            return .success((AT_FDCWD, path))
        }
        guard !path.hasPrefix("/"), !parts.contains("..") else { return .failure(.outside(folder: root)) }
        var folder = Glibc.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return .failure(Self.failure(errno)) }
        for part in parts.dropLast() {
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let error = errno
            var status = stat()
            // A link to a folder is refused as not a folder: say which it is.
            let isLink = next < 0 && fstatat(folder, part, &status, AT_SYMLINK_NOFOLLOW) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
            close(folder)
            guard next >= 0 else { return .failure(isLink ? .symbolicLink : Self.failure(error)) }
            folder = next
        }
        return .success((folder, name))
    }

    private static func failure(_ code: Int32) -> Failure {
        switch code {
        case ELOOP: .symbolicLink
        case ENXIO, EISDIR: .notARegularFile
        default: .system(String(cString: strerror(code)))
        }
    }
}
