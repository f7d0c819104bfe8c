/// Everything a list's body is drawn from, and nothing else: the list,
/// where its body starts, and what it reads of the car (limited UI, the
/// track playing, the row spinning and the spinner's frame). Two bodies
/// with the same look draw the same cells, so a screen may copy the last
/// one's (`Canvas.part`); the focused row is marked after.
struct ListLook: Equatable, Sendable {
    let list: ListTemplate
    let template: TemplateID
    /// Where the body starts, in points: under the bar, or under a search field.
    let top: Int
    let scrollTop: Int
    let limited: Bool
    /// The track the car plays; nil while nothing plays.
    let playing: TrackID?
    /// The row whose handler is working.
    let spinning: PendingHandler?
    /// The spinner's frame while a row spins, eight a second; 0 otherwise.
    let spinnerFrame: Int

    init(_ list: ListTemplate, _ context: TemplateContext, top: Int) {
        let environment = context.environment
        self.list = list
        template = context.id
        self.top = top
        scrollTop = context.view.scrollTop
        limited = environment.limitedUI
        playing = environment.nowPlaying.isPlaying ? environment.nowPlaying.track?.id : nil
        spinning = environment.spinning
        spinnerFrame = environment.spinning == nil ? 0 : Int(environment.clock * 8) % ListLayout.spinner.count
    }

    /// The spinner's frame for the image row of `control` while it, or one
    /// of its images, works; nil otherwise.
    func spinnerFrame(ofRow control: ControlID) -> Int? {
        guard let spinning, spinning.template == template, case .listItem(let section, let item) = control else { return nil }
        switch spinning.control {
        case .listItem(section, item), .listImage(section, item, _): return spinnerFrame
        default: return nil
        }
    }

    /// Whether a row shows the playing indicator: the item says it plays,
    /// or the car plays the track it starts.
    func showsPlaying(_ item: ListItem) -> Bool {
        item.isPlaying || (playing != nil && item.handler?.playedTrack == playing)
    }
}
