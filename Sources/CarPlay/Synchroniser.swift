import HeadUnitCore
import MediaPlayer

/// What the app's objects hold, sent to the car where it changed: its
/// templates (those the car holds), the lists it reloaded whole, its now
/// playing, what headunit cannot honour; then the interface controller's
/// delegate hears what appeared and went. The car holds what it shows
/// until that delegate has heard it went, and then lets go of it.
@MainActor final class Synchroniser {
    /// The templates as the car has them from the app.
    private var sent: [TemplateID: Template] = [:]
    private var sentNowPlaying: AppRequest?
    /// What the interface controller's delegate was last told the driver sees.
    private var appearances = TemplateAppearances()

    /// A new connection: the car has nothing of the app's yet.
    func forget() {
        sent = [:]
        sentNowPlaying = nil
        appearances = TemplateAppearances()
    }

    /// Sends the car what the app's templates and now playing hold now,
    /// where it changed, and tells the delegate what appeared and went.
    /// Whether anything was sent or told.
    @discardableResult
    func synchronise(_ runtime: CarPlayRuntime) -> Bool {
        let conversion = runtime.conversion
        for map in conversion.mapTemplates { map.session?.sendGuidance() }
        let changed = conversion.converted().filter { sent[$0.id] != $0 }
        if !changed.isEmpty {
            runtime.send(.define(changed))
            for template in changed { sent[template.id] = template }
        }
        let reloaded = conversion.takeReloadedLists()
        for id in reloaded { runtime.send(.reloaded(id)) }
        let nowPlaying = MPNowPlayingInfoCenter.default().request
        let playingChanged = nowPlaying != sentNowPlaying
        if playingChanged {
            sentNowPlaying = nowPlaying
            runtime.send(nowPlaying)
        }
        let notices = conversion.takeNotices()
        for notice in notices { runtime.send(.notice(notice)) }
        if let heard = runtime.heard, runtime.inTurn {
            for change in runtime.withDriver({ $0.takeShownChanges() }) where change.app == runtime.appIndex { heard(.shown(change)) }
        }
        let told = appearances.update(visibleTemplates(runtime), delegate: runtime.scene?.interfaceController.delegate, heard: runtime.heard)
        return !changed.isEmpty || !reloaded.isEmpty || playingChanged || !notices.isEmpty || told
    }

    /// Lets go of the templates the car no longer shows; the car forgets
    /// those the app let go too.
    func releaseUnreachable(_ runtime: CarPlayRuntime) {
        let gone = runtime.conversion.release(keeping: Set(runtime.controller.shown))
        guard !gone.isEmpty else { return }
        for id in gone { sent[id] = nil }
        runtime.send(.forget(gone))
    }

    /// The templates the driver sees: the top one (under a tab bar, while
    /// nothing is pushed on its tab, the tab bar and then the tab) and the
    /// presented modal.
    private func visibleTemplates(_ runtime: CarPlayRuntime) -> [CPTemplate] {
        let controller = runtime.controller
        let template = runtime.conversion.template
        let stack = controller.stack
        var visible: [CPTemplate] = []
        if controller.hasTabBar, stack.count == 1, let tabBar = controller.root.flatMap(template) { visible.append(tabBar) }
        if let top = stack.last.flatMap(template) { visible.append(top) }
        if let modal = controller.modal.flatMap(template) { visible.append(modal) }
        return visible
    }
}

extension MPNowPlayingInfoCenter {
    /// What it holds, as the session's now playing takes it.
    fileprivate var request: AppRequest {
        guard let info = nowPlayingInfo, let title = info[MPMediaItemPropertyTitle] as? String else {
            return .nowPlaying(nil, isPlaying: false, elapsed: nil)
        }
        let live = info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool ?? false
        let track = Track(
            id: TrackID(title), title: title, artist: info[MPMediaItemPropertyArtist] as? String, album: info[MPMediaItemPropertyAlbumTitle] as? String,
            duration: live ? nil : info[MPMediaItemPropertyPlaybackDuration] as? Double,
            artwork: (info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork).flatMap { $0.image(at: $0.bounds.size)?.glyph })
        let rate = info[MPNowPlayingInfoPropertyPlaybackRate] as? Double
        let playing = playbackState == .playing || (playbackState == .unknown && (rate ?? 1) > 0)
        return .nowPlaying(track, isPlaying: playing, elapsed: info[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double)
    }
}
