/// A button of a navigation bar: a short title or a glyph, and what it does.
public struct BarButton: Equatable, Sendable {
    public var title: String
    public var handler: Handler?

    public init(title: String, handler: Handler? = nil) {
        self.title = title
        self.handler = handler
    }
}

/// The buttons of a navigation bar. CarPlay shows at most 2 on each side;
/// extra ones are not shown.
public struct BarButtons: Equatable, Sendable {
    public var leading: [BarButton]
    public var trailing: [BarButton]

    public init(leading: [BarButton] = [], trailing: [BarButton] = []) {
        self.leading = leading
        self.trailing = trailing
    }

    /// The leading buttons CarPlay shows.
    public var shownLeading: ArraySlice<BarButton> { leading.prefix(CarPlayLimits.barButtonsPerSide) }
    /// The trailing buttons CarPlay shows.
    public var shownTrailing: ArraySlice<BarButton> { trailing.prefix(CarPlayLimits.barButtonsPerSide) }
}
