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
        if let violation = apps[shownApp].ended {
            mode = .ended(violation)
        } else {
            mode = .app
            withApp(shownApp) { FocusEngine.resetFocus(&$0) }
        }
    }

    /// The rail's Now Playing button: opens the app that plays, at its now
    /// playing template.
    mutating func openNowPlaying() {
        guard let owner = nowPlayingApp, apps[owner].ended == nil else { return }
        open(.app(owner))
        guard mode == .app else { return }
        withApp(owner) { Playback.openNowPlaying(&$0) }
    }

    /// The tile a name opens: see `HomeScreen.tile(named:in:)`.
    public func tile(named name: String) -> HomeScreen.Tile? { homeScreen.tile(named: name, in: self) }

    /// The dock's three slots, top first: see `Dock`.
    public var dock: [HomeScreen.Tile] { Dock.slots(in: self) }

    /// The knob turned on the home screen.
    mutating func rotateHome(by detents: Int) { homeFocus = homeScreen.focus(homeFocus, rotatedBy: detents) }

    /// A nudge on the home screen.
    mutating func nudgeHome(_ direction: Direction) { homeFocus = homeScreen.focus(homeFocus, nudged: direction) }

    /// A swipe across the home screen turns its page.
    mutating func swipeHome(towardsNext: Bool) { homeFocus = homeScreen.focus(homeFocus, swipedTowardsNext: towardsNext) }

    /// The app that has a phone event of this name: the shown one first.
    func app(withPhoneEvent name: String) -> Int? {
        ([shownApp] + apps.indices).first { apps[$0].app.events.phone[name] != nil }
    }

    /// Runs a handler's actions in the app at `index`, as its own code would.
    mutating func run(_ actions: [Action], inApp index: Int) {
        withApp(index) { $0.run(actions) }
    }

    /// What the shown app's template in front holds in its text field,
    /// when the app is on screen and the template takes the keyboard.
    public var typedText: String? { mode == .app ? AppSession.typedText(of: apps[shownApp].controller.active, in: apps[shownApp].templates) : nil }

    /// The app the instrument cluster shows: the one whose navigation
    /// session guides the car, whichever app is on the main display
    /// (CarPlay keeps a guiding app's maneuvers in the cluster while the
    /// driver uses another app); when none guides, the app on screen.
    public var clusterApp: AppScope {
        scope(of: apps.firstIndex { $0.navigation != nil } ?? shownApp)
    }
}
