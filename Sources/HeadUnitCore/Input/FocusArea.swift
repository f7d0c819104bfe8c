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
    public let controls: [ControlID]
    public let shape: Shape
    /// Where each control is in `controls`, for a long area (a list of
    /// thousands of rows), made once with it: a knob step finds its place
    /// at once instead of looking through every row.
    let locator: Locator?

    /// How a long area finds a control's place.
    enum Locator: Sendable {
        /// A table of places.
        case table([ControlID: Int])
        /// Rows of sections, every one in the area: a row's place is its
        /// section's first place and its index.
        case rows(firstOfSection: [Int])
    }

    init(name: String, controls: [ControlID], shape: Shape, locator: Locator? = nil) {
        self.name = name
        self.controls = controls
        self.shape = shape
        self.locator = locator
    }

    /// A column of controls.
    public static func column(_ name: String, _ controls: [ControlID]) -> FocusArea {
        FocusArea(name: name, controls: controls, shape: .column)
    }

    /// A column of controls whose places a locator finds.
    static func column(_ name: String, _ controls: [ControlID], locator: Locator) -> FocusArea {
        FocusArea(name: name, controls: controls, shape: .column, locator: locator)
    }

    /// Where `control` is in the area's reading order, if it is there.
    public func index(of control: ControlID) -> Int? {
        switch locator {
        case .table(let places): return places[control]
        case .rows(let firstOfSection):
            guard case .listItem(let section, let item) = control, firstOfSection.indices.contains(section) else { return nil }
            let place = firstOfSection[section] + item
            return controls.indices.contains(place) && controls[place] == control ? place : nil
        case nil: return controls.firstIndex(of: control)
        }
    }

    /// Whether the area holds `control`.
    public func contains(_ control: ControlID) -> Bool { index(of: control) != nil }

    /// One row of controls.
    public static func row(_ name: String, _ controls: [ControlID]) -> FocusArea {
        FocusArea(name: name, controls: controls, shape: .grid([controls]))
    }

    /// Rows of controls.
    public static func grid(_ name: String, _ rows: [[ControlID]]) -> FocusArea {
        FocusArea(name: name, controls: rows.flatMap { $0 }, shape: .grid(rows))
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
