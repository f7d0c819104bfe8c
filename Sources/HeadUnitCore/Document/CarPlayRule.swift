/// A rule CarPlay enforces on an app's templates, named by a stable id
/// that diagnostics print (`[template-depth]`). Its limits are in
/// `CarPlayLimits` and its messages in `RuleViolation+Messages`: each is
/// written once, and the run-time exception and lint both use it.
public enum CarPlayRule: String, CaseIterable, Sendable {
    case templateDepth = "template-depth"
    case tabCount = "tab-count"
    case tabBarRootOnly = "tab-bar-root-only"
    case listItemLimit = "list-item-limit"
    case imageRowLimit = "image-row-limit"
    case gridButtonLimit = "grid-button-limit"
    case informationLimit = "information-limit"
    case alertActions = "alert-actions"
    case actionSheetActions = "action-sheet-actions"
    case modalOnly = "modal-only"
    case singleModal = "single-modal"
    case presentable = "presentable-template"
    case nowPlayingShared = "now-playing-shared"
    case nowPlayingButtons = "now-playing-buttons"
    case nowPlayingPush = "now-playing-push"
    case templateCategory = "template-category"
    case templateInStack = "template-in-stack"
    case listHandlerCompletion = "list-handler-completion"
    case sectionIndexTitle = "section-index-title"
    case barButtonLimit = "bar-button-limit"
    case tabRootBarButtons = "tab-root-bar-buttons"
    case unknownTemplate = "unknown-template"
    case messageItemHandler = "message-item-handler"
    case modalDismiss = "modal-dismiss"
    case flowSize = "flow-size"
    /// A control the car named by `lint --car` gives its driver no way to reach.
    case carReach = "car-reach"
    case contactActions = "contact-actions"
    case pointOfInterestLimit = "poi-limit"
    case navigationRoot = "navigation-root"
    case mapButtonLimit = "map-button-limit"
    case tripLimit = "trip-limit"
    case routeChoices = "route-choices"
    case navigationSession = "navigation-session"
    case voiceControlState = "voice-control-state"
    /// Dashboard buttons of an app that is no navigation app, or more than CarPlay Dashboard shows.
    case dashboardButtons = "dashboard-buttons"
}

/// A broken CarPlay rule: its id and what was broken. Thrown, it is the
/// exception that ends the app in a car; in lint, a diagnostic.
public struct RuleViolation: Error, Hashable, Sendable, CustomStringConvertible {
    public let rule: CarPlayRule
    public let message: String

    public init(_ rule: CarPlayRule, _ message: String) {
        self.rule = rule
        self.message = message
    }

    /// `[rule-id] message`.
    public var description: String { "[\(rule.rawValue)] \(message)" }
}

extension String {
    /// The word with its indefinite article: "an audio", "a grid".
    public var withArticle: String {
        guard let first = first?.lowercased().first else { return self }
        return ("aeiou".contains(first) ? "an " : "a ") + self
    }
}
