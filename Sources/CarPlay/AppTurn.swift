import HeadUnitCore
import MediaPlayer

/// The app's turn in the car's step: the app's sleeps that the car's
/// clock has passed end; what it asked between turns is asked; then, round
/// by round, it hears what the car told it, its queued work runs until its
/// tasks are quiet, and what its objects hold goes to the car, until a
/// round leaves nothing to hear and changes nothing. So everything the car
/// owes the app for a step (a delegate's will and did, a tab chosen) is
/// told in that step, and what the app does about it is shown before the
/// driver's next input is read.
@MainActor enum AppTurn {
    /// How many rounds a turn takes at most: an app whose every round
    /// changes something does not hold the car forever.
    static let rounds = 64

    static func take(_ runtime: CarPlayRuntime, answering asked: [(request: AppRequest, done: (RequestOutcome) -> Void)]) {
        let time = runtime.context.time
        for job in time.move(to: runtime.car!.clock) { AppExecutor.shared.run(job, of: time) }
        runtime.synchroniser.synchronise(runtime)
        for request in asked { request.done(runtime.send(request.request)) }
        for round in 0..<rounds {
            var events: [CarEvent] = []
            runtime.withDriver { events = $0.takeCarEvents() }
            for event in events { hear(event, runtime) }
            // Drained elsewhere (a test car's steps), the queue is none of the turn's business.
            let queueRan =
                !MainQueue.drainedElsewhere && AppCode.run("a block the app put on the main queue") { MainQueue.runUntilQuiet(time) }
            let changed = runtime.synchroniser.synchronise(runtime)
            // After the delegate heard what went: the car held it until then.
            runtime.synchroniser.releaseUnreachable(runtime)
            // A second round when the queue ran: what ran may have queued more.
            if runtime.car!.carEvents.isEmpty && !changed && (round > 0 || !queueRan) { break }
        }
    }

    /// What the car told the app, to the app's objects.
    private static func hear(_ event: CarEvent, _ runtime: CarPlayRuntime) {
        guard event.app.map({ $0 == runtime.appIndex }) ?? true else { return }
        let context = runtime.context
        switch event {
        case .connected:
            AppCode.run("the scene delegate, connecting") { runtime.lifecycle.connect(runtime) }
        case .disconnected:
            AppCode.run("the scene delegate, disconnecting") { runtime.lifecycle.disconnect(runtime) }
        case .callback(_, let id, let row):
            if !runtime.conversion.fire(id, row: row) { runtime.send(.dropped(row)) }
        case .typed(_, let template, let text):
            AppCode.run("the search template's delegate") { (runtime.conversion.template(template) as? CPSearchTemplate)?.searchTextChanged(text) }
        case .tabSelected(_, let tab):
            guard let root = runtime.controller.root.flatMap(runtime.conversion.template) as? CPTabBarTemplate else { return }
            AppCode.run("the tab bar's delegate") { root.selected(tab) }
        case .templatesChanged:
            // The delegate hears it at the round's end, with what the app's own code changed.
            break
        case .appearance(let appearance):
            AppCode.run("the session configuration's delegate") {
                CPSessionConfiguration.tellAll(in: context) { $0.contentStyleChanged(appearance == .night ? .dark : .light) }
            }
            AppCode.run("the scene's delegate") { runtime.lifecycle.contentStyleChanged(to: appearance == .night ? .dark : .light) }
            runtime.screens.hear(event, runtime)
        case .dashboard, .instrumentCluster, .clusterControl:
            runtime.screens.hear(event, runtime)
        case .limitedUI(let on):
            AppCode.run("the session configuration's delegate") {
                CPSessionConfiguration.tellAll(in: context) { $0.limitedUserInterfacesChanged(on ? [.keyboard, .lists] : []) }
            }
        case .media(_, let key):
            AppCode.run("a remote command's target") { press(key) }
        case .panning(_, let shown):
            AppCode.run("the map template's delegate") { runtime.navigationMap?.panningChanged(shown: shown) }
        case .panned(_, let direction):
            AppCode.run("the map template's delegate") { runtime.navigationMap?.panned(direction) }
        case .dragged(_, let x, let y):
            AppCode.run("the map template's delegate") { runtime.navigationMap?.dragged(by: CGPoint(x: x, y: y)) }
        case .navigationAlertDismissed(_, let reason):
            AppCode.run("the map template's delegate") {
                runtime.navigationMap?.navigationAlertWent(CPNavigationAlert.DismissalContext(rawValue: UInt(reason.rawValue)) ?? .systemDismissed)
            }
        }
    }

    /// A media key of the car, to the app's remote commands.
    private static func press(_ key: MediaKey) {
        let center = MPRemoteCommandCenter.shared()
        switch key {
        case .playPause:
            _ =
                center.togglePlayPauseCommand.send()
                || (MPNowPlayingInfoCenter.default().playbackState == .playing ? center.pauseCommand : center.playCommand).send()
        case .play: center.playCommand.send()
        case .pause: center.pauseCommand.send()
        case .next: center.nextTrackCommand.send()
        case .previous: center.previousTrackCommand.send()
        }
    }
}
