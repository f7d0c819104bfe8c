extension SessionState {
    /// The home screen of this head unit's apps on its display.
    public var homeScreen: HomeScreen { HomeScreen(self) }

    /// Opens a home screen tile: an app shows as it was left (its stack,
    /// its focus); one of the car's own opens its stand-in screen.
    mutating func open(_ tile: HomeScreen.Tile) {
        guard mode != .disconnected else { return }
        switch tile {
        case .app(let index):
            guard apps.indices.contains(index) else { return }
            shownApp = index
            current = index
            recentApps.removeAll { $0 == index }
            recentApps.insert(index, at: 0)
            returnToApp()
        case .builtIn(let builtIn):
            mode = .builtIn(builtIn)
        }
    }

    /// The home button, the key's or the rail's: home, and from home back
    /// to the last app; nothing while no phone is connected.
    mutating func pressHome() {
        if mode == .home {
            if !recentApps.isEmpty { returnToApp() }
        } else if mode != .disconnected {
            goHome()
        }
    }

    /// Goes to the home screen, focus on the tile of the app that was shown.
    mutating func goHome() {
        mode = .home
        let tiles = homeScreen.tiles
        homeFocus = tiles.firstIndex(of: .app(shownApp)).flatMap { recentApps.isEmpty ? nil : $0 } ?? 0
    }

    /// Shows the shown app again, from the home screen or a screen of the
    /// car's own; focus finds what the app did meanwhile. An app the car
    /// ended shows why.
    mutating func returnToApp() {
        current = shownApp
        if let violation = apps[shownApp].ended {
            mode = .ended(violation)
        } else {
            mode = .app
            resetFocus()
        }
    }

    /// The rail's Now Playing button: opens the app that plays, at its now
    /// playing template.
    mutating func openNowPlaying() {
        guard let owner = nowPlayingApp, apps[owner].ended == nil else { return }
        open(.app(owner))
        guard mode == .app else { return }
        do {
            try showNowPlaying()
        } catch {
            end(error)
        }
    }

    /// The tile a name opens: an app by its name (any case), or a word of
    /// it when only one app has that word, or one of the car's own apps.
    public func tile(named name: String) -> HomeScreen.Tile? {
        let wanted = name.lowercased()
        let home = homeScreen
        let tiles = home.tiles
        let names = tiles.map { home.label(of: $0, in: self).name.lowercased() }
        if let exact = names.firstIndex(of: wanted) { return tiles[exact] }
        let partial = names.indices.filter { names[$0].split(separator: " ").contains { $0 == wanted } || names[$0].hasPrefix(wanted) }
        if partial.count == 1 { return tiles[partial[0]] }
        return BuiltInApp(rawValue: wanted).map { .builtIn($0) }
    }

    /// The dock's three slots, top first: the navigation app (the car's
    /// Maps when none is loaded), the app now playing (else the latest
    /// audio app, else the car's Music), then the latest other app opened
    /// (else the car's Phone), as CarPlay fills its dock.
    public var dock: [HomeScreen.Tile] {
        let recents = recentApps + apps.indices.filter { !recentApps.contains($0) }
        func latest(_ category: AppCategory) -> Int? { recents.first { apps[$0].app.category == category } }
        let navigationApp = latest(.navigation)
        let audioApp = nowPlayingApp ?? latest(.audio)
        var slots: [HomeScreen.Tile] = [
            navigationApp.map { .app($0) } ?? .builtIn(.maps),
            audioApp.map { .app($0) } ?? .builtIn(.music),
        ]
        let other = recentApps.first { !slots.contains(.app($0)) }
        slots.append(other.map { .app($0) } ?? .builtIn(.phone))
        return slots
    }

    /// Moves the home screen's focus by `detents` tiles, through its pages,
    /// stopping at the ends.
    mutating func rotateHome(by detents: Int) {
        let count = homeScreen.tiles.count
        guard count > 0 else { return }
        homeFocus = min(max(homeFocus + detents, 0), count - 1)
    }

    /// A nudge on the home screen: to the tile that way on the page, and
    /// past a page's side to the next page.
    mutating func nudgeHome(_ direction: Direction) {
        let home = homeScreen
        let page = home.page(of: homeFocus)
        let rows = home.rows(ofPage: page).map { $0.map(ControlID.homeApp) }
        let area = FocusArea.grid("home", rows)
        if let neighbour = area.spatialNeighbour(of: .homeApp(homeFocus), direction), case .homeApp(let index) = neighbour {
            homeFocus = index
            return
        }
        switch direction {
        case .right where page + 1 < home.pages: homeFocus = (page + 1) * home.perPage
        case .left where page > 0: homeFocus = page * home.perPage - 1
        default: break
        }
    }

    /// A swipe across the home screen turns its page.
    mutating func swipeHome(towardsNext: Bool) {
        let home = homeScreen
        let page = home.page(of: homeFocus)
        let target = towardsNext ? page + 1 : page - 1
        guard target >= 0, target < home.pages else { return }
        homeFocus = target * home.perPage
    }

    /// The app that has a phone event of this name: the shown one first.
    func app(withPhoneEvent name: String) -> Int? {
        ([shownApp] + apps.indices).first { apps[$0].app.events.phone[name] != nil }
    }

    /// The app whose navigation session guides the car, if any: the
    /// cluster shows it whichever app is on screen.
    public var guidingApp: AppSession? {
        apps.first { $0.navigation != nil }
    }
}
