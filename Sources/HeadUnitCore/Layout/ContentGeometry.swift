/// The vertical layout of a scrolling body, in points: where each control
/// starts and how tall it is, so that layout draws it and the focus engine
/// scrolls to it by the same numbers.
public struct ContentGeometry: Equatable, Sendable {
    /// One block of the content.
    public struct Block: Equatable, Sendable {
        /// The control this block is, or nil for a section header.
        public let control: ControlID?
        /// Index of the section or information item it belongs to.
        public let section: Int
        public let top: Int
        public let height: Int
    }

    public private(set) var blocks: [Block] = []
    /// Height of the whole content.
    public private(set) var height = 0

    /// Content to be built block by block, top to bottom (each kind
    /// builds its own, in its folder).
    init() {}

    /// The block of a control.
    public func block(of control: ControlID) -> Block? {
        blocks.first { $0.control == control }
    }

    /// The scroll offset that shows `control` whole in a viewport of
    /// `viewport` points, moving `scrollTop` as little as possible. A
    /// section's first item brings its header into view with it.
    public func scrollTop(showing control: ControlID, from scrollTop: Int, viewport: Int) -> Int {
        guard let index = blocks.firstIndex(where: { $0.control == control }) else {
            return clamp(scrollTop, viewport: viewport)
        }
        let block = blocks[index]
        var top = block.top
        if index > 0, blocks[index - 1].control == nil, blocks[index - 1].section == block.section {
            top = blocks[index - 1].top
        }
        var result = scrollTop
        if block.top + block.height > result + viewport { result = block.top + block.height - viewport }
        if top < result { result = top }
        return clamp(result, viewport: viewport)
    }

    /// `scrollTop` kept within the content.
    public func clamp(_ scrollTop: Int, viewport: Int) -> Int {
        max(0, min(scrollTop, height - viewport))
    }

    /// Adds a block under the others.
    mutating func append(_ control: ControlID?, section: Int, height blockHeight: Int) {
        blocks.append(Block(control: control, section: section, top: height, height: blockHeight))
        height += blockHeight
    }
}
