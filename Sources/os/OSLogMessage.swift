import Foundation

/// STAND-IN for `OSLogMessage`: the string literal, with interpolations, a
/// `Logger` writes. An interpolated value is written as itself whatever its
/// privacy, as Xcode's console shows it while debugging.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// STAND-IN for `OSLogInterpolation`: the parts of a log message.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A value described as `String(describing:)` describes it.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += value().description
    }

    /// A string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += argumentString()
    }

    /// An object, by its description.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        text += argumentObject().description
    }

    /// A type, by its name.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto)
    {
        text += String(describing: value())
    }

    /// A number in `format`: decimal, or hexadecimal or octal as asked.
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += String(number(), radix: format.radix)
    }

    /// A floating-point number, with `format`'s digits after the point if it names them.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += format.precision.map { String(format: "%.\($0)f", number()) } ?? String(number())
    }

    /// A Boolean, as `true` or `false`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        text += format == .answer ? (boolean() ? "YES" : "NO") : String(boolean())
    }
}

/// STAND-IN for `OSLogPrivacy`: whether a value may be shown in the log.
/// The console of the head unit shows every value, as Xcode's does.
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String

    /// Private unless the value is a number or a Boolean.
    public static let auto = OSLogPrivacy(name: "auto")
    /// Shown.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Hidden in a log read later.
    public static let `private` = OSLogPrivacy(name: "private")
    /// Hidden in a log read later, even while debugging.
    public static let sensitive = OSLogPrivacy(name: "sensitive")
}

/// STAND-IN for `OSLogStringAlignment`: how a value is padded.
public struct OSLogStringAlignment: Sendable {
    /// No padding.
    public static let none = OSLogStringAlignment()
}

/// STAND-IN for `OSLogIntegerFormatting`: the base an integer is written in.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int

    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// Base 16.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// Base 8.
    public static let octal = OSLogIntegerFormatting(radix: 8)
}

/// STAND-IN for `OSLogFloatFormatting`: how a floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?

    /// As Swift writes it.
    public static let fixed = OSLogFloatFormatting(precision: nil)

    /// With `precision` digits after the point.
    public static func fixed(precision: @autoclosure @escaping () -> Int) -> OSLogFloatFormatting { OSLogFloatFormatting(precision: precision()) }
}

/// STAND-IN for `OSLogBoolFormat`: `true`/`false` or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer
}
