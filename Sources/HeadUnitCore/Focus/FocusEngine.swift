/// The knob's focus over an app's screen: rotating through an area,
/// nudging between areas (the rail beside them), where focus starts and
/// where it goes when what it was on goes, and the scrolling that keeps
/// it in view. It acts on the app's scope.
enum FocusEngine {
    /// Knob rotation: focus moves `detents` controls through the current
    /// area, in reading order, stopping at its ends; a nudge leaves it.
    /// On a car that cannot nudge (a knob that only turns and presses, no
    /// touchpad) a turn goes on through every area in order, the bar, the
    /// body, the rail, stopping at the screen's ends, as UIKit's focus
    /// engine moves by `UIFocusHeading.next` and `.previous` where no
    /// direction is given: else the other areas were out of its reach.
    static func rotate(_ scope: inout AppScope, by detents: Int) {
        if scope.focus == .scrollBody { return scrollBody(&scope, by: detents) }
        if scope.isPanning { return MapNavigation.zoom(&scope, by: detents) }
        guard let current = scope.focus, let area = FocusAreas.area(holding: current, in: scope), let index = area.index(of: current) else {
            return focusOnInput(&scope, FocusAreas.areas(for: scope))
        }
        let target = index + detents
        guard area.controls.indices.contains(target) || scope.state.carProfile.movesBetweenAreas(moving: scope.state.car.isDriving) else {
            return rotateThroughAreas(&scope, from: current, by: detents)
        }
        setFocus(&scope, area.controls[min(max(target, 0), area.controls.count - 1)], area: area)
    }

    /// A turn past an area's end on a car that cannot nudge: focus goes on
    /// into the next area (or back into the one before), in the screen's order.
    private static func rotateThroughAreas(_ scope: inout AppScope, from current: ControlID, by detents: Int) {
        let areas = FocusAreas.areas(for: scope)
        let order = areas.indices.flatMap { area in areas[area].controls.map { (area: area, control: $0) } }
        guard let index = order.firstIndex(where: { $0.control == current }) else { return }
        let target = order[min(max(index + detents, 0), order.count - 1)]
        setFocus(&scope, target.control, area: areas[target.area])
    }

    /// Knob nudge: spatially within a row or grid, otherwise to the area
    /// beyond in that direction (up and down in the areas' order, left and
    /// right as they are drawn), where focus returns to that area's last
    /// focused control.
    static func nudge(_ scope: inout AppScope, _ direction: Direction) {
        if scope.isPanning { return MapNavigation.pan(&scope, direction) }
        let areas = FocusAreas.areas(for: scope)
        guard let current = scope.focus, let index = areas.firstIndex(where: { $0.contains(current) }) else {
            return focusOnInput(&scope, areas)
        }
        if let neighbour = areas[index].spatialNeighbour(of: current, direction) {
            return setFocus(&scope, neighbour, area: areas[index])
        }
        let target: Int
        // Up and down go through the template's areas; the rail is beside them.
        let stacked = areas.indices.filter { areas[$0].name != FocusArea.Names.rail }
        switch direction {
        case .up, .down:
            guard let position = stacked.firstIndex(of: index) else { return }
            target = stacked[safe: position + (direction == .up ? -1 : 1)] ?? -1
        case .left, .right:
            guard let beside = areaBeside(scope, current, direction, in: areas) else { return }
            target = beside
        }
        guard areas.indices.contains(target) else { return }
        let area = areas[target]
        let remembered = scope.activeTemplateID.flatMap { scope.views[$0]?.memory[area.name] }
        setFocus(&scope, remembered.flatMap { area.contains($0) ? $0 : nil } ?? area.controls[0], area: area)
    }

    /// The area drawn beside `control` to the left or right, as the screen
    /// shows them: the one with the control nearest that way (a map beside
    /// a picker); nil when nothing lies that way.
    private static func areaBeside(_ scope: AppScope, _ control: ControlID, _ direction: Direction, in areas: [FocusArea]) -> Int? {
        let screen = Layout.screen(for: scope.state)
        guard let from = screen.region(of: control)?.rect else { return nil }
        var best: (index: Int, distance: Int)?
        for (index, area) in areas.enumerated() where !area.contains(control) {
            for other in area.controls {
                guard let rect = screen.region(of: other)?.rect else { continue }
                let gap = direction == .right ? rect.x - from.maxX : from.x - rect.maxX
                guard gap >= 0 else { continue }
                // Beside means at the same height first: rows apart weigh more than columns.
                let rowsApart = max(0, rect.y - from.maxY + 1, from.y - rect.maxY + 1)
                let distance = gap + 8 * rowsApart
                if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
            }
        }
        return best?.index
    }

    /// The knob moved while nothing had focus: focus where a screen starts,
    /// else, when the app's screen has nothing to focus, on the rail (the
    /// driver turned the knob, and the rail is all there is).
    private static func focusOnInput(_ scope: inout AppScope, _ areas: [FocusArea]) {
        resetFocus(&scope)
        guard scope.focus == nil, let rail = areas.first(where: { $0.name == FocusArea.Names.rail }), let first = rail.controls.first else { return }
        setFocus(&scope, first, area: rail)
    }

