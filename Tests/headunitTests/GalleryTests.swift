import Foundation
import HeadUnitTestSupport
import Testing

/// The gallery script rebuilds every picture the README shows.
struct GalleryTests {
    @Test(.enabled(if: ThemeCommandTests.canConvert, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
    func theScriptMakesTheREADMEsPictures() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = Set(
            readme.split(separator: "(").compactMap { part -> String? in
                guard part.hasPrefix("docs/gallery/"), let end = part.firstIndex(of: ")") else { return nil }
                return String(part[part.index(part.startIndex, offsetBy: 13)..<end])
            })
        #expect(shown.count == 31)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let command = "HEADUNIT='\(ToolProcess.binary.path)' '\(root.appendingPathComponent("scripts/gallery.sh").path)' '\(out.path)'"
        let result = try Subprocess.run(["bash", "-c", command])
        #expect(result.status == 0, "\(result.output)")
        let made = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        #expect(made == shown)
        for name in made {
            let png = try Data(contentsOf: out.appendingPathComponent(name))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 2000, "\(name) is a picture")
        }
    }
}
