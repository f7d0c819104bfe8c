/// The status rail's dock: its three slots, top first, as CarPlay fills
/// them: the navigation app (the car's Maps when none is loaded), the app
/// now playing (else the latest audio app, else the car's Music), then the
/// latest other app opened (else the car's Phone).
enum Dock {
    static func slots(in state: SessionState) -> [HomeScreen.Tile] {
        let recents = state.recentApps + state.apps.indices.filter { !state.recentApps.contains($0) }
        func latest(_ category: AppCategory) -> Int? { recents.first { state.apps[$0].app.category == category } }
        var slots: [HomeScreen.Tile] = [
            latest(.navigation).map { .app($0) } ?? .builtIn(.maps),
            (state.nowPlayingApp ?? latest(.audio)).map { .app($0) } ?? .builtIn(.music),
        ]
        let other = state.recentApps.first { !slots.contains(.app($0)) }
        slots.append(other.map { .app($0) } ?? .builtIn(.phone))
        return slots
    }
}
