/// CPGridTemplate: up to 8 buttons, at most 4 per row.
public struct GridTemplate: Equatable, Sendable {
    public var title: String
    public var buttons: [GridButton]
    public var barButtons: BarButtons

    public init(title: String, buttons: [GridButton], barButtons: BarButtons = BarButtons()) {
        self.title = title
        self.buttons = buttons
        self.barButtons = barButtons
    }

    /// The buttons CarPlay shows: the first 8.
    public var shownButtons: ArraySlice<GridButton> { buttons.prefix(CarPlayLimits.gridButtons) }

    /// How many shown buttons sit on each row: one row up to 4, otherwise
    /// balanced over two rows, the top row taking the odd one.
    public var rowCounts: [Int] {
        let count = shownButtons.count
        if count == 0 { return [] }
        if count <= CarPlayLimits.gridButtonsPerRow { return [count] }
        return [(count + 1) / 2, count / 2]
    }
}

/// CPGridButton: a glyph icon, title variants and a handler; or, with a
/// message configuration, a conversation Siri acts on, with its unread mark.
public struct GridButton: Equatable, Sendable {
    /// The first variant that fits under the icon is shown.
    public var titleVariants: [String]
    /// A glyph or a letter standing in for the image.
    public var glyph: String
    public var isEnabled: Bool
    public var handler: Handler?
    /// The conversation it stands for: choosing it hands it to Siri.
    public var conversation: String?
    /// Whether the conversation shows its unread mark.
    public var isUnread: Bool

    public init(
        titleVariants: [String], glyph: String, isEnabled: Bool = true, handler: Handler? = nil, conversation: String? = nil, isUnread: Bool = false
    ) {
        self.titleVariants = titleVariants
        self.glyph = glyph
        self.isEnabled = isEnabled
        self.handler = handler
        self.conversation = conversation
        self.isUnread = isUnread
    }

    /// What choosing it does: a conversation's goes to Siri (reading it
    /// when unread, else replying to it), another runs its handler.
    var pressed: ControlPress {
        guard isEnabled else { return .nothing }
        guard conversation != nil else { return handler.map(ControlPress.run) ?? .nothing }
        let name = titleVariants.first ?? ""
        return .system(.siri(reading: isUnread ? "Messages from \(name)" : "What do you want to say to \(name)?"))
    }
}
