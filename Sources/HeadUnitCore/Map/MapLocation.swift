/// Where a place is: a latitude and longitude, or a point of a map laid
/// out by the scenario (x and y from 0 to 1, from the top left).
public enum MapLocation: Hashable, Sendable {
    case coordinate(latitude: Double, longitude: Double)
    case point(x: Double, y: Double)

    /// The location on the flat map headunit draws, in map units: east and
    /// south grow. Longitude is narrowed by the cosine of the latitude, so
    /// a map near the poles is not stretched.
    var mapPoint: (x: Double, y: Double) {
        switch self {
        case .coordinate(let latitude, let longitude):
            let radians = latitude * Double.pi / 180
            return (longitude * Self.cosine(radians), -latitude)
        case .point(let x, let y):
            return (x, y)
        }
    }

    /// cos(x) by its series, good to 1e-9 over -π/2...π/2, without Foundation.
    static func cosine(_ x: Double) -> Double {
        var term = 1.0, sum = 1.0
        for n in stride(from: 2, through: 20, by: 2) {
            term *= -x * x / Double((n - 1) * n)
            sum += term
        }
        return sum
    }
}
