import CarPlay

/// Builds the CarPlay templates from the store. A plain class, called from
/// wherever the app's code runs, as apps written before Swift
/// concurrency are.
public final class LibraryTemplates {
    private let store: EpisodeStore
    private let play: (EpisodeStore.Episode) -> Void

    public init(store: EpisodeStore, play: @escaping (EpisodeStore.Episode) -> Void) {
        self.store = store
        self.play = play
    }

    /// The root: recent shows as an image row, then the episodes.
    public func library() -> CPListTemplate {
        let template = CPListTemplate(title: "Library", sections: [])
        template.emptyViewSubtitleVariants = ["Loading…"]
        template.tabTitle = "Library"
        return template
    }

    /// The sections for `episodes`, the playing one marked.
    public func sections(for episodes: [EpisodeStore.Episode]) -> [CPListSection] {
        let shows = Array(Set(episodes.map(\.show))).sorted()
        let recent = CPListImageRowItem(
            text: "Recent Shows", images: shows.map { _ in Artwork.badge(symbol: "mic", tint: .brand) }, imageTitles: shows)
        recent.listImageRowHandler = { [weak self] _, index, completion in
            guard let self, let episode = episodes.first(where: { $0.show == shows[index] }) else { return completion() }
            self.play(episode)
            completion()
        }
        let rows = episodes.map { episode -> CPListItem in
            let item = CPListItem(text: episode.title, detailText: "\(episode.show) · \(episode.minutes) min")
            item.isPlaying = episode == store.playing
            item.handler = { [weak self] _, completion in
                self?.play(episode)
                completion()
            }
            return item
        }
        return [CPListSection(items: [recent]), CPListSection(items: rows, header: "Episodes", sectionIndexTitle: nil)]
    }
}
