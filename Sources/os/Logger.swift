// os on Linux: STAND-INS for Apple's unified logging, which CarPlay code
// logs through (`Logger`, `OSLog`, `os_log`). Linux's Swift has no module
// named `os`. A message goes to standard error, one line each, as Xcode's
// console shows it while debugging: on the head unit that is the app's
// console, kept away from the car's screen. `import os` brings Foundation,
// as on iOS.
@_exported import Foundation

/// STAND-IN for `Logger`: writes messages of a subsystem and category at a
/// level. Each message is one line on standard error:
/// `subsystem [category] level: message`.
public struct Logger: Sendable {
    let log: OSLog

    /// A logger of the default subsystem and category.
    public init() { log = .default }

    /// A logger of `subsystem` (the app's bundle identifier, by custom) and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }

    /// A logger that writes to `log`.
    public init(_ log: OSLog) { self.log = log }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }

    /// Writes `message` at the debug level, as `trace` does.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }

    /// Writes `message` at the default level, as `notice` does.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes `message` at the error level, as `warning` does.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes `message` at the fault level, as `critical` does.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }

    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
