/// CPVoiceControlTemplate: presented while the app listens or speaks; the
/// app switches its state; back dismisses it.
public struct VoiceControlTemplate: Equatable, Sendable {
    public var voiceControlStates: [VoiceControlState]
    /// The state shown: the first until the app activates another.
    public var activeStateIdentifier: String?

    public init(voiceControlStates: [VoiceControlState], activeStateIdentifier: String? = nil) {
        self.voiceControlStates = voiceControlStates
        self.activeStateIdentifier = activeStateIdentifier
    }

    /// The state shown.
    public var activeState: VoiceControlState? {
        voiceControlStates.first { $0.identifier == activeStateIdentifier } ?? voiceControlStates.first
    }

    /// `activateVoiceControlState(withIdentifier:)`.
    mutating func activate(_ identifier: String) {
        if voiceControlStates.contains(where: { $0.identifier == identifier }) { activeStateIdentifier = identifier }
    }
}

/// CPVoiceControlState: what the template shows in one state.
public struct VoiceControlState: Equatable, Sendable {
    public var identifier: String
    public var titleVariants: [String]
    /// A glyph standing in for the state's image.
    public var image: String?
    /// Whether its image animates (repeats).
    public var repeats: Bool

    public init(identifier: String, titleVariants: [String], image: String? = nil, repeats: Bool = false) {
        self.identifier = identifier
        self.titleVariants = titleVariants
        self.image = image
        self.repeats = repeats
    }
}
