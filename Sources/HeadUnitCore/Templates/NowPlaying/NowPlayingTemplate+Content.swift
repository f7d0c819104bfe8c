/// Now playing as the session, lint and layout see it: the transport
/// controls drive the shared player, shuffle and repeat toggle, Up Next
/// sits in the navigation bar.
extension NowPlayingTemplate: TemplateContent {
    static let kind = TemplateKind.nowPlaying
    static let displayName = "now playing"
    static let isModal = false
    static let raisesWhenShown = true
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = [
        ("◁", "<"), ("▷▶", ">"), ("❚", "|"), ("⇄", "x"), ("↻", "@"), ("⋯", "~"), ("≡", "="), (String(Character(NowPlayingLayout.progressKnob)), "o"),
    ]

    var body: TemplateBody { .nowPlaying(self) }

    /// Up Next, at the trailing end of the bar, when it is enabled.
    var barControls: [BarControl] {
        guard isUpNextButtonEnabled else { return [] }
        return [BarControl(id: .nowPlaying(.upNext), label: "\(upNextTitle ?? "Up Next") ≡", side: .trailing)]
    }

    func handlerSlots() -> [HandlerSlot] {
        var slots: [HandlerSlot] = []
        if let upNextHandler { slots.append(HandlerSlot(control: .nowPlaying(.upNext), path: "upNextHandler", handler: upNextHandler)) }
        if let albumArtistHandler {
            slots.append(HandlerSlot(control: .nowPlaying(.albumArtist), path: "albumArtistHandler", handler: albumArtistHandler))
        }
        return slots + HandlerSlot.each(buttons, in: "buttons", control: { .nowPlayingButton($0) }, handler: \.handler)
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        guard buttons.count > CarPlayLimits.nowPlayingButtons else { return [] }
        return [.exception(.nowPlayingButtons(buttons.count), at: "buttons[\(CarPlayLimits.nowPlayingButtons)]")]
    }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        var areas: [FocusArea] = []
        if isAlbumArtistButtonEnabled, environment.nowPlaying.track != nil {
            areas.append(.row("albumArtist", [.nowPlaying(.albumArtist)]))
        }
        areas.append(.row("transport", [.nowPlaying(.previous), .nowPlaying(.playPause), .nowPlaying(.next)]))
        areas.append(.row("buttons", buttons.indices.map { .nowPlayingButton($0) }))
        return areas
    }

    /// Play/pause, as a car focuses it.
    func initialFocus(in areas: [FocusArea]) -> ControlID? { .nowPlaying(.playPause) }

    /// The transport drives the player; shuffle and repeat toggle, then
    /// run their handler like any other button.
    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        switch control {
        case .nowPlaying(.previous): return .media(.previous)
        case .nowPlaying(.playPause): return .media(.playPause)
        case .nowPlaying(.next): return .media(.next)
        case .nowPlayingButton(let index) where buttons.indices.contains(index):
            if buttons[index].kind == .shuffle || buttons[index].kind == .repeat { buttons[index].isSelected.toggle() }
            return buttons[index].handler.map(ControlPress.run) ?? .nothing
        case .nowPlaying(.upNext): return upNextHandler.map(ControlPress.run) ?? .nothing
        case .nowPlaying(.albumArtist): return albumArtistHandler.map(ControlPress.run) ?? .nothing
        default: return .nothing
        }
    }

    /// In sports mode, a running event clock changes every second.
    func nextChange(after clock: Double, in environment: TemplateEnvironment) -> Double? {
        sports?.status?.clock?.nextChange(after: clock)
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        NowPlayingLayout.draw(context.environment, nowPlaying: self, on: &canvas)
    }
}
