/// A head-unit display: pixels and a scale, as the CarPlay Simulator names
/// them. Layout works in points; one terminal cell is 8 x 16 points at
/// density 1 and 4 x 8 points at density 2.
public struct DisplayProfile: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The profile's name (`standard`), or nil for one given as `WxH@S`.
    public let name: String?
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: Int

    public init(name: String? = nil, pixelWidth: Int, pixelHeight: Int, scale: Int) {
        self.name = name
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    public static let minimum = DisplayProfile(name: "minimum", pixelWidth: 748, pixelHeight: 456, scale: 2)
    public static let standard = DisplayProfile(name: "standard", pixelWidth: 800, pixelHeight: 480, scale: 2)
    public static let wide = DisplayProfile(name: "wide", pixelWidth: 1920, pixelHeight: 720, scale: 3)
    public static let portrait = DisplayProfile(name: "portrait", pixelWidth: 768, pixelHeight: 1024, scale: 2)

    /// The named profiles, in the order `p` cycles through them.
    public static let named: [DisplayProfile] = [.standard, .minimum, .wide, .portrait]

    /// Width in points.
    public var pointWidth: Int { pixelWidth / scale }
    /// Height in points.
    public var pointHeight: Int { pixelHeight / scale }

    /// `standard`, or `1280x720@2x` for an unnamed profile.
    public var description: String { name ?? spec }

    /// The profile written as `WxH@Sx`.
    public var spec: String { "\(pixelWidth)x\(pixelHeight)@\(scale)x" }

    /// The terminal size of this display at `density`: floor(points / cell).
    public func cells(density: Density) -> (columns: Int, rows: Int) {
        (pointWidth / density.cellPointWidth, pointHeight / density.cellPointHeight)
    }

    /// The profile named `text`, or given as `WxH@S` (`1280x720@2x`).
    public static func parse(_ text: String) throws(ProfileError) -> DisplayProfile {
        if let profile = named.first(where: { $0.name == text }) { return profile }
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        let size = parts.first?.split(separator: "x", omittingEmptySubsequences: false) ?? []
        guard parts.count == 2, size.count == 2,
            let width = Int(size[0]), let height = Int(size[1]),
            let scale = Int(parts[1].hasSuffix("x") ? parts[1].dropLast() : parts[1])
        else { throw .unknown(text) }
        guard (1...3).contains(scale) else { throw .badScale(text) }
        let profile = DisplayProfile(pixelWidth: width, pixelHeight: height, scale: scale)
        guard profile.pointWidth >= minimumPoints.width, profile.pointHeight >= minimumPoints.height,
            profile.pointWidth <= maximumPoints.width, profile.pointHeight <= maximumPoints.height
        else { throw .outOfRange(text, points: (profile.pointWidth, profile.pointHeight), scale: scale) }
        return profile
    }

    /// The smallest display laid out: 288 x 192 points (36 x 12 cells),
    /// which holds the narrowest portrait head units (900x1200@3x is 300
    /// points across).
    public static let minimumPoints = (width: 288, height: 192)
    /// The largest display laid out: 2400 x 1600 points.
    public static let maximumPoints = (width: 2400, height: 1600)
}

/// Why a profile could not be read; the message names what is accepted.
public enum ProfileError: Error, Equatable, CustomStringConvertible {
    case unknown(String)
    case badScale(String)
    case outOfRange(String, points: (width: Int, height: Int), scale: Int)

    public static func == (lhs: ProfileError, rhs: ProfileError) -> Bool { lhs.description == rhs.description }

    public var description: String {
        let accepted = "use minimum, standard, wide, portrait, or WxH@S in pixels at a scale, such as 1280x720@2x or 900x1200@3x"
        switch self {
        case .unknown(let text):
            return "unknown display profile '\(text)': \(accepted)"
        case .badScale(let text):
            return "display profile '\(text)' has a scale other than 1, 2 or 3: \(accepted)"
        case .outOfRange(let text, let points, let scale):
            let low = DisplayProfile.minimumPoints, high = DisplayProfile.maximumPoints
            return "display profile '\(text)' is \(points.width)x\(points.height) points; a display at @\(scale)x must be "
                + "\(low.width * scale)x\(low.height * scale) to \(high.width * scale)x\(high.height * scale) pixels "
                + "(\(low.width)x\(low.height) to \(high.width)x\(high.height) points)"
        }
    }
}

/// How many cells a point of the display takes: 1 (a cell is 8 x 16
/// points, true scale) or 2 (4 x 8 points, for big terminals).
public enum Density: Int, Sendable, CaseIterable {
    case one = 1
    case two = 2

    /// Points per cell across.
    public var cellPointWidth: Int { 8 / rawValue }
    /// Points per cell down.
    public var cellPointHeight: Int { 16 / rawValue }
}
