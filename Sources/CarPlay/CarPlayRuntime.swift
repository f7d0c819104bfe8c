import Foundation
import HeadUnitCore
import MediaPlayer

/// The bridge between an app's CarPlay code and headunit's session: it
/// tells the app's scene delegate of the connection, runs the closures
/// of the controls the driver selects, and turns what the app does to its
/// interface controller and templates into the session's host commands.
///
/// It takes a turn on the session's driver after every step (see
/// `AppHost`): the app's code runs then, with the driver at hand; what it
/// does outside a turn (its own timers and tasks) waits for the next.
@MainActor package final class CarPlayRuntime {
    /// The app as the session knows it: its name, category and phone events.
    package var app: App
    /// The scene delegate the app gave, set on each new scene as iOS sets
    /// the one its Info.plist names.
    private let sceneDelegate: any CPTemplateApplicationSceneDelegate
    /// The hosted app's place among the head unit's apps: the first.
    let appIndex = 0
    /// The scene of the connection, while connected.
    package private(set) var scene: CPTemplateApplicationScene?
    package let conversion = Conversion()
    /// The driver, while the app has its turn.
    private var driver: SessionDriver?
    /// What the app asked outside a turn, for the next, with who hears how it went.
    private var waiting: [(command: HostCommand, done: (HostOutcome) -> Void)] = []
    /// The templates as the session has them from the app.
    private var sent: [TemplateID: Template] = [:]
    private var sentNowPlaying: HostCommand?
    /// The interface controller as of the last command: what `templates` reads.
    private(set) var controller: InterfaceController
    /// The car's appearance and its display's scale, as of the last turn.
    private(set) var appearance: Appearance = .day
    private(set) var profile = DisplayProfile.standard
    /// What the interface controller's delegate was last told the driver sees.
    private var appearances = TemplateAppearances()

    /// The car the app runs in: its shared now playing and centres.
    package let context: CarContext

    package init(app: App, delegate: any CPTemplateApplicationSceneDelegate, context: CarContext = .process) {
        self.app = app
        self.context = context
        sceneDelegate = delegate
        controller = InterfaceController(category: app.category)
        conversion.runtime = self
    }

    /// The host that gives this runtime its turns, each in the app's car.
    package nonisolated func host() -> AppHost {
        AppHost(
            serve: { [self] driver in
                MainActor.assumeIsolated { self.context.run { self.serve(&driver) } }
            },
            // At rest the app gets no turn: its main queue's work, and its next timer, wake the terminal.
            work: AppWork(
                descriptor: { MainActor.assumeIsolated { MainQueue.workDescriptor } },
                secondsToNextTimer: { MainActor.assumeIsolated { MainQueue.nextTimer.map { $0.timeIntervalSinceNow } } }))
    }

    /// A turn: the app hears what the session told it, its tasks and
    /// timers that are due run, and what its objects hold now goes to the
    /// session; until nothing more comes of it.
    func serve(_ given: inout SessionDriver) {
        driver = given
        defer {
            given = driver!
            driver = nil
        }
        let asked = waiting
        waiting = []
        synchronise()
        for request in asked { request.done(send(request.command)) }
        // Until a round leaves nothing to hear and changes nothing: what
        // the main queue held may have queued more.
        for round in 0..<64 {
            for event in driver!.takeHostEvents() { hear(event) }
            // Drained elsewhere (a test car's steps), the queue is none of the turn's business.
            let queueRan = !MainQueue.drainedElsewhere && AppCode.run("a block the app put on the main queue") { MainQueue.runPending() }
            releaseUnreachable()
            let changed = synchronise()
            // A second round when the queue ran: what ran may have queued more.
            if driver!.state.hostEvents.isEmpty && !changed && (round > 0 || !queueRan) { break }
        }
        controller = driver!.state.scope(of: appIndex).controller
        appearance = driver!.state.appearance
        profile = driver!.state.profile
    }

    private func hear(_ event: HostEvent) {
        switch event {
        case .connected(let index) where index == appIndex:
            AppCode.run("the scene delegate, connecting") { connect() }
        case .disconnected(let index) where index == appIndex:
            AppCode.run("the scene delegate, disconnecting") { disconnect() }
        case .callback(let index, let id, let row) where index == appIndex:
            conversion.fire(id, row: row)
        case .typed(let index, let template, let text) where index == appIndex:
            AppCode.run("the search template's delegate") { (conversion.template(template) as? CPSearchTemplate)?.searchTextChanged(text) }
        case .tabSelected(let index, let tab) where index == appIndex:
            guard let root = controller.root.flatMap(conversion.template) as? CPTabBarTemplate else { return }
            AppCode.run("the tab bar's delegate") { root.selected(tab) }
        case .appearance(let appearance):
            self.appearance = appearance
            AppCode.run("the session configuration's delegate") {
                CPSessionConfiguration.tellAll(in: context) { $0.contentStyleChanged(appearance == .night ? .dark : .light) }
            }
        case .limitedUI(let on):
            AppCode.run("the session configuration's delegate") {
                CPSessionConfiguration.tellAll(in: context) { $0.limitedUserInterfacesChanged(on ? [.keyboard, .lists] : []) }
            }
        case .media(let index, let key) where index == appIndex:
            AppCode.run("a remote command's target") { press(key) }
        case .panning(let index, let shown) where index == appIndex:
            AppCode.run("the map template's delegate") { navigationMap?.panningChanged(shown: shown) }
        case .panned(let index, let direction) where index == appIndex:
            AppCode.run("the map template's delegate") { navigationMap?.panned(direction) }
        case .navigationAlertDismissed(let index, let reason) where index == appIndex:
            AppCode.run("the map template's delegate") {
                navigationMap?.navigationAlertWent(CPNavigationAlert.DismissalContext(rawValue: UInt(reason.rawValue)) ?? .systemDismissed)
            }
        case .connected, .disconnected, .callback, .typed, .tabSelected, .media, .panning, .panned, .navigationAlertDismissed:
            break
        }
    }

    /// A media key of the car, to the app's remote commands.
    private func press(_ key: MediaKey) {
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

    /// The scene connects: a new scene and interface controller, told to
    /// the delegate as UIKit tells it (`scene(_:willConnectTo:options:)`,
    /// the CarPlay `didConnect`, with the window for a navigation app, then
    /// foreground and active).
    private func connect() {
        let scene = CPTemplateApplicationScene.connecting(self, size: displaySize)
        self.scene = scene
        controller = InterfaceController(category: app.category)
        conversion.forgetTemplates()
        sent = [:]
        sentNowPlaying = nil
        scene.delegate = sceneDelegate
        scene.delegate?.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let delegate = carPlayDelegate(of: scene)
        if app.category == .navigation {
            delegate?.templateApplicationScene(scene, didConnect: scene.interfaceController, to: scene.carWindow)
            if let map = scene.carWindow.rootViewController {
                map.loadViewIfNeeded()
                conversion.notice("the app's own map view (CPWindow.rootViewController) is not drawn; headunit shows its plain map surface")
            }
        } else {
            delegate?.templateApplicationScene(scene, didConnect: scene.interfaceController)
        }
        scene.setActivationState(.foregroundInactive)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.setActivationState(.foregroundActive)
        scene.delegate?.sceneDidBecomeActive(scene)
    }

    /// The scene disconnects: told to the delegate in UIKit's order.
    private func disconnect() {
        guard let scene else { return }
        scene.setActivationState(.foregroundInactive)
        scene.delegate?.sceneWillResignActive(scene)
        scene.setActivationState(.background)
        scene.delegate?.sceneDidEnterBackground(scene)
        let delegate = carPlayDelegate(of: scene)
        if app.category == .navigation {
            delegate?.templateApplicationScene(scene, didDisconnect: scene.interfaceController, from: scene.carWindow)
        } else {
            delegate?.templateApplicationScene(scene, didDisconnectInterfaceController: scene.interfaceController)
        }
        scene.setActivationState(.unattached)
        scene.delegate?.sceneDidDisconnect(scene)
        self.scene = nil
    }

    /// The scene's delegate as CarPlay's, which hears the interface
    /// controller come and go: the one the app gave, unless its code set
    /// another. Told apart by identity first, since a cast to a protocol
    /// searches every conformance in the program the first time.
    private func carPlayDelegate(of scene: CPTemplateApplicationScene) -> (any CPTemplateApplicationSceneDelegate)? {
        if let delegate = scene.delegate, delegate === sceneDelegate { return sceneDelegate }
        return scene.delegate as? any CPTemplateApplicationSceneDelegate
    }

    /// The display's size in points, as of the last turn.
    private var displaySize: CGSize { CGSize(width: profile.pointWidth, height: profile.pointHeight) }

    /// Sends the session what the app's templates and now playing hold now,
    /// where it changed.
    /// Whether anything was sent.
    @discardableResult
    func synchronise() -> Bool {
        for map in conversion.mapTemplates { map.session?.sendGuidance() }
        let changed = conversion.converted().filter { sent[$0.id] != $0 }
        if !changed.isEmpty {
            send(.define(changed))
            for template in changed { sent[template.id] = template }
        }
        let reloaded = conversion.takeReloadedLists()
        for id in reloaded { send(.reloaded(id)) }
        let nowPlaying = MPNowPlayingInfoCenter.default().command
        let playingChanged = nowPlaying != sentNowPlaying
        if playingChanged {
            sentNowPlaying = nowPlaying
            send(nowPlaying)
        }
        let notices = conversion.takeNotices()
        for notice in notices { send(.notice(notice)) }
        let told = appearances.update(visibleTemplates, delegate: scene?.interfaceController.delegate)
        return !changed.isEmpty || !reloaded.isEmpty || playingChanged || !notices.isEmpty || told
    }

    /// Lets go of the templates the car no longer shows; the session
    /// forgets those the app let go too.
    private func releaseUnreachable() {
        let gone = conversion.release(keeping: Set(controller.shown))
        guard !gone.isEmpty else { return }
        for id in gone { sent[id] = nil }
        send(.forget(gone))
    }

    /// The templates the driver sees: the top one (a tab bar with its
    /// selected tab) and the presented modal.
    private var visibleTemplates: [CPTemplate] {
        var visible: [CPTemplate] = []
        if let top = stack.last {
            visible.append(top)
            if let tabBar = top as? CPTabBarTemplate, let tab = tabBar.selectedTemplate { visible.append(tab) }
        }
        if let modal = controller.modal.flatMap(conversion.template) { visible.append(modal) }
        return visible
    }

    /// Does what the app asks, during its turn or at the next; `done`
    /// hears the CarPlay rule it broke, if any.
    func request(_ command: HostCommand, done: @escaping (HostOutcome) -> Void = { _ in }) {
        guard driver != nil else { return waiting.append((command, done)) }
        done(send(command))
    }

    /// Does what the app asks, during its turn (returning the CarPlay
    /// rule it breaks), else at the next turn.
    @discardableResult
    func send(_ command: HostCommand) -> HostOutcome {
        guard driver != nil else {
            waiting.append((command, { _ in }))
            return .done
        }
        let outcome = driver!.host(command, app: appIndex)
        controller = driver!.state.scope(of: appIndex).controller
        return outcome
    }

    /// Shows `template` (registered, its content sent in the turn) with
    /// `action` on its id; `done` hears the rule it broke, if any.
    func show(_ template: CPTemplate, _ action: (TemplateID) -> Action, done: @escaping (HostOutcome) -> Void) {
        let id = conversion.id(for: template)
        if driver != nil { synchronise() }
        request(.perform(action(id)), done: done)
        // A tab bar set as the root shows the tab the app selected.
        if let tabBar = template as? CPTabBarTemplate, case .setRoot = action(id), tabBar.selectedIndex > 0 { request(.selectTab(tabBar.selectedIndex)) }
    }

    /// The trip and route the driver has chosen in the previews on the map.
    func tripPreviewChoice() -> (trip: Int, route: Int)? {
        guard let templates = driver?.state.scope(of: appIndex).templates else { return nil }
        for template in templates.values {
            if case .map(let map) = template.body, let previews = map.tripPreviews { return (previews.selectedTrip, previews.selectedRoute) }
        }
        return nil
    }

    /// The phone's own events as the app's hosted actions: each runs its closure.
    package func phoneEvents(_ events: KeyValuePairs<String, @MainActor () -> Void>) -> [String: [Action]] {
        var actions: [String: [Action]] = [:]
        for (name, body) in events {
            let key = PhoneEvent(name)
            phoneKeys.append(key)
            actions[name] = [conversion.action(for: key) { _ in body() }]
        }
        return actions
    }

    /// The objects the phone events' handlers are kept by.
    private var phoneKeys: [PhoneEvent] = []

    private final class PhoneEvent {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// The map template navigation acts on: the first on the stack.
    private var navigationMap: CPMapTemplate? { stack.lazy.compactMap { $0 as? CPMapTemplate }.first }

    /// The objects of the templates on the stack, root first.
    package var stack: [CPTemplate] { controller.stack.compactMap(conversion.template) }
}

extension MPNowPlayingInfoCenter {
    /// What it holds, as the session's now playing takes it.
    fileprivate var command: HostCommand {
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
