/// An app's audio as the car steers it: the driver's media keys and
/// transport buttons, the app's own play, pause and track steps, and its
/// now-playing screen. It acts on the app's scope.
enum Playback {
    /// The driver's media key or transport button: what `apply` does, and
    /// a hosted app hears it (its remote commands).
    static func press(_ scope: inout AppScope, _ key: MediaKey) {
        apply(&scope, key)
        if scope.app.isHosted { scope.state.carEvents.append(.media(app: scope.appIndex, key)) }
    }

    /// A media key: play, pause, or step through the app's tracks.
    static func apply(_ scope: inout AppScope, _ key: MediaKey) {
        switch key {
        case .playPause: scope.state.nowPlaying.isPlaying.toggle()
        case .play: scope.state.nowPlaying.isPlaying = true
        case .pause: scope.state.nowPlaying.isPlaying = false
        case .next, .previous:
            guard let playing = scope.state.nowPlaying.track,
                let index = scope.app.position(of: playing.id)
            else { return }
            if key == .previous, scope.state.nowPlaying.elapsed > 3 {
                scope.state.nowPlaying.elapsed = 0
                return
            }
            let target = key == .next ? index + 1 : index - 1
            if let track = scope.app.tracks[safe: target] {
                scope.state.nowPlaying.start(track)
            } else {
                scope.state.nowPlaying.isPlaying = false
                scope.state.nowPlaying.elapsed = key == .next ? (playing.duration ?? 0) : 0
            }
        }
        if scope.state.nowPlaying.track == nil { scope.state.nowPlaying.isPlaying = false }
    }

    /// The app's `play` action: its track starts (or what it played goes
    /// on), and on screen its now playing opens when the action may open it.
    static func play(_ scope: inout AppScope, _ trackID: TrackID?, opensNowPlaying: Bool) throws(RuleViolation) {
        if let trackID, let track = scope.app.track(trackID) {
            scope.state.nowPlaying.start(track)
            scope.state.nowPlayingApp = scope.appIndex
        } else if scope.state.nowPlaying.track != nil, scope.state.nowPlayingApp == scope.appIndex {
            scope.state.nowPlaying.isPlaying = true
        }
        if scope.isOnScreen && opensNowPlaying { try showNowPlaying(&scope) }
    }

    /// The app's pause, next or previous action: an app steers its own
    /// audio only, not another app's.
    static func steer(_ scope: inout AppScope, _ key: MediaKey) {
        guard scope.state.nowPlayingApp == nil || scope.state.nowPlayingApp == scope.appIndex else { return }
        apply(&scope, key)
    }

    /// Opens the app's now playing; a rule it breaks ends the app.
    static func openNowPlaying(_ scope: inout AppScope) {
        do {
            try showNowPlaying(&scope)
        } catch {
            scope.end(error)
        }
    }

    /// Shows the app's now playing: popped back to when it is on the
    /// stack, else pushed.
    static func showNowPlaying(_ scope: inout AppScope) throws(RuleViolation) {
        let id = scope.app.nowPlayingID
        if scope.controller.top == id { return }
        if scope.controller.stack.contains(id) {
            for popped in scope.controller.pop(to: id) { scope.views[popped] = nil }
            return FocusEngine.resetFocus(&scope)
        }
        try scope.perform(.push(id), opensNowPlaying: true)
    }
}
