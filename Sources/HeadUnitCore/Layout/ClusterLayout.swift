/// The instrument cluster behind the wheel: a small second display (300 x
/// 200 points, a common cluster window) that repeats the next maneuver of
/// a navigation session (its symbol and distance, the instruction the app
/// gives the cluster, the road) and the trip's time and distance left;
/// without guidance, the map around the car at the driver's zoom, and the
/// app's inactive description. The car's compass shows top-trailing when
/// the driver turns it on.
public enum ClusterLayout {
    /// The cluster window, in points.
    public static let size = (width: 304, height: 192)

    /// The cluster's frame for `state`, in its own display's cells.
    public static func frame(for state: SessionState) -> Frame {
        let density = state.density
        var canvas = Canvas(
            geometry: DisplayGeometry(profile: DisplayProfile(pixelWidth: size.width, pixelHeight: size.height, scale: 1), density: density),
            glyphs: state.glyphs, focus: nil)
        let rect = canvas.frame.bounds
        canvas.fill(rect, style: Style(.text, on: .card))
        let app = state.clusterApp
        let settings = app.session.cluster
        if let session = app.navigation {
            drawGuidance(session, settings: settings, units: app.app.navigation.units, clockSeconds: state.clockSeconds, in: rect, on: &canvas)
        } else if let map = app.mapTemplateID.flatMap({ app.templates[$0] }), case .map(let template) = map.body {
            var region = template.fittingRegion(rect, geometry: canvas.geometry)
            // Each of the driver's zoom steps halves (or doubles) the region.
            region.unitsAcross /= Double(1 << max(0, state.screens.cluster.zoom)) / Double(1 << max(0, -state.screens.cluster.zoom))
            MapLayout.draw(MapPicture(streets: template.mapView.streets, car: template.mapView.car), region, in: rect, panning: false, on: &canvas)
            if !settings.inactiveDescriptionVariants.isEmpty {
                let inactive = TextFit.firstFitting(settings.inactiveDescriptionVariants, width: rect.width - 2)
                canvas.text(inactive, column: 0, row: rect.maxY - 1, columns: rect.width, align: .center, style: Style(.text, on: .card, bold: true))
            }
        } else {
            canvas.text(
                app.app.name, column: 0, row: rect.height / 2, columns: rect.width, align: .center, style: Style(.secondary, on: .card, bold: true))
        }
        // The car's own compass, where the driver turned it on.
        if state.screens.cluster.compass { canvas.text("N▲", column: rect.maxX - 3, row: 0, columns: 2, style: Style(.accent, on: .card, bold: true)) }
        return canvas.frame
    }

    /// The next maneuver, in the details the app chose, and the trip's
    /// estimates at the foot; the pause's description while paused. With
    /// navigation metadata the cluster draws the maneuver as the car does:
    /// its type's glyph, its highway exit, the approach bar of its state,
    /// the lanes to take, and the road the car is on.
    private static func drawGuidance(
        _ session: NavigationState, settings: ClusterSettings, units: DistanceUnit, clockSeconds: Double, in rect: Rect, on canvas: inout Canvas
    ) {
        let inner = rect.width - 4
        var row = 1
        func line(_ text: String, _ style: Style) {
            canvas.text(text, column: 2, row: row, columns: inner, style: style)
            row += 1
        }
        let metadata = session.metadata
        if let pause = session.pause {
            line(pause.description, Style(.text, on: .card, bold: true))
        } else if let upcoming = session.upcoming {
            let maneuver = upcoming.maneuver
            if settings.details.contains(.symbol) {
                let symbol = metadata == nil ? maneuver.symbolImage : maneuver.metadata?.symbol ?? maneuver.symbolImage
                let exit = metadata == nil ? nil : maneuver.metadata?.highwayExitLabel
                let parts = [symbol, units.format(upcoming.estimates.distanceRemaining), exit, metadata?.maneuverState.approachBar]
                line(parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "  "), Style(.accent, on: .card, bold: true))
                if let lanes = metadata.flatMap({ $0.laneGuidance ?? maneuver.metadata?.laneGuidance }), !lanes.lanes.isEmpty {
                    LaneRowLayout.draw(lanes, column: 2, row: row, columns: inner, on: &canvas)
                }
                row += 1
            }
            if settings.details.contains(.instruction) {
                let instructions = maneuver.dashboardInstructionVariants.isEmpty ? maneuver.instructionVariants : maneuver.dashboardInstructionVariants
                for text in TextFit.wrap(TextFit.firstFitting(instructions, width: inner * 2), width: inner, maximumLines: 2) {
                    line(text, Style(.text, on: .card, bold: true))
                }
            }
            if settings.details.contains(.road), !maneuver.roadFollowingManeuverVariants.isEmpty {
                line(TextFit.firstFitting(maneuver.roadFollowingManeuverVariants, width: inner), Style(.secondary, on: .card))
            }
        }
        if let road = metadata.map({ TextFit.firstFitting($0.roadNameVariants, width: inner) }), !road.isEmpty, !session.hasArrived {
            canvas.text(road, column: 2, row: rect.maxY - 3, columns: inner, style: Style(.text, on: .card))
        }
        guard !session.hasArrived, settings.details.contains(.tripEstimates) else { return }
        canvas.text(
            GuidanceLayout.estimates(session.tripEstimates, units: units, clockSeconds: clockSeconds, width: inner), column: 2, row: rect.maxY - 2,
            columns: inner, style: Style(.secondary, on: .card))
    }

    /// The head unit's display and the cluster side by side, two cells
    /// apart, tops aligned: what a snapshot or screenshot with the cluster shows.
    public static func beside(_ display: Frame, _ cluster: Frame) -> Frame {
        var frame = Frame(width: display.width + 2 + cluster.width, height: max(display.height, cluster.height))
        frame.blit(display, x: 0, y: 0)
        frame.blit(cluster, x: display.width + 2, y: 0)
        return frame
    }
}
