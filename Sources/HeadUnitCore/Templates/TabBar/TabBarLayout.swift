/// The tab bar at the top of a root tab bar template: equal slots, icon
/// over title, the selected tab marked under its title, a badge by the icon.
enum TabBarLayout {
    /// What the bar is drawn from: its tabs and the one selected.
    private struct Look: Equatable, Sendable {
        let tabs: [Tab]
        let selected: Int
    }

    /// Draws the bar, or copies it from the last screen when it shows the same.
    static func draw(_ environment: TemplateEnvironment, tabBar: TabBarTemplate, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let appLeft = geometry.column(geometry.appX)
        let region = Rect(x: appLeft, y: 0, width: geometry.columns - appLeft, height: geometry.row(DisplayGeometry.barHeight))
        let look = Look(tabs: tabBar.tabs, selected: environment.selectedTab)
        let focus: ControlID? = if case .tab? = canvas.focus { canvas.focus } else { nil }
        canvas.part(.bar, key: look, region: region, focus: focus) { draw(look, on: &$0) }
    }

    private static func draw(_ look: Look, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let appLeft = geometry.column(geometry.appX)
        let slotColumns = (geometry.columns - appLeft) / max(1, look.tabs.count)
        let iconRow = geometry.textRow(0), titleRow = geometry.textRow(16), markRow = geometry.row(40)
        for (index, tab) in look.tabs.enumerated() {
            let slot = appLeft + index * slotColumns
            let selected = index == look.selected
            let ink: Ink = selected ? .accent : .secondary
            let icon = canvas.text(tab.glyph, column: slot, row: iconRow, columns: slotColumns, align: .center, style: Style(ink))
            if tab.showsTabBadge {
                canvas.text(Glyphs.badge, column: icon.maxX, row: iconRow, columns: 1, style: Style(.badge))
            }
            // A title may fill its slot but one column; the focus pill's
            // edges may then reach into the gap beside it.
            let title = TextFit.truncate(tab.title, to: slotColumns - 1)
            let width = TextWidth.columns(of: title) + 2
            let label = canvas.inlineControl(
                .tab(index), title, column: slot + (slotColumns - width) / 2, row: titleRow, maxColumns: width,
                style: Style(ink, bold: selected), registers: false)
            if selected {
                canvas.fill(Rect(x: label.x + 1, y: markRow, width: label.width - 2, height: 1), glyph: Glyphs.tabMark, style: Style(.accent))
            }
            canvas.register(.tab(index), Rect(x: slot, y: 0, width: slotColumns, height: geometry.row(DisplayGeometry.barHeight)))
        }
    }
}
