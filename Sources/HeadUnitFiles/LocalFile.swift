import Glibc
import HeadUnitCore

/// Reading and writing whole files with the C library, so the tool needs no
/// Foundation (which costs milliseconds of start-up to load).
public enum LocalFile {
    /// Why a file could not be read.
    public enum ReadError: Error, Equatable, Sendable {
        case missing, unreadable, notARegularFile, tooLarge(limit: Int)
        /// A symbolic link on the way leads outside the folder the file
        /// was to be read under (`read(_:under:limit:)`).
        case leadsOutside(link: String, folder: String)

        /// How diagnostics say it.
        public var reason: String {
            switch self {
            case .missing: "the file does not exist"
            case .unreadable: "the file cannot be read"
            case .notARegularFile: "it is not a regular file (a folder, a FIFO or a device)"
            case .tooLarge(let limit): "the file is larger than \(limit >> 20) MB"
            case .leadsOutside(let link, let folder): "the symbolic link '\(link)' leads outside the folder '\(folder)'; headunit reads only under it"
            }
        }
    }

    /// The bytes of the file at `path`, refusing files over `limit` bytes
    /// and anything but a regular file (and, not `followingLinks`, a
    /// symbolic link). The file is opened without blocking, so a FIFO with
    /// no writer never holds the run.
    public static func read(_ path: String, limit: Int, followingLinks: Bool = true) -> Result<[UInt8], ReadError> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : errno == ELOOP ? .notARegularFile : .unreadable) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(.unreadable) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notARegularFile) }
        guard Int(status.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        // Read into a buffer of the file's size: not copied as it grows.
        return readToEnd(fd, limit: limit, expected: Int(status.st_size))
    }

    /// Everything on standard input (a pipe, a file, a terminal) up to
    /// `limit` bytes: for commands that read a script from `-`.
    public static func readStandardInput(limit: Int) -> Result<[UInt8], ReadError> {
        readAll(from: STDIN_FILENO, limit: limit)
    }

    /// Everything `fd` gives until its end (standard input, a child's
    /// output in a pipe), up to `limit` bytes.
    public static func readAll(from fd: Int32, limit: Int) -> Result<[UInt8], ReadError> {
        readToEnd(fd, limit: limit, expected: 0)
    }

    /// Every byte `fd` gives until its end, up to `limit`, into a buffer
    /// made for `expected` bytes; reads interrupted by a signal are retried.
    private static func readToEnd(_ fd: Int32, limit: Int, expected: Int) -> Result<[UInt8], ReadError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected + 1)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable)
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
    }

    /// Writes every byte to a descriptor, retrying short writes.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// An environment variable, or nil.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether `program` is on PATH as a file this process may run: a tool
    /// a command needs is looked for before its work starts.
    public static func isInstalled(_ program: String) -> Bool {
        (environment("PATH") ?? "/usr/bin:/bin").split(separator: ":").contains { folder in
            var status = stat()
            let path = "\(folder)/\(program)"
            return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
        }
    }

    /// Appends the whole file at `path` to `file`, a piece at a time;
    /// whether it was all read and written.
    public static func copy(_ path: String, to file: OutputFile) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 }
            guard file.append(Array(chunk[0..<count])) else { return false }
        }
    }
}
