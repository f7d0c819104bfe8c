extension SessionState {
    /// Does what a hosted app's code asks, in the app in context; a CarPlay
    /// rule it breaks ends the app, as in a car, and is returned: the error
    /// the app's call gets.
    mutating func host(_ command: HostCommand) -> RuleViolation? {
        switch command {
        case .define(let defined):
            for template in defined { templates[template.id] = template }
            resetFocus()
        case .perform(let action):
            do {
                try perform(action, opensNowPlaying: false)
            } catch {
                end(error)
                return error
            }
        case .popTo(let id):
            for popped in controller.pop(to: id) { views[popped] = nil }
            resetFocus()
        case .finish(let pending):
            if spinning == pending { spinning = nil }
        case .nowPlaying(let track, let isPlaying, let elapsed):
            if let track {
                if nowPlaying.track != track { nowPlaying.start(track) }
                nowPlaying.isPlaying = isPlaying
                if let elapsed { nowPlaying.elapsed = max(0, elapsed) }
                nowPlayingApp = current
            } else if nowPlayingApp == current || nowPlayingApp == nil {
                nowPlaying = NowPlayingState()
                nowPlayingApp = nil
            }
        case .guidance(let guidance):
            navigation = guidance
        }
        return nil
    }
}
