import HeadUnitCore

/// Large inputs: lint's time per megabyte of a valid scenario, of one
/// object of 100,000 unknown keys, and the clock delivering a timeline of
/// 100,000 entries. Both are made here, so
/// the figures need no file.
enum ScaleBench {
    /// Prints the figures; returns the timeline's against its goal (the
    /// last round's 313 ms, on a quiet machine).
    static func print() -> BenchGoal {
        let scenario = largeScenario(items: 6000)
        let megabytes = Double(scenario.count) / Double(1 << 20)
        var lintTimes = (0..<5).map { _ in
            let start = ContinuousClock.now
            let result = ScenarioLoader.load(bytes: scenario, file: "large.json")
            precondition(!result.hasErrors, "the bench's scenario is valid")
            return BenchFormat.micros(start.duration(to: .now)) / 1000
        }
        let lint = BenchFormat.summary(&lintTimes).median
        func figure(_ value: Double) -> String { String(LayoutBench.format(value).drop { $0 == " " }) }
        Output.print("\nLint of a valid \(figure(megabytes)) MB scenario (6,000 tracks and items): \(figure(lint)) ms, ")
        Output.print("\(figure(lint / megabytes)) ms per MB (median of 5)\n")

        let keys = unknownKeysScenario(keys: 100_000)
        let keysStart = ContinuousClock.now
        let keysResult = ScenarioLoader.load(bytes: keys, file: "keys.json")
        let keysTime = BenchFormat.micros(keysStart.duration(to: .now)) / 1000
        precondition(keysResult.problemCount == 100_000, "each unknown key is a problem")
        Output.print("Lint of a \(figure(Double(keys.count) / Double(1 << 20))) MB scenario of 100,000 unknown keys in one object: \(figure(keysTime)) ms\n")

        let timeline = timelineScenario(entries: 100_000)
        let app = ScenarioLoader.load(bytes: timeline, file: "timeline.json", validate: false).scenario!.app
        // The median of three: a single run on a busy machine read 160 to 350 ms.
        var timelineTimes = (0..<3).map { _ in
            let start = ContinuousClock.now
            var driver = SessionDriver(state: SessionState(app: app))
            driver.advance(by: 120)
            return BenchFormat.micros(start.duration(to: .now)) / 1000
        }
        let delivered = BenchFormat.summary(&timelineTimes).median
        Output.print("A timeline of 100,000 entries scheduled and delivered over 120 s of clock: \(figure(delivered)) ms (median of 3)\n")
        return BenchGoal("a 100,000-entry timeline (quiet machine)", delivered, unit: " ms", atMost: 313)
    }

    /// A list of `items` rows, each playing one of as many tracks.
    static func largeScenario(items: Int) -> [UInt8] {
        let rows = (0..<items).map { #"{"text": "Item \#($0)", "detailText": "Detail", "handler": {"play": "t\#($0)"}}"# }
        let tracks = (0..<items).map { #"{"id": "t\#($0)", "title": "Track \#($0)", "artist": "Artist"}"# }
        return Array(
            (#"{"headunit": 1, "app": {"name": "Large", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "sections": [{"items": ["#
                + rows.joined(separator: ",") + #"]}]}}, "media": {"tracks": ["# + tracks.joined(separator: ",") + "]}}").utf8)
    }

    /// A list template with `keys` keys it does not know, about 40 bytes each.
    static func unknownKeysScenario(keys: Int) -> [UInt8] {
        let unknown = (0..<keys).map { #""unknownListTemplateKey\#($0)": \#($0)"# }
        return Array(
            (#"{"headunit": 1, "app": {"name": "K", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "#
                + unknown.joined(separator: ", ") + #", "sections": [{"items": [{"text": "A"}]}]}}}"#).utf8)
    }

    /// A timeline of `entries` updates, spread over 100 s.
    static func timelineScenario(entries: Int) -> [UInt8] {
        let timeline = (0..<entries).map { #"{"at": \#(Double($0 % 1000) / 10), "do": {"update": {"template": "h", "item": "a", "detailText": "\#($0)"}}}"# }
        return Array(
            (#"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "sections": [{"items": [{"id": "a", "text": "A"}]}]}}, "timeline": ["#
                + timeline.joined(separator: ",") + "]}").utf8)
    }
}
