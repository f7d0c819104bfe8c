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
        /// The folder the file would go in does not exist.
        case missingFolder(String)
        /// What the file's path names as its folder is not one.
        case notAFolder(String)
        /// The folder does not let this run make a file in it.
        case unwritableFolder(String, reason: String)
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
            case .missingFolder(let folder): "the folder '\(folder)' does not exist"
            case .notAFolder(let folder): "'\(folder)' is not a folder"
            case .unwritableFolder(let folder, let reason): "the folder '\(folder)' cannot be written: \(reason)"
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

    /// Writes `text` to `path` as the rules above allow; why not, when it
    /// does not. `asNew`: only as a file that did not exist, never over
    /// one, not even this run's own (a numbered screenshot).
    public mutating func write(_ text: String, to path: String, asNew: Bool = false) -> Failure? {
        write(bytes: Array(text.utf8), to: path, asNew: asNew)
    }

    /// Writes `bytes` to `path` as `write(_:to:asNew:)` does.
    public mutating func write(bytes: [UInt8], to path: String, asNew: Bool = false) -> Failure? {
        switch create(path, asNew: asNew) {
        case .failure(let failure): return failure
        case .success(var file):
            defer { file.close() }
            return file.append(bytes) ? nil : Self.failure(errno)
        }
    }

    /// Opens `path` empty for writing as the rules above allow, to be
    /// written piece by piece (a recording as it is made); why not, when
    /// it cannot; `asNew`, only when nothing is at `path`.
    public mutating func create(_ path: String, asNew: Bool = false) -> Result<OutputFile, Failure> {
        let target: Target
        switch open(folderOf: path) {
        case .success(let opened): target = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(target.folder) }
        var fd = openat(target.folder, target.name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        if fd < 0, errno == EACCES || errno == EROFS { return .failure(.unwritableFolder(target.folderPath, reason: String(cString: strerror(errno)))) }
        if fd < 0, errno == EEXIST {
            // Say what is there: a link or a FIFO is never written, whatever --force says.
            var status = stat()
            if fstatat(target.folder, target.name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                if (status.st_mode & S_IFMT) == S_IFLNK { return .failure(.symbolicLink) }
                if (status.st_mode & S_IFMT) != S_IFREG { return .failure(.notARegularFile) }
            }
            guard !asNew, replacesExisting || written.contains(path) else { return .failure(.exists) }
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
    /// to refuse before it starts rather than after its work. Its folder
    /// must exist and let this run make a file in it, or the file must
    /// be one it may replace and can write.
    public func check(_ path: String) -> Failure? {
        let target: Target
        switch open(folderOf: path) {
        case .success(let opened): target = opened
        case .failure(let failure): return failure
        }
        defer { close(target.folder) }
        var status = stat()
        guard fstatat(target.folder, target.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? Self.refusal(toMakeFilesIn: target.folder, target.folderPath) : Self.failure(errno)
        }
        if (status.st_mode & S_IFMT) == S_IFLNK { return .symbolicLink }
        if (status.st_mode & S_IFMT) != S_IFREG { return .notARegularFile }
        guard replacesExisting || written.contains(path) else { return .exists }
        return faccessat(target.folder, target.name, W_OK, AT_EACCESS) == 0 ? nil : Self.failure(errno)
    }

    /// Why nothing can be written under the scope's folder (it is not a
    /// folder, or this run may not make a file in it); nil for `anywhere`.
    public func checkFolder() -> Failure? {
        guard case .under(let root) = scope else { return nil }
        let folder = Glibc.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return Self.folderFailure(errno, root) }
        defer { close(folder) }
        return Self.refusal(toMakeFilesIn: folder, root)
    }

    /// Why this run may not make a file in the open `folder`, or nil.
    private static func refusal(toMakeFilesIn folder: Int32, _ folderPath: String) -> Failure? {
        faccessat(folder, ".", W_OK | X_OK, AT_EACCESS) == 0 ? nil : .unwritableFolder(folderPath, reason: String(cString: strerror(errno)))
    }

    /// The folder a file goes in, opened; its path, as a message names it;
    /// and the file's name in it.
    private struct Target {
        let folder: Int32
        let folderPath: String
        let name: String
    }

    /// The folder the file goes in, opened, and the file's name in it.
    private func open(folderOf path: String) -> Result<Target, Failure> {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        guard let name = parts.last, name != ".." else { return .failure(.notARegularFile) }
        guard case .under(let root) = scope else {
            // A path the user typed: its folders are taken as typed, the file itself is never a link.
            let folders = parts.dropLast().joined(separator: "/")
            let folderPath = path.hasPrefix("/") ? "/" + folders : folders.isEmpty ? "." : folders
            let folder = Glibc.open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { return .failure(Self.folderFailure(errno, folderPath)) }
            return .success(Target(folder: folder, folderPath: folderPath, name: name))
        }
        guard !path.hasPrefix("/"), !parts.contains("..") else { return .failure(.outside(folder: root)) }
        var folder = Glibc.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return .failure(Self.folderFailure(errno, root)) }
        var folderPath = root
        for part in parts.dropLast() {
            folderPath = folderPath == "." ? part : folderPath + (folderPath.hasSuffix("/") ? "" : "/") + part
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let error = errno
            var status = stat()
            // A link to a folder is refused as not a folder: say which it is.
            let isLink = next < 0 && fstatat(folder, part, &status, AT_SYMLINK_NOFOLLOW) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
            close(folder)
            guard next >= 0 else { return .failure(isLink ? .symbolicLink : Self.folderFailure(error, folderPath)) }
            folder = next
        }
        return .success(Target(folder: folder, folderPath: folderPath, name: name))
    }

    /// Why the folder at `folderPath` could not be opened.
    private static func folderFailure(_ code: Int32, _ folderPath: String) -> Failure {
        switch code {
        case ENOENT: .missingFolder(folderPath)
        case ENOTDIR: .notAFolder(folderPath)
        default: failure(code)
        }
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
    /// The open file's descriptor; -1 once closed.
    public private(set) var descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Whether the file still has a name: false once it was removed (its
    /// folder with it) while it was open, when what it holds is lost.
    public var isLinked: Bool {
        var status = stat()
        return descriptor >= 0 && fstat(descriptor, &status) == 0 && status.st_nlink > 0
    }

    /// Appends `bytes`; whether they were all written.
    public func append(_ bytes: [UInt8]) -> Bool { descriptor >= 0 && LocalFile.writeAll(bytes, to: descriptor) }

    /// Appends `text`; whether it was all written.
    public func append(_ text: String) -> Bool { append(Array(text.utf8)) }

    public mutating func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }
}
