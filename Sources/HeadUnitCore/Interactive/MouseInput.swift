/// A mouse event from the terminal, in terminal cells.
public enum MouseInput: Equatable, Sendable {
    /// Left button pressed: a touch at the point.
    case click(column: Int, row: Int)
    /// Left button released: where a touch that moved (a drag) ended.
    case release(column: Int, row: Int)
    /// Middle button: a knob press.
    case middleClick
    /// Wheel: knob rotation, positive down (clockwise).
    case wheel(Int)
    /// The pointer moved to a cell, no button changed: the inspector shows the pixel under it.
    case move(column: Int, row: Int)
}
