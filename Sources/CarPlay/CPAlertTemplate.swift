import HeadUnitCore

/// CPAlertTemplate: a modal alert of title variants and actions; it must be
/// presented, and a button press dismisses it.
@preconcurrency @MainActor public final class CPAlertTemplate: CPTemplate {
    public let titleVariants: [String]
    public let actions: [CPAlertAction]

    public init(titleVariants: [String], actions: [CPAlertAction]) {
        self.titleVariants = titleVariants
        self.actions = actions
    }

    /// The actions a car shows: 2.
    public class var maximumActionCount: Int { CarPlayLimits.alertActionsShown }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .alert(AlertTemplate(titleVariants: titleVariants, actions: actions.map { $0.alertAction(conversion) }))
    }
}

/// CPActionSheetTemplate: a sheet of actions from the bottom, presented modally.
@preconcurrency @MainActor public final class CPActionSheetTemplate: CPTemplate {
    public let title: String?
    public let message: String?
    public let actions: [CPAlertAction]

    public init(title: String?, message: String?, actions: [CPAlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .actionSheet(ActionSheetTemplate(title: title, message: message, actions: actions.map { $0.alertAction(conversion) }))
    }
}

/// CPAlertAction: a button of an alert or action sheet.
@preconcurrency @MainActor public final class CPAlertAction: NSObject {
    public let title: String
    public let style: Style
    /// A custom colour: kept; headunit draws the theme's.
    public let color: UIColor?
    /// What the action does when the driver chooses it.
    public let handler: CPAlertActionHandler

    /// CPAlertAction.Style.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public init(title: String, style: Style, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = style
        color = nil
        self.handler = handler
    }

    public init(title: String, color: UIColor, handler: @escaping CPAlertActionHandler) {
        self.title = title
        style = .default
        self.color = color
        self.handler = handler
    }

    func alertAction(_ conversion: Conversion) -> AlertAction {
        if color != nil { conversion.notice("an alert action's custom color is drawn in the theme's colours") }
        let style: AlertActionStyle =
            switch self.style {
            case .default: .default
            case .cancel: .cancel
            case .destructive: .destructive
            }
        return AlertAction(title: title, style: style, handler: conversion.handler(for: self) { [weak self] _ in self.map { $0.handler($0) } })
    }
}

/// CPAlertActionHandler: what an alert action does.
public typealias CPAlertActionHandler = (CPAlertAction) -> Void
