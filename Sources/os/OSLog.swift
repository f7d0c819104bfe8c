import Foundation

/// STAND-IN for `OSLog`: a log of a subsystem and category, which `os_log`
/// and `Logger.init(_:)` write to. A disabled log writes nothing.
public final class OSLog: NSObject, Sendable {
    let subsystem: String
    let category: String
    let isEnabled: Bool

    /// A log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The log of no subsystem and no category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: ())

    /// The line `message` at `level` makes: `subsystem [category] level: message`,
    /// without what the log has not got.
    func line(_ level: OSLogType, _ message: String) -> String {
        let source = [subsystem, category.isEmpty ? "" : "[\(category)]"].filter { !$0.isEmpty }.joined(separator: " ")
        return (source.isEmpty ? "" : source + " ") + "\(level.name): \(message)\n"
    }

    /// The printf-style `format` with `args`; a privacy mark
    /// (`%{public}@`) is shown as the value it marks.
    static func text(_ format: StaticString, _ args: [CVarArg]) -> String {
        let plain = format.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
        return String(format: plain, arguments: args)
    }

    /// Writes `message` at `level` to standard error, if the log is enabled.
    func write(_ level: OSLogType, _ message: String) {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data(line(level, message).utf8))
    }
}

/// STAND-IN for `OSLogType`: the level of a message.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level, `notice`'s.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help in troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful while developing.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error of the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program or the system.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name, as Xcode's console shows it.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }
}

/// STAND-IN for `os_log(_:log:type:_:)`: writes the printf-style `message`
/// with `args` to `log` at `type`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    log.write(type, OSLog.text(message, args))
}

/// STAND-IN for `os_log(_:dso:log:_:_:)`: writes the printf-style `message`
/// with `args` to `log` at `type`, the level first.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    log.write(type, OSLog.text(message, args))
}
