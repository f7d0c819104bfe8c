/// How the display's picture differs from a PNG golden's, pixel by pixel:
/// the two laid over each other from the top left.
struct PictureDifference {
    /// The pixels that are not the same in both; where only one picture
    /// reaches (they differ in size), a pixel differs.
    let differingPixels: Int
    /// The pixels of the two laid over each other: the wider width by the taller height.
    let pixels: Int
    /// Whether the two pictures are the same size.
    let sameSize: Bool
    /// The difference as a picture: each differing pixel `highlight`, the
    /// others the display's, dimmed to a third.
    let picture: PNGImage

    /// The colour of a differing pixel in `picture`: opaque magenta, brighter than any dimmed pixel.
    static let highlight: [UInt8] = [255, 0, 255, 255]

    init(reference: PNGImage, actual: PNGImage) {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var marked = [UInt8](repeating: 0, count: width * height * 4)
        var differing = 0
        reference.pixels.withUnsafeBytes { expected in
            actual.pixels.withUnsafeBytes { shown in
                marked.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        for x in 0..<width {
                            let at = (y * width + x) * 4
                            let was = x < reference.width && y < reference.height ? (y * reference.width + x) * 4 : nil
                            let now = x < actual.width && y < actual.height ? (y * actual.width + x) * 4 : nil
                            if let was, let now,
                                expected.loadUnaligned(fromByteOffset: was, as: UInt32.self) == shown.loadUnaligned(fromByteOffset: now, as: UInt32.self)
                            {
                                for channel in 0..<3 { out[at + channel] = shown[now + channel] / 3 }
                                out[at + 3] = shown[now + 3]
                            } else {
                                for channel in 0..<4 { out[at + channel] = Self.highlight[channel] }
                                differing += 1
                            }
                        }
                    }
                }
            }
        }
        differingPixels = differing
        pixels = width * height
        sameSize = reference.width == actual.width && reference.height == actual.height
        picture = PNGImage(width: width, height: height, pixels: marked)
    }

    /// Whether the display's picture passes for the golden's at
    /// `precision`: the same size, with at least that share of its pixels the same.
    func matches(precision: Double) -> Bool {
        sameSize && Double(pixels - differingPixels) >= precision * Double(pixels)
    }
}
