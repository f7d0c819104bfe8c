/// A 24-bit colour.
public struct RGB: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour written `#rrggbb`, or nil.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var values: [UInt8] = []
        for index in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            values.append(high << 4 | low)
        }
        self.init(values[0], values[1], values[2])
    }

    /// `#rrggbb`.
    public var description: String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined()
    }

    /// This colour mixed with `other`: 0 keeps it, 1 gives `other`.
    public func mixed(with other: RGB, _ amount: Double) -> RGB {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
        return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }

    /// Squared distance, weighted for the eye (red 2, green 4, blue 3).
    func distance(to other: RGB) -> Int {
        let r = Int(red) - Int(other.red), g = Int(green) - Int(other.green), b = Int(blue) - Int(other.blue)
        return 2 * r * r + 4 * g * g + 3 * b * b
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
