import HeadUnitCore
import HeadUnitTestSupport
import Testing

@testable import CarPlay

/// An app's calls through CPInterfaceController meet CarPlay's rules as
/// the car does: a call that breaks one gets the rule broken, worded as
/// `headunit lint` words it for a scenario that does the same, and the
/// car ends the app.
@MainActor struct InterfaceControllerRuleTests {
    /// A head unit of a hosted app of `category` whose delegate keeps its interface controller.
    static func headUnit(_ category: AppCategory) -> (driver: SessionDriver, app: SceneRecorder) {
        var app = App(name: "Test", category: category, root: TemplateID("root"), templates: [:])
        app.isHosted = true
        let recorder = SceneRecorder()
        let runtime = CarPlayRuntime(app: app, delegate: recorder)
        recorder.runtime = runtime
        return (SessionDriver(state: SessionState(app: app), appSide: runtime.appSide()), recorder)
    }

    /// The lint error of a scenario of `category` whose root is `root` and whose `templates` JSON does the same.
    static func lintMessage(category: String, templates: String) throws -> String {
        let result = ScenarioLoader.load(
            bytes: Array(#"{ "headunit": 1, "app": { "name": "Test", "category": "\#(category)" }, "root": "list-1", "templates": { \#(templates) } }"#.utf8),
            file: "test.json")
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        return "[\(error.rule)] \(error.message)"
    }

    static func list(_ number: Int, pushing next: String) -> String {
        #""list-\#(number)": { "type": "list", "title": "L\#(number)", "sections": [{ "items": [{ "text": "Next", "handler": \#(next) }] }] }"#
    }

    @Test func aSixthTemplateInAnAudioAppGetsTheDepthRuleLintNames() throws {
        var (driver, app) = Self.headUnit(.audio)
        let controller = try #require(app.interfaceController)
        var outcomes: [(Bool, String?)] = []
        for number in 1...6 {
            let list = CPListTemplate(title: "L\(number)", sections: [CPListSection(items: [CPListItem(text: "Next", detailText: nil)])])
            let record = { (done: Bool, error: (any Error)?) in outcomes.append((done, error.map { "\($0)" })) }
            if number == 1 {
                controller.setRootTemplate(list, animated: false, completion: record)
            } else {
                controller.pushTemplate(list, animated: true, completion: record)
            }
            driver.serveAppsNow()
        }
        #expect(outcomes.prefix(5).allSatisfy { $0.0 && $0.1 == nil })
        let lint = try Self.lintMessage(
            category: "audio",
            templates: (1...6).map { Self.list($0, pushing: #"{ "push": "list-\#($0 + 1)" }"#) }.joined(separator: ", ").replacing(
                #"{ "push": "list-7" }"#, with: #""pop""#))
        #expect(lint == "[template-depth] pushing list 'list-6' makes the template depth 6; an audio app allows at most 5, the root counted")
        #expect(outcomes.last?.0 == false && outcomes.last?.1 == lint)
        if case .ended(let violation) = driver.state.mode { #expect(violation.description == lint) } else { Issue.record("the car ends the app") }
    }

    /// D21: calls that cannot act answer as Apple's headers say, never a
    /// plain success: a pop with nothing above the root pops nothing
    /// (false, no error); a push before any root, a pop to a template not
    /// in the stack, a dismiss with nothing presented and any call once the
    /// car ended the app fail with a CarPlay error.
    @Test func callsThatCannotActAreAnsweredAsCarPlayAnswersThem() throws {
        var (driver, app) = Self.headUnit(.audio)
        let controller = try #require(app.interfaceController)
        var answers: [String] = []
        let record = { (done: Bool, error: (any Error)?) in
            answers.append("\(done) \((error as NSError?).map { "\($0.domain): \($0.localizedDescription)" } ?? "nil")")
        }
        controller.pushTemplate(CPListTemplate(title: "Early", sections: []), animated: true, completion: record)
        driver.serveAppsNow()
        let root = CPListTemplate(title: "Root", sections: [])
        controller.setRootTemplate(root, animated: false, completion: record)
        controller.popTemplate(animated: true, completion: record)
        controller.popToRootTemplate(animated: true, completion: record)
        controller.pop(to: CPListTemplate(title: "Elsewhere", sections: []), animated: true, completion: record)
        controller.dismissTemplate(animated: true, completion: record)
        driver.serveAppsNow()
        #expect(
            answers == [
                "false CarPlayErrorDomain: there is no root template to push onto; set one first", "true nil", "false nil", "false nil",
                "false CarPlayErrorDomain: the template is not in the navigation stack", "false CarPlayErrorDomain: no template is presented",
            ])
        #expect(controller.templates == [root], "nothing was pushed, popped or dismissed")
        // A seventh tab ends the app; a call after it is refused.
        controller.setRootTemplate(CPTabBarTemplate(templates: (1...7).map { CPListTemplate(title: "T\($0)", sections: []) }), animated: false)
        driver.serveAppsNow()
        answers = []
        controller.pushTemplate(CPListTemplate(title: "Late", sections: []), animated: true, completion: record)
        driver.serveAppsNow()
        #expect(answers.count == 1 && answers[0].hasPrefix("false CarPlayErrorDomain: the car ended the app: "), "\(answers)")
    }

    @Test func theAsyncFormSaysWhetherAPopPoppedAndThrowsWhenACallCannotAct() async throws {
        var (driver, app) = Self.headUnit(.audio)
        let controller = try #require(app.interfaceController)
        controller.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false, completion: nil)
        driver.serveAppsNow()
        app.turn = { driver.serveAppsNow() }
        var popped: Bool?
        try await app.inTurn {
            popped = try await controller.popTemplate(animated: true)
            return true
        }
        #expect(popped == false, "nothing above the root")
        await #expect(throws: NSError.self) { try await app.inTurn { try await controller.dismissTemplate(animated: true) } }
        #expect(app.thrown?.contains("no template is presented") == true)
    }

    @Test func theAsyncFormThrowsTheSameRule() async throws {
        var (driver, app) = Self.headUnit(.quickFood)
        let controller = try #require(app.interfaceController)
        controller.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false, completion: nil)
        controller.pushTemplate(CPListTemplate(title: "Two", sections: []), animated: false, completion: nil)
        driver.serveAppsNow()
        #expect(controller.templates.count == 2)
        // A third level in a quick food ordering app: the car allows two.
        app.turn = { driver.serveAppsNow() }
        await #expect(throws: RuleViolation.self) {
            try await app.inTurn { try await controller.pushTemplate(CPListTemplate(title: "Three", sections: []), animated: true) }
        }
        #expect(app.thrown == "[template-depth] pushing list 'list-3' makes the template depth 3; a quick food ordering app allows at most 2, the root counted")
    }

    @Test func aTabBarPushedGetsTheRuleLintNames() throws {
        var (driver, app) = Self.headUnit(.communication)
        let controller = try #require(app.interfaceController)
        controller.setRootTemplate(CPListTemplate(title: "L1", sections: []), animated: false)
        var error: String?
        controller.pushTemplate(CPTabBarTemplate(templates: [CPListTemplate(title: "Tab", sections: [])]), animated: true) { _, failure in
            error = failure.map { "\($0)" }
        }
        driver.serveAppsNow()
        let lint = try Self.lintMessage(
            category: "communication",
            templates: Self.list(1, pushing: #"{ "push": "tabbar-1" }"#)
                + #", "tabbar-1": { "type": "tabBar", "tabs": [{ "title": "Tab", "template": "list-2" }] }, "list-2": { "type": "list", "title": "Tab", "sections": [] }"#
        )
        #expect(error == lint)
        #expect(lint.hasPrefix("[tab-bar-root-only]"))
    }

    @Test func aSecondAlertPresentedGetsTheRuleLintNames() throws {
        var (driver, app) = Self.headUnit(.communication)
        let controller = try #require(app.interfaceController)
        controller.setRootTemplate(CPListTemplate(title: "L1", sections: []), animated: false)
        let ok = CPAlertAction(title: "OK", style: .default) { _ in }
        controller.presentTemplate(CPAlertTemplate(titleVariants: ["First"], actions: [ok]), animated: true)
        var error: String?
        controller.presentTemplate(CPAlertTemplate(titleVariants: ["Second"], actions: [ok]), animated: true) { _, failure in error = failure.map { "\($0)" } }
        driver.serveAppsNow()
        let lint = try Self.lintMessage(
            category: "communication",
            templates: #""list-1": { "type": "list", "title": "L1", "sections": [{ "items": [{ "text": "Go", "handler": [{ "present": "alert-1" }] }] }] }, "#
                + #""alert-1": { "type": "alert", "titleVariants": ["First"], "actions": [{ "title": "OK", "handler": { "present": "alert-2" } }] }, "#
                + #""alert-2": { "type": "alert", "titleVariants": ["Second"], "actions": [{ "title": "OK" }] }"#)
        #expect(error == lint)
        #expect(lint.hasPrefix("[single-modal]"))
    }
}

/// A scene delegate that keeps its interface controller, and lets a test
/// run an async call to its end while the head unit takes turns.
@MainActor final class SceneRecorder: NSObject, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    var runtime: CarPlayRuntime?
    var turn: () -> Void = {}
    var thrown: String?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
    }

    /// Runs `body`, giving the head unit a turn while it waits; keeps what it threw.
    func inTurn(_ body: @escaping @MainActor () async throws -> Bool) async throws {
        let task = Task { @MainActor in try await body() }
        await Task.yield()
        turn()
        do {
            _ = try await task.value
        } catch {
            thrown = "\(error)"
            throw error
        }
    }
}
