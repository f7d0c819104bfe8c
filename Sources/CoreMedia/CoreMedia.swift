// CoreMedia on Linux: STAND-INS for the time values CarPlay's playback
// configuration takes (`CPPlaybackConfiguration`'s elapsed time and
// duration). `import CoreMedia` brings Foundation, as on iOS.
@_exported import Foundation

/// STAND-IN for `CMTimeValue`: the numerator of a time.
public typealias CMTimeValue = Int64
/// STAND-IN for `CMTimeScale`: how many parts a second has.
public typealias CMTimeScale = Int32

/// STAND-IN for `CMTime`: a time as a rational number of seconds,
/// `value / timescale`. A time of timescale 0 is invalid.
public struct CMTime: Hashable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale

    /// `value / timescale` seconds.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
    }

    /// `seconds`, rounded to the nearest part of `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    /// Whether it is a time: its timescale is not 0.
    public var isValid: Bool { timescale > 0 }

    /// The time in seconds; NaN for an invalid time.
    public var seconds: Double { isValid ? Double(value) / Double(timescale) : .nan }

    /// No time at all: 0 seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// Not a time.
    public static let invalid = CMTime(value: 0, timescale: 0)
}

/// `CMTimeMake`: `value / timescale` seconds.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `CMTimeMakeWithSeconds`: `seconds` in parts of `preferredTimescale`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// `CMTimeGetSeconds`: the time in seconds.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
