import Testing

@testable import os

/// os: Logger, OSLog and os_log, which the surveyed apps' CarPlay files log
/// through (Parkuj, Apple's CarPlay samples). headunit writes each message
/// as one line of the app's console, as Xcode's console shows it.
struct OSLogConformance {
    @Test("a logger's message names its subsystem, category and level", .apple("os/logger"))
    func loggerLine() {
        let log = OSLog(subsystem: "com.example.parking", category: "CarPlay")
        #expect(log.line(.debug, "connected") == "com.example.parking [CarPlay] debug: connected\n")
        #expect(log.line(.default, "ready") == "com.example.parking [CarPlay] notice: ready\n")
        #expect(OSLog.default.line(.error, "lost") == "error: lost\n")
    }

    @Test("interpolated values are written as themselves, whatever their privacy", .apple("os/oslogprivacy"))
    func interpolation() {
        let places = 3
        let name = "Rynek"
        let message: OSLogMessage =
            "found \(places) places near \(name, privacy: .private), open \(true), \(2.5, format: .fixed(precision: 2)) km, \(255, format: .hex)"
        #expect(message.text == "found 3 places near Rynek, open true, 2.50 km, ff")
    }

    @Test("os_log formats its arguments printf-style, privacy marks aside", .apple("os/os_log(_:dso:log:_:_:)"))
    func osLogFormats() {
        #expect(OSLog.text("%{public}@ has %d stations, %{private}@", ["Rynek", 12, "near"]) == "Rynek has 12 stations, near")
        os_log("%d stations", log: .disabled, type: .info, 12)
        os_log(.error, log: .disabled, "%{public}@ lost", "Rynek")
        Logger(subsystem: "s", category: "c").notice("written to standard error")
    }
}
