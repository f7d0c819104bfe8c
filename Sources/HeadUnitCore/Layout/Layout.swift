/// Lays out the whole display for a state: `layout(state) -> Screen`.
///
/// The whole frame every time, by plain arithmetic; the same state always
/// gives the same screen.
public enum Layout {
    /// The screen for `state`, drawn with its glyph set.
    public static func screen(for state: SessionState) -> Screen {
        let focus = state.focusRingVisible ? state.focus : nil
        var canvas = Canvas(geometry: state.geometry, glyphs: state.glyphs, focus: focus)
        return screen(for: state, on: &canvas)
    }

    /// The screen for `state`, each part of it (the status rail, a tab
    /// bar, a list's rows) copied from `memory` when it shows what it
    /// showed there (and kept there when not): the same screen as
    /// `screen(for:)`, for a host that draws one step after another.
    public static func screen(for state: SessionState, reusing memory: inout LayoutMemory) -> Screen {
        let focus = state.focusRingVisible ? state.focus : nil
        var canvas = Canvas(geometry: state.geometry, glyphs: state.glyphs, focus: focus)
        canvas.memory = memory
        let screen = screen(for: state, on: &canvas)
        if let kept = canvas.memory { memory = kept }
        return screen
    }

    private static func screen(for state: SessionState, on canvas: inout Canvas) -> Screen {
        StatusRailLayout.draw(state, on: &canvas)
        switch state.mode {
        case .home:
            SystemScreensLayout.home(state, on: &canvas)
        case .builtIn(let app):
            SystemScreensLayout.builtIn(app, on: &canvas)
        case .dashboard:
            DashboardLayout.draw(state, on: &canvas)
        case .disconnected:
            SystemScreensLayout.disconnected(state, on: &canvas)
        case .ended(let violation):
            SystemScreensLayout.ended(state, violation: violation, on: &canvas)
        case .system(let screen):
            if case .siri = screen {
                // Siri listens over the app, which takes no touch meanwhile.
                let railControls = canvas.controls.count
                drawApp(state, on: &canvas)
                canvas.dropControls(after: railControls)
            }
            SystemScreensLayout.system(screen, state, on: &canvas)
        case .app:
            drawApp(state, on: &canvas)
        }
        let screen = canvas.screen()
        return state.driverSide == .right ? DriverSideLayout.movingRailRight(screen, geometry: state.geometry) : screen
    }

    /// Draws the app on screen, from its session rather than its scope
    /// (`state.shown`), which copies the whole state. The release build
    /// still copies the session itself once a frame (callgrind).
    private static func drawApp(_ state: SessionState, on canvas: inout Canvas) {
        drawApp(state.apps[state.shownApp], environment: TemplateEnvironment(app: state.shownApp, of: state), on: &canvas)
    }

    /// Inlined into its one caller, so that the fields are read there.
    @inline(__always)
    private static func drawApp(_ app: AppSession, environment: TemplateEnvironment, on canvas: inout Canvas) {
        let railControls = canvas.controls.count
        guard let topID = app.controller.top, let top = app.templates[topID] else { return }
        if let root = app.controller.root, let tabBar = app.shownTabBar {
            tabBar.draw(TemplateContext(environment: environment, id: root, view: app.views[root] ?? TemplateView()), on: &canvas)
        } else if !environment.isNavigationBarHidden {
            NavigationBarLayout.draw(app.controller.stack, templates: app.templates, template: top, on: &canvas)
        }
        top.body.content.draw(TemplateContext(environment: environment, id: topID, view: app.views[topID] ?? TemplateView()), on: &canvas)
        guard let modalID = app.controller.modal, let modal = app.templates[modalID] else { return }
        // A modal takes every touch in the app area: what it covers is not a control.
        canvas.dropControls(after: railControls)
        modal.body.content.draw(TemplateContext(environment: environment, id: modalID, view: app.views[modalID] ?? TemplateView()), on: &canvas)
    }
}
