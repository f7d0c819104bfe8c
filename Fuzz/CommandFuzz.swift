import HeadUnitCore

/// Console and script lines: the parser, then every command run against the
/// embedded tour on a virtual clock, its frame drawn, as a script runs.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let commands = try? CommandParser.parse(text) else { return 0 }
    var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
    for command in commands.prefix(64) {
        // Bound the clock, so one input cannot make the run take hours.
        if case .sleep(let seconds) = command, seconds > 600 { continue }
        _ = try? CommandInterpreter.run(command, on: &driver)
    }
    _ = PlainTextWriter.text(of: driver.picture)
    return 0
}
