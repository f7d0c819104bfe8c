/// CPInterfaceControllerDelegate: told as templates appear and disappear,
/// every method optional. headunit tells it when the template the driver
/// sees changes (pushed, popped, a new root, a tab chosen, a modal
/// presented or dismissed): the top template, and with a tab bar the tab
/// bar and its selected tab, as CarPlay does.
@preconcurrency @MainActor public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}

extension CPInterfaceControllerDelegate {
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
}

/// The templates the driver sees, and the delegate told as they change.
/// The car holds what it shows until its disappearance has been told, as
/// UIKit holds a view controller through its transition: a template the
/// app pushed inline, keeping no reference, still hears that it went.
@MainActor struct TemplateAppearances {
    private var shown: [CPTemplate] = []

    /// Tells `delegate` of what disappeared from and appeared among
    /// `visible` since the last call; returns whether it told anything
    /// (what the delegate did then is to be shown in the same turn).
    mutating func update(_ visible: [CPTemplate], delegate: (any CPInterfaceControllerDelegate)?, heard: TurnNotes? = nil) -> Bool {
        let before = shown
        shown = visible
        guard let delegate else { return false }
        let gone = before.filter { old in !visible.contains { $0 === old } }
        let new = visible.filter { now in !before.contains { $0 === now } }
        guard !gone.isEmpty || !new.isEmpty else { return false }
        AppCode.run("the interface controller's delegate") {
            for template in gone {
                heard?(.told(.templateWillDisappear, template))
                delegate.templateWillDisappear(template, animated: true)
            }
            for template in new {
                heard?(.told(.templateWillAppear, template))
                delegate.templateWillAppear(template, animated: true)
            }
            for template in gone {
                heard?(.told(.templateDidDisappear, template))
                delegate.templateDidDisappear(template, animated: true)
            }
            for template in new {
                heard?(.told(.templateDidAppear, template))
                delegate.templateDidAppear(template, animated: true)
            }
        }
        return true
    }
}
