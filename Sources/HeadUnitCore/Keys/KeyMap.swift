/// The key bindings: one table that drives key decoding, the help overlay
/// and remapping. Each action has its keys; a key does at most one thing.
public struct KeyMap: Equatable, Sendable {
    /// Keys of each action, in the order help lists them.
    public private(set) var bindings: [(action: KeyAction, keys: [Key])]
    /// Each bound key once, with its action. Looked through in turn: the
    /// defaults and most maps have a few dozen keys, and a table keyed by
    /// `Key` costs the first launch a search of every protocol conformance
    /// in the binary.
    private var lookup: [(key: Key, action: KeyAction)] = []
    /// Where each key is in `lookup`, for a map with more keys than
    /// `listSize` (a key-map file may list thousands).
    private var places: [Key: Int]?

    /// Keys past which a table finds them faster than a look at each.
    static let listSize = 64

    /// Whether both bind the same keys to the same actions.
    public static func == (lhs: KeyMap, rhs: KeyMap) -> Bool {
        lhs.lookup.count == rhs.lookup.count && lhs.lookup.allSatisfy { rhs.action(for: $0.key) == $0.action }
    }

    /// A key map from bindings; a key bound twice keeps its last action.
    public init(_ bindings: [(action: KeyAction, keys: [Key])]) {
        self.bindings = bindings
        if bindings.reduce(0, { $0 + $1.keys.count }) > Self.listSize { places = [:] }
        for binding in bindings {
            for key in binding.keys {
                if let place = place(of: key) {
                    lookup[place].action = binding.action
                } else {
                    places?[key] = lookup.count
                    lookup.append((key, binding.action))
                }
            }
        }
    }

    /// Where a key is in `lookup`: from the table when there is one.
    private func place(of key: Key) -> Int? {
        if let places { return places[key] }
        return lookup.firstIndex { $0.key == key }
    }

    /// The Android Auto DHU's defaults, so testers' hands carry over.
    public static let defaults = KeyMap([
        (.rotateLeft, [.character("1"), .backTab]),
        (.rotateRight, [.character("2"), .tab]),
        (.flickLeft, [.character("!")]),
        (.flickRight, [.character("@")]),
        (.nudgeUp, [.up]),
        (.nudgeDown, [.down]),
        (.nudgeLeft, [.left]),
        (.nudgeRight, [.right]),
        (.press, [.enter, .character(" ")]),
        (.back, [.backspace, .escape]),
        (.home, [.character("h")]),
        (.dashboard, [.character("D")]),
        (.playPause, [.character("m")]),
        (.next, [.character(".")]),
        (.previous, [.character(",")]),
        (.day, [.character("N")]),
        (.night, [.control("n")]),
        (.toggleAppearance, [.character("n")]),
        (.restrictAll, [.character("U")]),
        (.restrictNone, [.character("u")]),
        (.toggleConnection, [.character("c")]),
        (.nextProfile, [.character("p")]),
        (.toggleInspector, [.character("i")]),
        (.screenshot, [.character("s")]),
        (.help, [.character("?")]),
        (.console, [.character(":")]),
        (.suspend, [.control("z")]),
        (.quit, [.character("q"), .control("c")]),
    ])

    /// The action a key is bound to.
    public func action(for key: Key) -> KeyAction? { place(of: key).map { lookup[$0].action } }

    /// The keys bound to an action.
    public func keys(for action: KeyAction) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    /// This map with the keys of some actions replaced.
    public func replacing(_ changes: [(action: KeyAction, keys: [Key])]) -> KeyMap {
        var result = bindings
        for change in changes {
            if let index = result.firstIndex(where: { $0.action == change.action }) { result[index].keys = change.keys }
        }
        return KeyMap(result)
    }
}
