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
        switch create(path) {
        case .failure(let failure): return failure
        case .success(var file):
            defer { file.close() }
            return file.append(bytes) ? nil : Self.failure(errno)
        }
    }

    /// Opens `path` empty for writing as the rules above allow, to be
    /// written piece by piece (a recording as it is made); why not, when
    /// it cannot.
    public mutating func create(_ path: String) -> Result<OutputFile, Failure> {
        let target: (folder: Int32, name: String)
        switch open(folderOf: path) {
        case .success(let opened): target = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { if target.folder != AT_FDCWD { close(target.folder) } }
        var fd = openat(target.folder, target.name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        if fd < 0, errno == EEXIST {
            // Say what is there: a link or a FIFO is never written, whatever --force says.
            var status = stat()
            if fstatat(target.folder, target.name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                if (status.st_mode & S_IFMT) == S_IFLNK { return .failure(.symbolicLink) }
                if (status.st_mode & S_IFMT) != S_IFREG { return .failure(.notARegularFile) }
            }
            guard replacesExisting || written.contains(path) else { return .failure(.exists) }
            fd = openat(target.folder, target.name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        }
        guard fd >= 0 else { return .failure(Self.failure(errno)) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return .failure(.notARegularFile)
        }
        guard ftruncate(fd, 0) == 0 else {
            let failure = Self.failure(errno)
            close(fd)
            return .failure(failure)
        }
        written.insert(path)
        return .success(OutputFile(descriptor: fd))
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
            return errno == ENOENT ? refusal(toMake: path, in: target) : Self.failure(errno)
        }
        if (status.st_mode & S_IFMT) == S_IFLNK { return .symbolicLink }
        if (status.st_mode & S_IFMT) != S_IFREG { return .notARegularFile }
        return replacesExisting || written.contains(path) ? nil : .exists
    }

    /// Why the new file `path` could not be made, `target` its opened
    /// folder and name: the folder is missing, is no folder, or may not be
    /// written; nil when it can be.
    private func refusal(toMake path: String, in target: (folder: Int32, name: String)) -> Failure? {
        let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let shown: String
        switch scope {
        case .anywhere: shown = parent.isEmpty ? "/" : parent
        case .under(let root): shown = parent == "." ? root : "\(root)/\(parent)"
        }
        // An opened folder is asked itself; from the current folder, by its path.
        guard faccessat(target.folder, target.folder == AT_FDCWD ? shown : ".", W_OK | X_OK, AT_EACCESS) != 0 else { return nil }
        switch errno {
        case ENOENT: return .system("the folder '\(shown)' does not exist")
        case ENOTDIR: return .system("'\(shown)' is not a folder")
        case EACCES, EROFS: return .system("the folder '\(shown)' may not be written")
        default: return Self.failure(errno)
        }
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

/// A file `FileWriter.create` opened: written piece by piece, then closed.
public struct OutputFile: Sendable {
    private var descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Appends `bytes`; whether they were all written.
    public func append(_ bytes: [UInt8]) -> Bool { descriptor >= 0 && LocalFile.writeAll(bytes, to: descriptor) }

    /// Appends `text`; whether it was all written.
    public func append(_ text: String) -> Bool { append(Array(text.utf8)) }

    public mutating func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }
}
