import CarPlay
import CarPlayTesting
import Testing

/// CPImageSet: light and dark versions of an image.
@MainActor struct CPImageSetConformance {
    @Test("an image set keeps the light and dark images it was made with", .apple("carplay/cpimageset/init(lightcontentimage:darkcontentimage:)"))
    func keepsBothImages() {
        let light = UIImage(systemName: "sun.max")!, dark = UIImage(systemName: "moon")!
        let set = CPImageSet(lightContentImage: light, darkContentImage: dark)
        #expect(set.lightContentImage === light && set.darkContentImage === dark)
    }

    @Test("the light content image is the one for the light interface style", .apple("carplay/cpimageset/lightcontentimage"))
    func lightImage() {
        #expect(CPImageSet(lightContentImage: UIImage(systemName: "sun.max")!, darkContentImage: UIImage(systemName: "moon")!).lightContentImage.glyph == "☀")
    }

    @Test("the dark content image is the one for the dark interface style", .apple("carplay/cpimageset/darkcontentimage"))
    func darkImage() {
        #expect(CPImageSet(lightContentImage: UIImage(systemName: "sun.max")!, darkContentImage: UIImage(systemName: "moon")!).darkContentImage.glyph == "☾")
    }
}
