import Foundation

/// One golden beside a test, `__Screens__/NAME.EXT` in the test file's
/// folder, and the check of the display against it.
struct Golden {
    let name: String
    let format: GoldenFormat
    let testFile: URL

    /// The golden file.
    var file: URL {
        testFile.deletingLastPathComponent().appendingPathComponent("__Screens__").appendingPathComponent("\(name).\(format.fileExtension)")
    }

    /// Checks `display` against the golden. When `record` is set, or the
    /// golden is missing, writes the display as the golden instead, and
    /// fails saying so, so that a recording run is never taken for a
    /// passing one.
    func check(_ display: GoldenDisplay, record: Bool) throws {
        let actual = try display.contents(format)
        guard !record, FileManager.default.fileExists(atPath: file.path) else {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual).write(to: file)
            throw record ? TestCarError.recorded(golden: file.path) : TestCarError.recordedMissing(golden: file.path)
        }
        let expected = [UInt8](try Data(contentsOf: file))
        guard expected != actual else { return }
        let artifacts = GoldenArtifacts(testFile: testFile)
        switch format {
        case .text, .styled:
            let diff = ScreenDiff.lines(expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
            let written = artifacts.write([("\(name).svg", Array(display.svg.utf8)), ("\(name).\(format.fileExtension)", actual)])
            throw TestCarError.screenDiffers(golden: file.path, diff: diff, display: display.text, artifacts: written)
        case .png(let precision):
            let difference = PictureDifference(reference: try picture(expected, of: file.path), actual: try picture(actual, of: "the display's picture"))
            guard !difference.matches(precision: precision) else { return }
            let written = artifacts.write([
                ("\(name).reference.png", expected), ("\(name).actual.png", actual), ("\(name).difference.png", difference.picture.encoded),
            ])
            throw TestCarError.pictureDiffers(golden: file.path, differingPixels: difference.differingPixels, pixels: difference.pixels, artifacts: written)
        }
    }

    /// The pixels of the PNG `bytes`, which `what` names when it cannot be read.
    private func picture(_ bytes: [UInt8], of what: String) throws(TestCarError) -> PNGImage {
        do {
            return try PNGImage(decoding: bytes)
        } catch {
            throw .pictureUnavailable("\(what) cannot be read: \(error.reason)")
        }
    }
}
