import Foundation

/// Where a failing golden's files are written: under the package's
/// `.build/carplay-testing/TESTFILE/`, with the build's output and never
/// among the sources; nowhere when no package holds the test file.
struct GoldenArtifacts {
    /// The folder, or nil outside a package.
    let folder: URL?

    init(testFile: URL) {
        folder = Self.packageRoot(of: testFile).map {
            $0.appendingPathComponent(".build/carplay-testing").appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        }
    }

    /// Writes `files` into the folder; the paths written, none when the
    /// folder is not there or cannot be written.
    func write(_ files: [(name: String, bytes: [UInt8])]) -> [String] {
        guard let folder else { return [] }
        let urls = files.map { folder.appendingPathComponent($0.name) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (url, file) in zip(urls, files) { try Data(file.bytes).write(to: url) }
        } catch {
            return []
        }
        return urls.map(\.path)
    }

    /// The folder of the package the test file belongs to: the nearest
    /// above it that holds a Package.swift.
    static func packageRoot(of file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
