/// What a list's knob steps and drawing look up, made once each time its
/// sections change: the blocks of its rows, the rows the knob walks and
/// where each is, and what its leading column shows. So a step costs what
/// is on screen, not the list's length: a list of 100,000 rows steps like
/// one of 12.
struct ListIndex: Sendable {
    /// The blocks of every section's header and rows.
    let content: ContentGeometry
    /// The rows the knob walks, in order, and where each is; nil for a
    /// list with image rows, whose images depend on the display's width.
    let focus: (controls: FocusArea.Controls, places: [ControlID: Int]?)?
    /// How many items the list has.
    let itemCount: Int
    /// Whether some row always shows something in the leading column (an
    /// image, a message's mark, a playing indicator it claims).
    private(set) var hasLeadingContent: Bool
    /// The tracks whose rows show a leading playing indicator while the
    /// car plays them.
    let leadingTracks: Set<TrackID>

    init(_ sections: [ListSection], header: ListDetailsHeader? = nil, grid: [GridButton] = []) {
        content = ListLayout.content(of: sections, header: header, grid: grid)
        var hasImageRows = false, leading = false, itemCount = 0, allEnabled = true
        var tracks: Set<TrackID> = []
        var firstOfSection: [Int] = []
        for section in sections {
            firstOfSection.append(itemCount)
            itemCount += section.items.count
            for item in section.items {
                if item.imageRow != nil { hasImageRows = true }
                if !item.isEnabled { allEnabled = false }
                if Self.leads(item) { leading = true }
                if item.playingIndicatorLocation == .leading, let track = item.handler?.playedTrack { tracks.insert(track) }
            }
        }
        self.itemCount = itemCount
        hasLeadingContent = leading
        leadingTracks = tracks
        if hasImageRows {
            focus = nil
        } else if allEnabled {
            // Every row enabled: the rows are the sections' own, made as they are read, and a row's place is its section's first and its index.
            focus = (FocusArea.Controls(rowsOfSectionsStartingAt: firstOfSection, count: itemCount), nil)
        } else {
            var controls: [ControlID] = []
            for (sectionIndex, section) in sections.enumerated() {
                for (itemIndex, item) in section.items.enumerated() where item.isEnabled { controls.append(.listItem(section: sectionIndex, item: itemIndex)) }
            }
            focus = (FocusArea.Controls(controls), Dictionary(uniqueKeysWithValues: controls.enumerated().map { ($0.element, $0.offset) }))
        }
    }

    /// Whether `item` always shows something in the leading column.
    private static func leads(_ item: ListItem) -> Bool {
        item.image != nil || item.message != nil || (item.isPlaying && item.playingIndicatorLocation == .leading)
    }

    /// After a row of `sections` changed from `old` to `new` in what it
    /// shows only: its height (which follows its image row), its being
    /// enabled and its handler are as they were, so only whether the
    /// leading column shows can change, and the rest of the index stays.
    mutating func rowChanged(from old: ListItem, to new: ListItem, in sections: [ListSection]) {
        if Self.leads(new) {
            hasLeadingContent = true
        } else if Self.leads(old) {
            hasLeadingContent = sections.contains { $0.items.contains(where: Self.leads) }
        }
    }

    /// Whether the leading column shows while the car plays `playing` (nil: nothing).
    func showsLeadingColumn(playing: TrackID?) -> Bool {
        hasLeadingContent || playing.map(leadingTracks.contains) == true
    }
}
