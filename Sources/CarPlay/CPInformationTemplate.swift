import HeadUnitCore

/// CPInformationTemplate: up to 10 items and 3 text buttons.
@preconcurrency @MainActor public final class CPInformationTemplate: CPTemplate, CPBarButtonProviding {
    public var title: String
    public let layout: CPInformationTemplateLayout
    public var items: [CPInformationItem]
    public var actions: [CPTextButton]
    public var leadingNavigationBarButtons: [CPBarButton] = []
    public var trailingNavigationBarButtons: [CPBarButton] = []
    public var backButton: CPBarButton?

    public init(title: String, layout: CPInformationTemplateLayout, items: [CPInformationItem], actions: [CPTextButton]) {
        self.title = title
        self.layout = layout
        self.items = items
        self.actions = actions
    }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .information(
            InformationTemplate(
                title: title, layout: layout == .leading ? .leading : .twoColumn,
                items: items.map { InformationItem(title: $0.title ?? "", detail: $0.shownDetail) },
                actions: actions.map { $0.textButton(conversion) }, barButtons: barButtons(conversion)))
    }
}

/// CPInformationTemplateLayout.
public enum CPInformationTemplateLayout: Int, Sendable { case leading, twoColumn }

/// CPInformationItem: a title and its detail.
@preconcurrency @MainActor open class CPInformationItem: NSObject {
    public let title: String?
    public let detail: String?

    public init(title: String?, detail: String?) {
        self.title = title
        self.detail = detail
    }

    /// The detail line as drawn.
    var shownDetail: String { detail ?? "" }
}

/// CPInformationRatingItem: an item with a rating, drawn as stars before its detail.
@preconcurrency @MainActor public final class CPInformationRatingItem: CPInformationItem {
    public let rating: NSNumber?
    public let maximumRating: NSNumber?

    public init(rating: NSNumber?, maximumRating: NSNumber?, title: String?, detail: String?) {
        self.rating = rating
        self.maximumRating = maximumRating
        super.init(title: title, detail: detail)
    }

    /// "★★★★☆" for 4 of 5 (half a star rounds up), then the detail.
    override var shownDetail: String {
        guard let rating, let maximum = maximumRating?.intValue, maximum > 0 else { return super.shownDetail }
        let filled = min(maximum, max(0, Int(rating.doubleValue.rounded(.up))))
        let stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: maximum - filled)
        return detail.map { "\(stars) \($0)" } ?? stars
    }
}

/// CPTextButton: a text button in a style.
@preconcurrency @MainActor public final class CPTextButton: NSObject {
    public var title: String
    public var textStyle: CPTextButtonStyle
    let handler: ((CPTextButton) -> Void)?

    public init(title: String, textStyle: CPTextButtonStyle, handler: ((CPTextButton) -> Void)?) {
        self.title = title
        self.textStyle = textStyle
        self.handler = handler
    }

    func textButton(_ conversion: Conversion) -> TextButton {
        let style: TextButtonStyle =
            switch textStyle {
            case .normal: .normal
            case .cancel: .cancel
            case .confirm: .confirm
            }
        return TextButton(
            title: title, style: style, handler: handler == nil ? nil : conversion.handler(for: self) { [weak self] _ in self.map { $0.handler?($0) } })
    }
}

/// CPTextButtonStyle.
public enum CPTextButtonStyle: Int, Sendable { case normal, cancel, confirm }
