import Foundation
import HeadUnitCore

/// The domain of the errors an interface-controller call's completion
/// hears when the call could not act (a push before any root, a dismiss
/// with nothing presented, a call once the car ended the app).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CarPlayErrorDomain = "CarPlayErrorDomain"

/// CPInterfaceController: the app's navigation hierarchy on the car, with
/// the rules CarPlay enforces. A call that breaks one (a stack too deep, a
/// tab bar pushed, a second modal) gets the rule broken as its error, the
/// same that `headunit lint` names, and the car ends the app, as a car does.
@preconcurrency @MainActor public final class CPInterfaceController: NSObject {
    private unowned let runtime: CarPlayRuntime
    /// Told as templates appear and disappear.
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
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: runtime.appearance == .night ? .dark : .light),
            UITraitCollection(displayScale: CGFloat(runtime.profile.scale)), UITraitCollection(userInterfaceIdiom: .carPlay),
        ])
    }

    /// Sets the root template, clearing the stack and any modal; the completion hears the rule broken, if any.
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        MainThreadChecker.check("-[CPInterfaceController setRootTemplate:animated:completion:]")
        runtime.show(rootTemplate, { .setRoot($0) }, done: finish(completion))
    }

    /// Sets the root template; throws the rule broken.
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await succeed { runtime.show(rootTemplate, { .setRoot($0) }, done: $0) }
    }

    /// Pushes a template; the completion hears the rule broken (the depth, a tab bar, a second now playing).
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        MainThreadChecker.check("-[CPInterfaceController pushTemplate:animated:completion:]")
        runtime.show(templateToPush, { .push($0) }, done: finish(completion))
    }

    /// Pushes a template; throws the rule broken.
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool {
        try await succeed { runtime.show(templateToPush, { .push($0) }, done: $0) }
    }

    /// Pops the top template.
    public func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        MainThreadChecker.check("-[CPInterfaceController popTemplateAnimated:completion:]")
        runtime.request(.perform(.pop), done: finish(completion))
    }

    /// Pops the top template.
    public func popTemplate(animated: Bool) async throws -> Bool {
        try await succeed { runtime.request(.perform(.pop), done: $0) }
    }

    /// Pops back to the root template.
    public func popToRootTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        MainThreadChecker.check("-[CPInterfaceController popToRootTemplateAnimated:completion:]")
        runtime.request(.perform(.popToRoot), done: finish(completion))
    }

    /// Pops back to the root template.
    public func popToRootTemplate(animated: Bool) async throws -> Bool {
        try await succeed { runtime.request(.perform(.popToRoot), done: $0) }
    }

    /// Pops back to a template of the stack.
    public func pop(to targetTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        MainThreadChecker.check("-[CPInterfaceController popToTemplate:animated:completion:]")
        runtime.request(.popTo(runtime.conversion.id(for: targetTemplate)), done: finish(completion))
    }

    /// Pops back to a template of the stack.
    public func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await succeed { runtime.request(.popTo(runtime.conversion.id(for: targetTemplate)), done: $0) }
    }

    /// Presents a template modally; the completion hears the rule broken (a second modal, a kind that is never presented).
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        MainThreadChecker.check("-[CPInterfaceController presentTemplate:animated:completion:]")
        runtime.show(templateToPresent, { .present($0) }, done: finish(completion))
    }

    /// Presents a template modally; throws the rule broken.
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool {
        try await succeed { runtime.show(templateToPresent, { .present($0) }, done: $0) }
    }

    /// Dismisses the modal.
    public func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        MainThreadChecker.check("-[CPInterfaceController dismissTemplateAnimated:completion:]")
        runtime.request(.perform(.dismiss), done: finish(completion))
    }

    /// Dismisses the modal.
    public func dismissTemplate(animated: Bool) async throws -> Bool {
        try await succeed { runtime.request(.perform(.dismiss), done: $0) }
    }

    /// The completion, called as Apple's headers say: (true, nil) when
    /// done; (false, nil) when there was nothing to act on; (false, the
    /// error) when it could not act or broke a rule.
    private func finish(_ completion: ((Bool, (any Error)?) -> Void)?) -> (RequestOutcome) -> Void {
        { outcome in completion?(outcome == .done, Self.error(of: outcome)) }
    }

    /// Waits for the outcome of what `ask` asks: whether it acted; throws
    /// when it could not act or broke a rule.
    private func succeed(_ ask: (@escaping (RequestOutcome) -> Void) -> Void) async throws -> Bool {
        let outcome: RequestOutcome = await withCheckedContinuation { continuation in ask { continuation.resume(returning: $0) } }
        if let error = Self.error(of: outcome) { throw error }
        return outcome == .done
    }

    /// The error a completion hears: the rule broken, or a CarPlay error saying why the call could not act.
    private static func error(of outcome: RequestOutcome) -> (any Error)? {
        switch outcome {
        case .done, .nothingDone: nil
        case .ruleBroken(let violation): violation
        case .refused(let reason): NSError(domain: CarPlayErrorDomain, code: 0, userInfo: [NSLocalizedDescriptionKey: reason])
        }
    }
}
