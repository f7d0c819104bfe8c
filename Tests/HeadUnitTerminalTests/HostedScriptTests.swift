import HeadUnitTestSupport
import Testing

/// A hosted app's rehearsals are read when `script` or `play` runs them:
/// its head unit starts without parsing them, and a bad line is told, with
/// its place, by the command that would run it.
struct HostedScriptTests {
    @Test func anAppStartsWhateverItsScriptsHold() throws {
        let start = try ToolProcess.run(["snapshot"], program: "CrashingApp")
        #expect(start.status == 0, "\(start.stderr)")
        #expect(start.stdout.contains("▐ Crash"), "\(start.stdout)")
    }

    @Test(arguments: ["script", "play"]) func aBadLineInAnAppsScriptStopsTheCommandThatRunsIt(command: String) throws {
        let run = try ToolProcess.run([command], program: "CrashingApp")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("broken.hus:2:1: error: [script-command] unknown command 'frobnicate': use dpad, keycode,"), "\(run.stderr)")
    }
}
