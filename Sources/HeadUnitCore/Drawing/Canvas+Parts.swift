/// Drawing a part of the screen, or a block of it, once: copied from the
/// canvas's memory (`LayoutMemory`) when it was drawn from the same key.
extension Canvas {
    /// Draws a part of the screen into `region` (cells nothing drew in
    /// yet) with `focus` as the canvas's focus, or copies it from the
    /// canvas's memory when it was drawn there from the same key; either
    /// way, a row it drew that `focus` left unmarked is marked when the
    /// canvas's own focus is on it. Nothing `draw` reads may be missing
    /// from `key`.
    mutating func part<Shown: Equatable & Sendable>(
        _ part: LayoutMemory.Part, key: Shown, region: Rect, focus partFocus: ControlID?, draw: (inout Canvas) -> Void
    ) {
        let key = DrawnWith(key: key, region: region, focus: partFocus, geometry: geometry, glyphs: glyphs)
        let rows: [RowTarget]
        if let kept = memory?.part(part, keyedBy: DrawnWith<Shown>.self), kept.key == key {
            rows = kept.drawing.rows
            frame.blit(kept.drawing.cells, x: region.x, y: region.y)
            restore(kept.drawing.controls)
            blocksLaidOut += kept.drawing.blocks
        } else {
            let focus = self.focus, controlsBefore = controls.count, blocksBefore = blocksLaidOut
            self.focus = partFocus
            rowTargets = []
            draw(&self)
            self.focus = focus
            rows = rowTargets ?? []
            rowTargets = nil
            // Kept only for a next screen: a screen drawn without memory copies nothing.
            if memory != nil {
                var cells = Frame(width: region.width, height: region.height)
                cells.blit(frame, region: region, x: 0, y: 0)
                let drawing = Drawing(cells: cells, controls: Array(controls[controlsBefore...]), blocks: blocksLaidOut - blocksBefore, rows: rows)
                memory?.keep(Kept(key: key, drawing: drawing), as: part)
            }
        }
        guard let focus, focus != partFocus, let row = rows.first(where: { $0.control == focus }) else { return }
        let clip = self.clip
        self.clip = row.clip
        highlightRow(row.rect)
        self.clip = clip
    }

    /// Draws a block of a part (a list's row, `control`) `height` points
    /// high from `y`, or copies it from the last screen's blocks when one
    /// was drawn there from the same key, wherever it was (a list that
    /// scrolled): `draw` is given the block's `y`. A block copies only
    /// when it fills whole rows of cells, and only into a part (whose
    /// region nothing else drew in): else it is drawn in place.
    mutating func block<Shown: Equatable & Sendable>(
        _ control: ControlID, key: Shown, y: Int, height: Int, draw: (inout Canvas, _ y: Int) -> Void
    ) {
        let cellHeight = geometry.density.cellPointHeight
        guard memory != nil, rowTargets != nil, y % cellHeight == 0, height % cellHeight == 0 else { return draw(&self, y) }
        let rows = height / cellHeight
        let key = DrawnWith(key: key, region: Rect(x: clip.x, y: 0, width: clip.width, height: rows), focus: focus, geometry: geometry, glyphs: glyphs)
        let kept: Kept<DrawnWith<Shown>>
        if let found = memory?.block(control, drawnFrom: key) {
            kept = found
        } else {
            // Drawn at the top of a canvas of its own, in whole rows.
            var own = Canvas(geometry: geometry, glyphs: glyphs, focus: focus, rows: rows)
            own.rowTargets = []
            draw(&own, 0)
            kept = Kept(key: key, drawing: Drawing(cells: own.frame, controls: own.controls, blocks: 0, rows: own.rowTargets ?? []))
        }
        memory?.keep(kept, asBlock: control)
        let top = y / cellHeight
        let shown = Rect(x: clip.x, y: top, width: clip.width, height: rows).intersection(clip)
        if !shown.isEmpty {
            frame.blit(kept.drawing.cells, region: Rect(x: shown.x, y: shown.y - top, width: shown.width, height: shown.height), x: shown.x, y: shown.y)
        }
        for region in kept.drawing.controls {
            register(region.id, region.rect.moved(down: top), enabled: region.isEnabled, extent: region.extent.moved(down: top))
        }
        for row in kept.drawing.rows {
            rowTargets?.append(RowTarget(control: row.control, rect: row.rect.moved(down: top), clip: clip))
        }
    }
}

extension Rect {
    /// The rectangle `rows` cells lower.
    fileprivate func moved(down rows: Int) -> Rect { Rect(x: x, y: y + rows, width: width, height: height) }
}
