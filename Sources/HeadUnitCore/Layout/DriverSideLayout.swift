/// A right-hand-drive car's display: the status rail on the right, the
/// driver's side, with its keyline facing the app, and the app area to
/// its left. The app's templates keep their own direction, as CarPlay's do
/// (an app cannot tell the driving side).
enum DriverSideLayout {
    /// `screen`, laid out for a left-hand-drive car, with the rail moved
    /// to the right edge; the control map moves with what it covers.
    static func movingRailRight(_ screen: Screen, geometry: DisplayGeometry) -> Screen {
        let source = screen.frame
        let rail = geometry.column(DisplayGeometry.railWidth)
        let appColumns = source.width - rail
        var frame = Frame(width: source.width, height: source.height)
        frame.blit(source, region: Rect(x: rail, y: 0, width: appColumns, height: source.height), x: 0, y: 0)
        frame.blit(source, region: Rect(x: rail - 1, y: 0, width: 1, height: source.height), x: appColumns, y: 0)
        frame.blit(source, region: Rect(x: 0, y: 0, width: rail - 1, height: source.height), x: appColumns + 1, y: 0)
        let controls = screen.controls.map { region in
            let moved = { (rect: Rect) in Rect(x: rect.x >= rail ? rect.x - rail : rect.x + appColumns + 1, y: rect.y, width: rect.width, height: rect.height) }
            return ControlRegion(id: region.id, rect: moved(region.rect), isEnabled: region.isEnabled, extent: moved(region.extent))
        }
        var moved = Screen(frame: frame, controls: controls, focus: screen.focus)
        moved.blocksLaidOut = screen.blocksLaidOut
        return moved
    }
}
