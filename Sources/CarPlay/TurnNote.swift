import HeadUnitCore

/// What a turn did that a test's history keeps, in order: a change of
/// what the car shows of the app, and each call made to the interface
/// controller's delegate. CarPlayTesting's; an app never sees it.
package enum TurnNote {
    case shown(ShownChange)
    case told(TemplateAppearance, CPTemplate)
}

/// Who hears a turn's notes.
package typealias TurnNotes = @MainActor (TurnNote) -> Void

/// A call of `CPInterfaceControllerDelegate` about a template.
package enum TemplateAppearance: String, Sendable {
    case templateWillAppear, templateDidAppear, templateWillDisappear, templateDidDisappear
}
