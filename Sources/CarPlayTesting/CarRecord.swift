import CarPlay
import HeadUnitCore

/// One thing in a car's history (`TestCar.history`): a change of what
/// the car shows of the app (a root set, a push, a pop, a modal, a tab),
/// or a call the car made to the interface controller's delegate. Two
/// records are equal when they are the same kind about the same template
/// object.
public struct CarRecord: Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, CaseIterable {
        case setRoot, pushed, popped, presented, dismissed, selectedTab
        case templateWillAppear, templateDidAppear, templateWillDisappear, templateDidDisappear

        /// Whether it changed what shows (rather than told the delegate).
        public var isTemplateChange: Bool { !rawValue.hasPrefix("template") }
    }

    public let kind: Kind
    /// The template, while the app or the car still holds it.
    public private(set) weak var template: CPTemplate?
    private let identity: ObjectIdentifier
    private let name: String

    @MainActor public init(_ kind: Kind, _ template: CPTemplate) {
        self.kind = kind
        self.template = template
        identity = ObjectIdentifier(template)
        name = Self.name(of: template)
    }

    @MainActor public static func setRoot(_ template: CPTemplate) -> CarRecord { CarRecord(.setRoot, template) }
    @MainActor public static func pushed(_ template: CPTemplate) -> CarRecord { CarRecord(.pushed, template) }
    @MainActor public static func popped(_ template: CPTemplate) -> CarRecord { CarRecord(.popped, template) }
    @MainActor public static func presented(_ template: CPTemplate) -> CarRecord { CarRecord(.presented, template) }
    @MainActor public static func dismissed(_ template: CPTemplate) -> CarRecord { CarRecord(.dismissed, template) }
    /// The driver (or the app) selected the tab whose root is `template`.
    @MainActor public static func selectedTab(_ template: CPTemplate) -> CarRecord { CarRecord(.selectedTab, template) }
    @MainActor public static func templateWillAppear(_ template: CPTemplate) -> CarRecord { CarRecord(.templateWillAppear, template) }
    @MainActor public static func templateDidAppear(_ template: CPTemplate) -> CarRecord { CarRecord(.templateDidAppear, template) }
    @MainActor public static func templateWillDisappear(_ template: CPTemplate) -> CarRecord { CarRecord(.templateWillDisappear, template) }
    @MainActor public static func templateDidDisappear(_ template: CPTemplate) -> CarRecord { CarRecord(.templateDidDisappear, template) }

    public static func == (left: CarRecord, right: CarRecord) -> Bool { left.kind == right.kind && left.identity == right.identity }

    /// `pushed CPListTemplate "Episodes"`.
    public var description: String { "\(kind.rawValue) \(name)" }

    /// The template's class and, where it has one, its title.
    @MainActor private static func name(of template: CPTemplate) -> String {
        let title =
            (template as? CPListTemplate)?.title ?? (template as? CPGridTemplate)?.title ?? (template as? CPInformationTemplate)?.title
            ?? (template as? CPPointOfInterestTemplate)?.title ?? (template as? CPActionSheetTemplate)?.title
            ?? (template as? CPAlertTemplate)?.titleVariants.first ?? template.tabTitle
        return "\(type(of: template))" + (title.map { " \"\($0)\"" } ?? "")
    }

    /// The records of one change of what the car shows: a new root; else
    /// a tab selected; else the templates popped (top first) and pushed;
    /// and a modal dismissed or presented.
    @MainActor static func records(of change: ShownChange, _ template: (TemplateID) -> CPTemplate?) -> [CarRecord] {
        let (before, after) = (change.before, change.after)
        var records: [CarRecord] = []
        func add(_ kind: Kind, _ id: TemplateID?) {
            if let id, let object = template(id) { records.append(CarRecord(kind, object)) }
        }
        if before.root != after.root {
            add(.setRoot, after.root)
        } else if before.selectedTab != after.selectedTab {
            add(.selectedTab, after.stack.first)
        } else {
            let kept = zip(before.stack, after.stack).prefix { $0 == $1 }.count
            for id in before.stack[kept...].reversed() { add(.popped, id) }
            for id in after.stack[kept...] { add(.pushed, id) }
        }
        if before.modal != after.modal {
            add(.dismissed, before.modal)
            add(.presented, after.modal)
        }
        return records
    }
}
