import Glibc

/// A folder of a run's own for the files it makes on its way (a video's
/// frames): made fresh and private (`mkdtemp`) in a folder the user chose,
/// and removed when the run lets it go, with the files the run put in it.
/// Nothing else is ever removed: a file someone else put there keeps the
/// folder.
public final class TemporaryFolder {
    /// Where it is: `PARENT/.NAME-XXXXXX`.
    public let path: String
    /// Its files, written as `FileWriter`'s rules allow.
    private var files: FileWriter
    /// The names of the files the run put in it.
    private var names: Set<String> = []

    private init(path: String) {
        self.path = path
        files = FileWriter(scope: .under(path))
    }

    /// A new folder in `parent`, named for `name`, or why not (the parent
    /// is missing, or may not be written).
    public static func make(in parent: String, named name: String) -> Result<TemporaryFolder, FileWriter.Failure> {
        var template = Array("\(parent)/.\(name)-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) != nil }) else {
            return .failure(.system(String(cString: strerror(errno))))
        }
        return .success(TemporaryFolder(path: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)))
    }

    /// Writes `bytes` to the file `name` in it; why not, when it cannot.
    public func write(bytes: [UInt8], to name: String) -> FileWriter.Failure? {
        names.insert(name)
        return files.write(bytes: bytes, to: name)
    }

    /// The path of the file `name` in it, for a program the run starts to
    /// write there: it goes with the folder.
    public func place(_ name: String) -> String {
        names.insert(name)
        return "\(path)/\(name)"
    }

    deinit {
        for name in names { unlink("\(path)/\(name)") }
        rmdir(path)
    }
}
