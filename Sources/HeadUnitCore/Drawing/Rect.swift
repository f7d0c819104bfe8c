/// A rectangle of cells: column, row, width and height.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at column `col`, row `row` lies inside.
    public func contains(col: Int, row: Int) -> Bool {
        col >= x && col < maxX && row >= y && row < maxY
    }

    /// The part of this rectangle that lies inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `x,y WxH`, as goldens print it.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
