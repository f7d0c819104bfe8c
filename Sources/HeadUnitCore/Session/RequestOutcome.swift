/// What became of a hosted app's call to the interface controller, as its
/// completion hears it (Apple's headers): done; nothing to act on (a pop
/// at the root: success false, no error); refused with a reason (a push
/// before any root, a pop to a template not in the stack, a dismiss with
/// nothing presented, any call once the car ended the app: success false
/// and an error); or a CarPlay rule broken, for which the car ends the app.
public enum RequestOutcome: Equatable, Sendable {
    case done
    case nothingDone
    case refused(String)
    case ruleBroken(RuleViolation)

    /// The rule broken, if one was.
    public var violation: RuleViolation? {
        if case .ruleBroken(let violation) = self { return violation }
        return nil
    }
}
