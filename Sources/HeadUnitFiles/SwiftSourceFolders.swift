import Glibc
import HeadUnitCore

extension SwiftSources {
    /// The largest Swift file read; a larger one is passed over.
    public static let maximumFileSize = 4 << 20
    /// How deep folders are walked below each one named.
    static let maximumDepth = 64

    /// Why a folder named for `--sources` cannot be read.
    public enum FolderError: Error, Equatable, Sendable {
        case missing, notAFolder, unreadable

        /// How the command says it.
        public var reason: String {
            switch self {
            case .missing: "the folder does not exist"
            case .notAFolder: "it is not a folder"
            case .unreadable: "the folder cannot be read"
            }
        }
    }

    /// The `.swift` files under each of `folders`, read only. Within a
    /// folder no symbolic link is followed (so the walk never leaves it),
    /// hidden folders (`.build`, `.git`) are passed over, and so is
    /// anything but a regular file: a FIFO or a device never holds the walk.
    public static func load(folders: [String]) -> Result<SwiftSources, FolderFailure> {
        var files: [(path: String, text: String)] = []
        for folder in folders {
            let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else {
                let error: FolderError = errno == ENOENT ? .missing : errno == ENOTDIR ? .notAFolder : .unreadable
                return .failure(FolderFailure(folder: folder, error: error))
            }
            walk(fd, path: folder.hasSuffix("/") ? String(folder.dropLast()) : folder, depth: 0, into: &files)
        }
        return .success(SwiftSources(folders: folders, files: files))
    }

    /// A folder named for `--sources` that cannot be read, and why.
    public struct FolderFailure: Error, Equatable, Sendable {
        public let folder: String
        public let error: FolderError
    }

    /// Reads the folder open at `fd` (and closes it), its entries in name order.
    private static func walk(_ fd: Int32, path: String, depth: Int, into files: inout [(path: String, text: String)]) {
        guard let directory = fdopendir(fd) else {
            close(fd)
            return
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted() {
            let child = "\(path)/\(name)"
            var status = stat()
            guard lstat(child, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR where depth < maximumDepth:
                let childFD = open(child, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if childFD >= 0 { walk(childFD, path: child, depth: depth + 1, into: &files) }
            case S_IFREG where name.hasSuffix(".swift"):
                if case .success(let bytes) = LocalFile.read(child, limit: maximumFileSize, followingLinks: false) {
                    files.append((child, String(decoding: bytes, as: UTF8.self)))
                }
            default: continue
            }
        }
    }
}
