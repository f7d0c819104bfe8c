/// CPImageSet: an image's light and dark versions, from which a car shows
/// the one for its appearance. No template headunit draws takes one: the
/// navigation API's maneuver symbol set, their one use, is not in headunit.
public final class CPImageSet: NSObject {
    /// The image shown while the interface style is light.
    public let lightContentImage: UIImage
    /// The image shown while the interface style is dark.
    public let darkContentImage: UIImage

    public init(lightContentImage lightImage: UIImage, darkContentImage darkImage: UIImage) {
        lightContentImage = lightImage
        darkContentImage = darkImage
    }
}
