import HeadUnitCore

/// The built-in day and night colours of each role, as xterm 256-colour
/// indices with an 8-colour fallback. (Theme files replace these later.)
struct TerminalPalette {
    /// A colour as the terminal can show it: a 256-colour index and the
    /// nearest of the 8 basic colours.
    struct Colour: Equatable {
        let index256: Int16
        let index8: Int16
    }

    let appearance: Appearance

    /// The colour of an ink.
    func colour(_ ink: Ink) -> Colour {
        let day = appearance == .day
        switch ink {
        case .text: return day ? Colour(index256: 235, index8: 0) : Colour(index256: 255, index8: 7)
        case .secondary: return day ? Colour(index256: 242, index8: 0) : Colour(index256: 248, index8: 7)
        case .disabled: return day ? Colour(index256: 250, index8: 7) : Colour(index256: 240, index8: 0)
        case .separator: return day ? Colour(index256: 252, index8: 7) : Colour(index256: 237, index8: 0)
        case .accent: return day ? Colour(index256: 27, index8: 4) : Colour(index256: 39, index8: 6)
        case .destructive: return day ? Colour(index256: 160, index8: 1) : Colour(index256: 203, index8: 1)
        case .confirm: return day ? Colour(index256: 28, index8: 2) : Colour(index256: 77, index8: 2)
        case .focusText: return Colour(index256: 231, index8: 7)
        case .focusEdge: return day ? Colour(index256: 27, index8: 4) : Colour(index256: 33, index8: 4)
        case .railText: return day ? Colour(index256: 238, index8: 0) : Colour(index256: 252, index8: 7)
        case .railAccent: return day ? Colour(index256: 27, index8: 4) : Colour(index256: 39, index8: 6)
        case .keyline: return day ? Colour(index256: 250, index8: 7) : Colour(index256: 238, index8: 0)
        case .badge: return Colour(index256: 196, index8: 1)
        case .progress: return day ? Colour(index256: 27, index8: 4) : Colour(index256: 39, index8: 6)
        case .bezel: return day ? Colour(index256: 244, index8: 7) : Colour(index256: 244, index8: 7)
        }
    }

    /// The colour of a surface.
    func colour(_ surface: Surface) -> Colour {
        let day = appearance == .day
        switch surface {
        case .background: return day ? Colour(index256: 231, index8: 7) : Colour(index256: 16, index8: 0)
        case .rail: return day ? Colour(index256: 254, index8: 7) : Colour(index256: 234, index8: 0)
        case .card: return day ? Colour(index256: 255, index8: 7) : Colour(index256: 236, index8: 0)
        case .focus: return day ? Colour(index256: 27, index8: 4) : Colour(index256: 33, index8: 4)
        case .artwork: return day ? Colour(index256: 153, index8: 6) : Colour(index256: 24, index8: 4)
        case .bezel: return Colour(index256: 233, index8: 0)
        }
    }
}
