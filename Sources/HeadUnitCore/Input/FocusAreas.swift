/// The focus areas of what is on screen, top to bottom, from the state
/// alone: a modal traps focus in its own area; otherwise the bar, then the
/// template's body areas.
public enum FocusAreas {
    /// Areas of the screen now shown, top to bottom, none of them empty.
    public static func areas(for state: SessionState) -> [FocusArea] {
        let areas: [FocusArea]
        switch state.mode {
        case .home: areas = [.row("home", [.homeApp])]
        case .ended: areas = [.row("ended", [.relaunch])]
        case .disconnected: areas = []
        case .app:
            if let modalID = state.controller.modal, let modal = state.templates[modalID] {
                areas = modalAreas(modal)
            } else if let top = state.topTemplate {
                areas = [barArea(top, state)] + bodyAreas(top, state)
            } else {
                areas = []
            }
        }
        return areas.filter { !$0.controls.isEmpty }
    }

    /// Where focus rests when a template first shows: the first control of
    /// its body (play/pause on now playing, an alert's first non-cancel
    /// action), else the first control there is.
    public static func initialFocus(in areas: [FocusArea], template: Template?) -> ControlID? {
        switch template?.body {
        case .nowPlaying: return .nowPlaying(.playPause)
        case .alert(let alert):
            let index = alert.shownActions.firstIndex { $0.style != .cancel } ?? 0
            return .alertAction(index)
        default:
            let bar = ["nav", "tabs"]
            return areas.first { !bar.contains($0.name) }?.controls.first ?? areas.first?.controls.first
        }
    }

    private static func modalAreas(_ modal: Template) -> [FocusArea] {
        switch modal.body {
        case .alert(let alert): [.row("alert", alert.shownActions.indices.map { .alertAction($0) })]
        case .actionSheet(let sheet): [.column("sheet", sheet.actions.indices.map { .sheetAction($0) })]
        default: []
        }
    }

    private static func barArea(_ top: Template, _ state: SessionState) -> FocusArea {
        if let tabBar = state.shownTabBar {
            return .row("tabs", tabBar.tabs.indices.map { .tab($0) })
        }
        var controls: [ControlID] = state.controller.stack.count > 1 ? [.back] : []
        if case .nowPlaying(let nowPlaying) = top.body {
            if nowPlaying.isUpNextButtonEnabled { controls.append(.nowPlaying(.upNext)) }
        } else {
            let buttons = top.barButtons
            controls += buttons.shownLeading.indices.map { .leadingButton($0) }
            controls += buttons.shownTrailing.indices.map { .trailingButton($0) }
        }
        return .row("nav", controls)
    }

    private static func bodyAreas(_ top: Template, _ state: SessionState) -> [FocusArea] {
        switch top.body {
        case .list(let list):
            var controls: [ControlID] = []
            for (sectionIndex, section) in list.shownSections(limited: state.limitedUI).enumerated() {
                for (itemIndex, item) in section.items.enumerated() where item.isEnabled {
                    controls.append(.listItem(section: sectionIndex, item: itemIndex))
                }
            }
            return [.column("body", controls)]
        case .grid(let grid):
            var rows: [[ControlID]] = []
            var index = 0
            for count in grid.rowCounts {
                rows.append((index..<index + count).filter { grid.buttons[$0].isEnabled }.map { .gridButton($0) })
                index += count
            }
            return [.grid("body", rows)]
        case .information(let information):
            return [
                .column("body", information.shownItems.indices.map { .informationItem($0) }),
                .row("actions", information.shownActions.indices.map { .informationAction($0) }),
            ]
        case .nowPlaying(let nowPlaying):
            var areas: [FocusArea] = []
            if nowPlaying.isAlbumArtistButtonEnabled, state.nowPlaying.track != nil {
                areas.append(.row("albumArtist", [.nowPlaying(.albumArtist)]))
            }
            areas.append(.row("transport", [.nowPlaying(.previous), .nowPlaying(.playPause), .nowPlaying(.next)]))
            areas.append(.row("buttons", nowPlaying.buttons.indices.map { .nowPlayingButton($0) }))
            return areas
        case .alert, .actionSheet, .tabBar:
            return []
        }
    }
}
