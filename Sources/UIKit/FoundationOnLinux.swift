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
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
