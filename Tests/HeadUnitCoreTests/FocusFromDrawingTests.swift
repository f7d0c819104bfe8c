import Foundation
import HeadUnitCore
import HeadUnitFiles
import Testing

/// Focus is checked against what is drawn: on every screen of every
/// shipped scenario, at every profile, the knob reaches each control of
/// the focus areas, and each control it reaches is on screen (has a region
/// in the control map) at the moment it is focused, drawn with the ring.
/// The walk presses every control it reaches, so it sees every template.
struct FocusFromDrawingTests {
    static let cases: [(file: String, profile: DisplayProfile, density: Density)] = ShippedScenarioTests.files.flatMap { file in
        DisplayProfile.named.flatMap { profile in Density.allCases.map { (file, profile, $0) } }
    }

    @Test(arguments: cases)
    func everyControlTheKnobReachesIsOnScreen(_ file: String, _ profile: DisplayProfile, _ density: Density) throws {
        let path = ShippedScenarioTests.folder.appendingPathComponent(file).path
        let scenario = try #require(ScenarioLoader.load(path: path).scenario)
        let start = SessionDriver(state: SessionState(app: scenario.app, profile: profile, density: density))
        // The screens the app shows by itself: its timeline, its phone events.
        var timeline = start
        timeline.advance(by: (scenario.app.events.timeline.map(\.at).max() ?? 0) + 1)
        let phone = scenario.app.events.phone.keys.sorted().map { name in
            var driver = start
            driver.send(.phone(name))
            return driver
        }
        var queue = [start, timeline] + phone
        var seen = Set(queue.map { Self.key($0.state) })
        var shown: Set<TemplateID> = []
        while !queue.isEmpty, seen.count < 500 {
            let start = queue.removeFirst()
            shown.formUnion(start.state.shown.activeTemplateID.map { [$0] } ?? [])
            for next in walk(start, label: "\(file) at \(profile.description) density \(density.rawValue)") where seen.insert(Self.key(next.state)).inserted {
                queue.append(next)
            }
        }
        // Every template the scenario declares (not the plain now playing
        // every app has, which a charging app never shows).
        let written = try Self.templatesWritten(in: path)
        let declared = scenario.app.templates.values.filter { written.contains($0.id) }
        let templates = Set(declared.filter { $0.kind != .tabBar || $0.id == "empty" }.map(\.id))
        #expect(shown == templates, "the knob reached every template of \(file); not \(templates.subtracting(shown).sorted())")
    }

    /// The ids of the templates the file at `path` writes out.
    private static func templatesWritten(in path: String) throws -> Set<TemplateID> {
        let document = try JSONFile.document(Array(Data(contentsOf: URL(fileURLWithPath: path)))).get()
        guard case .object(let members) = document.value, case .object(let templates)? = members.first(where: { $0.key == "templates" })?.value.value
        else { return [] }
        return Set(templates.map { TemplateID($0.key) })
    }

    /// Visits every control of the screen's focus areas with the knob,
    /// checking each is drawn where the control map says; returns the
    /// screens one press (or back) away.
    private func walk(_ start: SessionDriver, label: String) -> [SessionDriver] {
        var driver = start
        let areas = FocusAreas.areas(for: driver.state)
        let all = Set(areas.flatMap(\.controls))
        guard !all.isEmpty else { return [] }
        // Up to the first area, then through each area to its end and down.
        for _ in 0..<(all.count + areas.count) { driver.send(.nudge(.up)) }
        var visited: Set<ControlID> = []
        var successors: [SessionDriver] = []
        /// Turns the knob through the focused area, from its start to its end.
        func sweep() {
            driver.send(.rotate(-all.count))
            for _ in 0..<all.count {
                guard let focus = driver.state.focus else { break }
                let screen = driver.screen
                #expect(screen.focus == focus, "\(label): the ring is drawn on \(focus)")
                let region = screen.region(of: focus)
                #expect(region != nil, "\(label): \(focus) has focus but is not on screen")
                #expect(region.map { screen.frame.bounds.intersection($0.rect) == $0.rect } ?? true, "\(label): \(focus) reaches out of the display")
                if visited.insert(focus).inserted {
                    var pressed = driver
                    pressed.send(.press)
                    pressed.advance(by: 5)
                    successors.append(pressed)
                }
                driver.send(.rotate(1))
                if driver.state.focus == focus { break }
            }
        }
        for _ in areas {
            sweep()
            driver.send(.nudge(.down))
        }
        // The rail is beside the template's areas, on the driver's side.
        if areas.contains(where: { $0.name == "rail" }) {
            for _ in 0..<all.count { driver.send(.nudge(.left)) }
            sweep()
        }
        #expect(visited == all, "\(label): the knob reached \(visited.count) of \(all.count) controls; missed \(all.subtracting(visited))")
        var back = start
        back.send(.back)
        return successors + [back]
    }

    /// A screen, as the walk tells screens apart: what is shown, and the
    /// state of the template in front (which place's card is open).
    static func key(_ state: SessionState) -> String {
        "\(state.mode) \(state.shown.controller) \(state.shown.activeTemplateID.flatMap { state.shown.templates[$0] }.map { "\($0.body)" } ?? "")"
    }
}
