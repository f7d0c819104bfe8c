// What Foundation has on iOS and lacks on Linux, which UIKit code takes
// for granted: URLSession (FoundationNetworking on Linux) and the CGFloat
// conversions of CoreGraphics' overlay.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

extension CGFloat {
    /// The number's value, as `CGFloat(truncating:)` gives it on iOS.
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }
}

/// Nanoseconds in a second, which Dispatch has on iOS and not on Linux.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

extension NSValue {
    /// A value holding `rect`, as UIKit's extension makes one on iOS.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
}
