import HeadUnitCore
import HeadUnitFiles

/// The display at one moment, as each format of golden holds it.
struct GoldenDisplay {
    /// The display's frame and controls.
    let screen: Screen
    /// The colours its roles are drawn in: the default theme's, by day or night.
    let palette: Palette
    /// What it shows: the golden's name and the display's profile, which
    /// the styled golden's header line names.
    let title: String

    /// The text a driver reads.
    var text: String { PlainTextWriter.text(of: screen.frame) }

    /// The display as an SVG picture in its colours.
    var svg: String { SVGWriter.document(of: screen.frame, palette: palette, title: title) }

    /// The golden file's bytes for the display in `format`.
    func contents(_ format: GoldenFormat) throws(TestCarError) -> [UInt8] {
        switch format {
        case .text: Array(text.utf8)
        case .styled: Array(ScreenDocument.text(of: screen, title: title).utf8)
        case .png:
            switch PNGRenderer.png(fromSVG: svg) {
            case .success(let png): png
            case .failure(let failure): throw .pictureUnavailable(failure.reason)
            }
        }
    }
}
