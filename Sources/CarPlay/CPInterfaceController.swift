import HeadUnitCore

/// CPInterfaceController: the app's navigation hierarchy on the car, with
/// the rules CarPlay enforces. A call that breaks one (a stack too deep, a
/// tab bar pushed, a second modal) gets the rule broken as its error, the
/// same that `headunit lint` names, and the car ends the app, as a car does.
@MainActor public final class CPInterfaceController {
    private unowned let runtime: CarPlayRuntime
    /// Kept; headunit tells the app of nothing through it.
    public weak var delegate: (any CPInterfaceControllerDelegate)?
    /// Set before the root: every template is drawn dark. headunit follows the car's appearance (and says so).
    public var prefersDarkUserInterfaceStyle = false {
        didSet {
            if prefersDarkUserInterfaceStyle { runtime.conversion.notice("prefersDarkUserInterfaceStyle is not honoured; the car's appearance is shown") }
        }
    }

    init(runtime: CarPlayRuntime) { self.runtime = runtime }

    /// The templates of the navigation hierarchy, root first.
    public var templates: [CPTemplate] { runtime.stack }
    /// The template on top of the navigation hierarchy.
    public var topTemplate: CPTemplate? { templates.last }
    /// The root template.
    public var rootTemplate: CPTemplate { runtime.controller.root.flatMap(runtime.conversion.template) ?? CPTemplate() }
    /// The template presented modally, if any.
    public var presentedTemplate: CPTemplate? { runtime.controller.modal.flatMap(runtime.conversion.template) }
    /// The car's traits: its appearance and display scale.
    public var carTraitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: runtime.appearance == .night ? .dark : .light, displayScale: Double(runtime.scaleOfDisplay))
    }

    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        finish(runtime.show(rootTemplate) { .setRoot($0) }, completion)
    }

    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try succeed(runtime.show(rootTemplate) { .setRoot($0) })
    }

    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        finish(runtime.show(templateToPush) { .push($0) }, completion)
    }

    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool {
        try succeed(runtime.show(templateToPush) { .push($0) })
    }

    public func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        finish(runtime.send(.perform(.pop)), completion)
    }

    public func popTemplate(animated: Bool) async throws -> Bool {
        try succeed(runtime.send(.perform(.pop)))
    }

    public func popToRootTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        finish(runtime.send(.perform(.popToRoot)), completion)
    }

    public func popToRootTemplate(animated: Bool) async throws -> Bool {
        try succeed(runtime.send(.perform(.popToRoot)))
    }

    public func pop(to targetTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        finish(runtime.send(.popTo(runtime.conversion.id(for: targetTemplate))), completion)
    }

    public func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try succeed(runtime.send(.popTo(runtime.conversion.id(for: targetTemplate))))
    }

    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        finish(runtime.show(templateToPresent) { .present($0) }, completion)
    }

    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool {
        try succeed(runtime.show(templateToPresent) { .present($0) })
    }

    public func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        finish(runtime.send(.perform(.dismiss)), completion)
    }

    public func dismissTemplate(animated: Bool) async throws -> Bool {
        try succeed(runtime.send(.perform(.dismiss)))
    }

    private func finish(_ violation: RuleViolation?, _ completion: ((Bool, (any Error)?) -> Void)?) {
        completion?(violation == nil, violation)
    }

    private func succeed(_ violation: RuleViolation?) throws(RuleViolation) -> Bool {
        if let violation { throw violation }
        return true
    }
}

/// CPInterfaceControllerDelegate: told when templates appear and go. Kept; headunit does not call it.
@MainActor public protocol CPInterfaceControllerDelegate: AnyObject {}
