/// What one car's driver can reach on the screens lint walks (`lint
/// --car`), parked and moving: a car with touch reaches every control; a
/// knob, nudge or touchpad reaches those focus can rest on. A map the app
/// acts on when it moves (`regionChanged`) is reached by a finger's drag,
/// and without touch only through its panning interface: focus on the map
/// itself (a point-of-interest template's) or on an enabled map button
/// that runs `showPanningInterface`, and a nudge or touchpad to pan with.
struct CarReach {
    let car: CarProfile
    /// The handlers already reported, by path and whether moving.
    private var reported: Set<String> = []

    init(car: CarProfile) {
        self.car = car
    }

    /// Inputs that move focus; inputs that pan a map's panning interface.
    private static let focusInputs: Set<CarInput> = [.knob, .nudge, .touchpad]
    private static let panInputs: Set<CarInput> = [.nudge, .touchpad]

    /// Reports each handler on this screen whose control the driver
    /// cannot reach, once for a control out of reach parked and moving.
    mutating func check(_ state: SessionState, sites: [HandlerSite]) -> [RuleReport] {
        guard sites.contains(where: { $0.control != nil }) else { return [] }
        let focusable = Set(FocusAreas.areas(for: state).flatMap(\.controls))
        let screen = Layout.screen(for: state)
        // A control on this screen; one not drawn here (a place's card not
        // open, a row scrolled away) is reached, if at all, on another.
        // A map template's map is no control, but it is drawn.
        let drawn = Set(screen.controls.map(\.id)).union(state.shown.shownMap != nil ? [.map] : [])
        let panButtons = sites.filter { site in
            site.control.map(focusable.contains) == true && site.handler.actions.contains(.navigation(.showPanningInterface))
        }
        var reports: [RuleReport] = []
        for moving in [false, true] {
            let inputs = car.usable(moving: moving)
            guard !inputs.contains(.touch) else { continue }
            let focuses = !inputs.isDisjoint(with: Self.focusInputs)
            for site in sites {
                guard let control = site.control, drawn.contains(control) else { continue }
                let violation: RuleViolation
                if control == .map && !focusable.contains(.map) {
                    let pans = !inputs.isDisjoint(with: Self.panInputs)
                    guard !(focuses && pans && !panButtons.isEmpty) else { continue }
                    violation = .cannotPan(
                        state.shown.topTemplate, car: car.name, inputs: car.inputs.sorted().map(\.rawValue), moving: moving, canPan: focuses && pans)
                } else {
                    guard !(focuses && focusable.contains(control)) else { continue }
                    let label = screen.region(of: control).map { screen.label(of: $0) }
                    let focusNouns = car.inputs.intersection(Self.focusInputs).sorted().map(\.noun)
                    violation = .outOfReach(control, label: label, car: car.name, focusInputs: focusNouns, moving: moving)
                }
                // Out of reach parked, it is said once, not again for moving.
                guard !reported.contains(site.path), reported.insert(moving ? "\(site.path) moving" : site.path).inserted else { continue }
                reports.append(RuleReport(violation: violation, severity: .error, path: site.path))
            }
        }
        return reports
    }
}
