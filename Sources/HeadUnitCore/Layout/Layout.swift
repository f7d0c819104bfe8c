/// Lays out the whole display for a state: `layout(state) -> Screen`.
///
/// The whole frame every time, by plain arithmetic; the same state always
/// gives the same screen.
public enum Layout {
    /// The screen for `state`, drawn with its glyph set.
    public static func screen(for state: SessionState) -> Screen {
        let focus = state.focusRingVisible ? state.focus : nil
        var canvas = Canvas(geometry: state.geometry, glyphs: state.glyphs, focus: focus)
        StatusRailLayout.draw(state, on: &canvas)
        switch state.mode {
        case .home:
            SystemScreensLayout.home(state, on: &canvas)
        case .disconnected:
            SystemScreensLayout.disconnected(state, on: &canvas)
        case .ended(let violation):
            SystemScreensLayout.ended(state, violation: violation, on: &canvas)
        case .app:
            drawApp(state, on: &canvas)
        }
        return canvas.screen()
    }

    private static func drawApp(_ state: SessionState, on canvas: inout Canvas) {
        guard let topID = state.controller.top, let top = state.templates[topID] else { return }
        let view = state.views[topID] ?? TemplateView()
        if let tabBar = state.shownTabBar {
            TabBarLayout.draw(state, tabBar: tabBar, on: &canvas)
        } else {
            NavigationBarLayout.draw(state, template: top, on: &canvas)
        }
        switch top.body {
        case .list(let list): ListLayout.draw(state, id: topID, list: list, view: view, on: &canvas)
        case .grid(let grid): GridLayout.draw(grid, on: &canvas)
        case .information(let information): InformationLayout.draw(information, view: view, on: &canvas)
        case .nowPlaying(let nowPlaying): NowPlayingLayout.draw(state, nowPlaying: nowPlaying, on: &canvas)
        case .alert, .actionSheet, .tabBar: break
        }
        guard let modalID = state.controller.modal, let modal = state.templates[modalID] else { return }
        switch modal.body {
        case .alert(let alert): AlertLayout.draw(alert, on: &canvas)
        case .actionSheet(let sheet): ActionSheetLayout.draw(sheet, focus: canvas.focus, on: &canvas)
        default: break
        }
    }
}
