import HeadUnitCore

/// Scenario files: parsing, decoding, lint's rule checks and its walk of
/// every screen; a scenario that loads is then drawn, the first frame
/// through every writer (plain text, ANSI, SVG, ASCII), in the headless
/// session the commands drive.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let result = ScenarioLoader.load(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.json")
    for diagnostic in result.diagnostics { _ = diagnostic.formatted(file: "fuzz.json") }
    guard let scenario = result.scenario, !result.hasErrors else { return 0 }
    var driver = SessionDriver(state: SessionState(app: scenario.app, profile: .minimum))
    for command in [Command.input(.rotate(1)), .input(.press), .sleep(seconds: 3), .input(.back)] { _ = try? CommandInterpreter.run(command, on: &driver) }
    let frame = driver.picture
    let theme = ThemeLoader.standard
    _ = PlainTextWriter.text(of: frame)
    _ = ANSIWriter.text(of: frame, palette: theme.night, depth: .truecolor)
    _ = SVGWriter.document(of: frame, palette: theme.day, title: scenario.app.name)
    _ = AsciiFallback.apply(to: frame)
    return 0
}