    /// Puts focus on the active template's first control when it has none
    /// (or one that is gone), and scrolls it into view.
    static func resetFocus(_ scope: inout AppScope) {
        guard scope.state.tracksFocus, scope.state.mode == .app, let id = scope.activeTemplateID else { return }
        // Focus still on a control on screen (a row updated in place, as
        // a timeline's every entry does): found by the part that holds it,
        // the body first, without laying out the others.
        if let current = scope.views[id]?.focus, FocusAreas.area(holding: current, in: scope) != nil {
            return scrollToFocus(&scope)
        }
        let areas = FocusAreas.areas(for: scope)
        // The focused control is gone: the one now in its place, or the
        // last of its area, as near as focus can stay.
        if let place = scope.views[id]?.focusPlace, let area = areas.first(where: { $0.name == place.area }), !area.controls.isEmpty {
            return setFocus(&scope, area.controls[min(place.index, area.controls.count - 1)], area: area)
        }
        guard let template = scope.templates[id], let first = FocusAreas.initialFocus(in: areas, template: template),
            let area = areas.first(where: { $0.contains(first) })
        else {
            scope.views[id, default: TemplateView()].focus = nil
            return
        }
        setFocus(&scope, first, area: area)
    }

    /// After rows changed what they show but not which of them are
    /// enabled (an `update` without `isEnabled`, as a timeline's entries
    /// are): the knob reaches the same controls and every row keeps its
    /// height (which follows its image row, and no update sets one), so a
    /// focus held stays where it is, scrolled as it was; only a screen
    /// with no focus yet looks for one.
    static func keepFocus(_ scope: inout AppScope) {
        if scope.focus == nil { resetFocus(&scope) }
    }

    /// A list the driver sees reloaded whole (`updateSections`): a car's
    /// focus engine loses the focused row and starts again at the list's
    /// first, scrolled to the top, as knob-driven cars do (reports of
    /// rotary users' lists jumping back to the top after a reload:
    /// home-assistant/iOS #5258, pocket-casts-ios #736, Arpeggi #103).
    /// Focus outside the rows (the back button) stays; rows changed in
    /// place (`setText`, `isPlaying`) keep it.
    static func restartFocus(_ scope: inout AppScope, afterReloadOf id: TemplateID) {
        guard scope.state.tracksFocus, scope.state.mode == .app, scope.activeTemplateID == id, let focus = scope.views[id]?.focus,
            FocusAreas.area(holding: focus, in: scope)?.name == FocusArea.Names.body
        else { return }
        scope.views[id]?.focus = nil
        scope.views[id]?.focusPlace = nil
        scope.views[id]?.scrollTop = 0
        resetFocus(&scope)
    }

    /// Keeps the focused control of the top template inside its scrolled body.
    static func scrollToFocus(_ scope: inout AppScope) {
        guard scope.state.tracksFocus, let id = scope.controller.top, let template = scope.templates[id], var view = scope.views[id],
            let scroll = template.body.content.scrollContent(limited: scope.state.limitedUI, geometry: scope.state.geometry)
        else { return }
        let content = scroll.geometry
        if let focus = view.focus, content.block(of: focus) != nil {
            view.scrollTop = content.scrollTop(showing: focus, from: view.scrollTop, viewport: scroll.viewport)
        } else {
            view.scrollTop = content.clamp(view.scrollTop, viewport: scroll.viewport)
        }
        scope.views[id] = view
    }

    /// Turning the knob on a scrolling body: it scrolls one block (an
    /// item) a detent, within its content.
    private static func scrollBody(_ scope: inout AppScope, by detents: Int) {
        guard let id = scope.controller.top, let template = scope.templates[id], var view = scope.views[id],
            let scroll = template.body.content.scrollContent(limited: scope.state.limitedUI, geometry: scope.state.geometry)
        else { return }
        let tops = scroll.geometry.blocks.map(\.top)
        var top = scroll.geometry.clamp(view.scrollTop, viewport: scroll.viewport)
        for _ in 0..<abs(detents) {
            top = detents > 0 ? tops.first { $0 > top } ?? top : tops.last { $0 < top } ?? 0
            top = scroll.geometry.clamp(top, viewport: scroll.viewport)
        }
        view.scrollTop = top
        scope.views[id] = view
    }

    /// A finger's swipe on a scrolling body: the content moves with it,
    /// `points` down the content (negative: up), within its ends.
    static func scroll(_ scope: inout AppScope, byPoints points: Int) {
        guard points != 0, scope.controller.modal == nil, let id = scope.controller.top, let template = scope.templates[id], var view = scope.views[id],
            let scroll = template.body.content.scrollContent(limited: scope.state.limitedUI, geometry: scope.state.geometry)
        else { return }
        view.scrollTop = scroll.geometry.clamp(view.scrollTop + points, viewport: scroll.viewport)
        scope.views[id] = view
    }

    private static func setFocus(_ scope: inout AppScope, _ control: ControlID, area: FocusArea) {
        guard let id = scope.activeTemplateID else { return }
        scope.views[id, default: TemplateView()].focus(on: control, in: area)
        scrollToFocus(&scope)
    }
}
