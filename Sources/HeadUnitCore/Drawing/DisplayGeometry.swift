/// Where the parts of a display lie, in points, and how points become
/// cells at a density.
///
/// Layout is written once in points (a cell is 8 x 16 points at density 1,
/// 4 x 8 at density 2); sizes are multiples of 16 points down and 8 across,
/// so at density 1 every edge falls on a cell and density 2 shows the same
/// screen with twice the detail.
public struct DisplayGeometry: Equatable, Sendable {
    public let density: Density
    /// Frame size in cells.
    public let columns: Int
    public let rows: Int

    public init(profile: DisplayProfile, density: Density) {
        self.density = density
        (columns, rows) = profile.cells(density: density)
    }

    /// Width of the status rail, its keyline included.
    public static let railWidth = 48
    /// Height of the navigation bar and of the tab bar.
    public static let barHeight = 48

    /// Width in points, on the cell grid.
    public var width: Int { columns * density.cellPointWidth }
    /// Height in points, on the cell grid.
    public var height: Int { rows * density.cellPointHeight }
    /// Where the app area starts.
    public var appX: Int { Self.railWidth }
    /// Width of the app area.
    public var appWidth: Int { width - Self.railWidth }
    /// Height of a template's body under its bar.
    public var bodyHeight: Int { height - Self.barHeight }

    /// The column holding the point `x`.
    public func column(_ x: Int) -> Int { x / density.cellPointWidth }
    /// The row holding the point `y`.
    public func row(_ y: Int) -> Int { y / density.cellPointHeight }
    /// The columns in `points` across.
    public func columns(_ points: Int) -> Int { max(0, points / density.cellPointWidth) }
    /// The row on which a line of text whose 16-point box starts at `y` is written.
    public func textRow(_ y: Int) -> Int { (y + 8) / density.cellPointHeight }

    /// The cell under a point given in display pixels (as `tap X Y` gives it).
    public func cell(atPixelX x: Int, y: Int, scale: Int) -> (column: Int, row: Int) {
        (column(x / max(1, scale)), row(y / max(1, scale)))
    }

    /// The display pixel at the middle of a cell: where a touch on it lands.
    public func pixel(ofColumn column: Int, row: Int, scale: Int) -> (x: Int, y: Int) {
        ((column * density.cellPointWidth + density.cellPointWidth / 2) * scale, (row * density.cellPointHeight + density.cellPointHeight / 2) * scale)
    }

    /// The cells covering a rectangle given in points.
    public func cells(x: Int, y: Int, width: Int, height: Int) -> Rect {
        let left = column(x), top = row(y)
        return Rect(x: left, y: top, width: column(x + width) - left, height: row(y + height) - top)
    }
}

extension DisplayGeometry {
    /// How many times wider than tall, in points, `rect`'s cells are.
    func aspect(of rect: Rect) -> Double {
        Double(rect.width * density.cellPointWidth) / Double(max(1, rect.height * density.cellPointHeight))
    }
}
