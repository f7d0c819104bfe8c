/// A group of controls the knob rotates through: a navigation bar, a list,
/// a grid, a row of buttons. Nudging moves spatially, as the UIKit focus
/// engine does on CarPlay: to the nearest control that way inside the area,
/// and into the next area only when none lies that way.
public struct FocusArea: Equatable, Sendable {
    public static func == (left: FocusArea, right: FocusArea) -> Bool {
        left.name == right.name && left.controls == right.controls && left.shape == right.shape
    }

    /// How an area's controls are set out.
    public enum Shape: Equatable, Sendable {
        /// One above the other (a list): nudging up or down moves to the
        /// row above or below, and leaves the area past its ends.
        case column
        /// Rows of controls, reading order (a grid, a button row).
        case grid([[ControlID]])
    }

    /// A stable name, used to remember the area's last focus.
    public let name: String
    /// The controls in reading order.
    public let controls: Controls
    public let shape: Shape
    /// Where each control is in `controls`, for a long list with some rows
    /// disabled, made once with it: a knob step finds its place at once
    /// instead of looking through every row.
    let places: [ControlID: Int]?

    /// An area's controls in reading order: a list of them, or every row
    /// of a list's sections, each made when it is read (a list of 100,000
    /// rows holds no 100,000 controls).
    public struct Controls: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
        fileprivate enum Storage: Equatable, Sendable {
            case listed([ControlID])
            /// The rows of sections: section `s` has its first row at place `firstOfSection[s]`.
            case rows(firstOfSection: [Int], count: Int)
        }

        fileprivate let storage: Storage

        public init(_ controls: [ControlID]) { storage = .listed(controls) }

        public init(arrayLiteral controls: ControlID...) { self.init(controls) }

        /// Every row of sections whose first rows are at `firstOfSection`, `count` rows in all.
        init(rowsOfSectionsStartingAt firstOfSection: [Int], count: Int) { storage = .rows(firstOfSection: firstOfSection, count: count) }

        public var startIndex: Int { 0 }
        public var endIndex: Int {
            switch storage {
            case .listed(let controls): controls.count
            case .rows(_, let count): count
            }
        }

        public subscript(position: Int) -> ControlID {
            switch storage {
            case .listed(let controls): return controls[position]
            case .rows(let firstOfSection, _):
                let section = firstOfSection.run(holding: position)
                return .listItem(section: section, item: position - firstOfSection[section])
            }
        }

        /// Where `control` is, if it is here: a row at once, another by looking.
        func place(of control: ControlID) -> Int? {
            guard case .rows(let firstOfSection, let count) = storage else { return firstIndex(of: control) }
            guard case .listItem(let section, let item) = control, firstOfSection.indices.contains(section), item >= 0 else { return nil }
            let place = firstOfSection[section] + item
            let end = section + 1 < firstOfSection.count ? firstOfSection[section + 1] : count
            return place < end ? place : nil
        }

        public static func == (left: Controls, right: Controls) -> Bool {
            left.storage == right.storage || left.elementsEqual(right)
        }
    }

    init(name: String, controls: Controls, shape: Shape, places: [ControlID: Int]? = nil) {
        self.name = name
        self.controls = controls
        self.shape = shape
        self.places = places
    }

    /// A column of controls.
    public static func column(_ name: String, _ controls: [ControlID]) -> FocusArea {
        FocusArea(name: name, controls: Controls(controls), shape: .column)
    }

    /// A column of controls whose places are known already (`places`, or
    /// the rows of sections themselves).
    static func column(_ name: String, _ controls: Controls, places: [ControlID: Int]?) -> FocusArea {
        FocusArea(name: name, controls: controls, shape: .column, places: places)
    }

    /// Where `control` is in the area's reading order, if it is there.
    public func index(of control: ControlID) -> Int? {
        if let places { return places[control] }
        return controls.place(of: control)
    }

    /// Whether the area holds `control`.
    public func contains(_ control: ControlID) -> Bool { index(of: control) != nil }

    /// One row of controls.
    public static func row(_ name: String, _ controls: [ControlID]) -> FocusArea {
        FocusArea(name: name, controls: Controls(controls), shape: .grid([controls]))
    }

    /// Rows of controls.
    public static func grid(_ name: String, _ rows: [[ControlID]]) -> FocusArea {
        FocusArea(name: name, controls: Controls(rows.flatMap { $0 }), shape: .grid(rows))
    }

    /// The control a nudge in `direction` reaches inside this area, if any.
    public func spatialNeighbour(of control: ControlID, _ direction: Direction) -> ControlID? {
        if case .column = shape {
            guard let index = index(of: control) else { return nil }
            switch direction {
            case .up: return index > 0 ? controls[index - 1] : nil
            case .down: return index + 1 < controls.count ? controls[index + 1] : nil
            case .left, .right: return nil
            }
        }
        guard case .grid(let rows) = shape,
            let row = rows.firstIndex(where: { $0.contains(control) }),
            let col = rows[row].firstIndex(of: control)
        else { return nil }
        switch direction {
        case .left: return col > 0 ? rows[row][col - 1] : nil
        case .right: return col + 1 < rows[row].count ? rows[row][col + 1] : nil
        case .up, .down:
            let target = direction == .up ? row - 1 : row + 1
            guard rows.indices.contains(target), !rows[target].isEmpty else { return nil }
            // The control of the other row nearest in relative position.
            let position = (Double(col) + 0.5) / Double(rows[row].count)
            let index = Int(position * Double(rows[target].count))
            return rows[target][min(index, rows[target].count - 1)]
        }
    }
}

extension FocusArea {
    /// The names of the areas every screen may have.
    enum Names {
        /// The navigation bar's area.
        static let navigationBar = "nav"
        /// The root tab bar's area.
        static let tabs = "tabs"
        /// A template's main area: a list's rows, a grid's buttons.
        static let body = "body"
        /// The status rail: the dock, the Now Playing button, home. A nudge
        /// toward the driver's side reaches it, as the knob reaches CarPlay's dock.
        static let rail = "rail"
    }
}
