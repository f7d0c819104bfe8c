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
    /// The block of each section's first list row: a row's block is found
    /// at once, however long the list.
    private var firstRowBlock: [Int: Int] = [:]

    /// Content to be built block by block, top to bottom (each kind
    /// builds its own, in its folder).
    init() {}

    /// The block of a control.
    public func block(of control: ControlID) -> Block? {
        index(of: control).map { blocks[$0] }
    }

    /// Where a control's block is among the blocks: a list row's at once,
    /// another's by looking.
    func index(of control: ControlID) -> Int? {
        if case .listItem(let section, let item) = control, let first = firstRowBlock[section] {
            let index = first + item
            return blocks.indices.contains(index) && blocks[index].control == control ? index : nil
        }
        return blocks.firstIndex { $0.control == control }
    }

    /// The blocks a viewport of `viewport` points from `scrollTop` shows
    /// (some part of them), found by halving: drawing costs what is on
    /// screen, not the content's length.
    public func visible(from scrollTop: Int, viewport: Int) -> Range<Int> {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].top + blocks[middle].height <= scrollTop { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < blocks.count, blocks[end].top < scrollTop + viewport { end += 1 }
        return low..<end
    }

    /// The scroll offset that shows `control` whole in a viewport of
    /// `viewport` points, moving `scrollTop` as little as possible. A
    /// section's first item brings its header into view with it.
    public func scrollTop(showing control: ControlID, from scrollTop: Int, viewport: Int) -> Int {
        guard let index = index(of: control) else {
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

    /// Room for `count` blocks, made once: a long list's blocks are not
    /// copied as they grow.
    mutating func reserve(_ count: Int) { blocks.reserveCapacity(count) }

    /// Adds a block under the others.
    mutating func append(_ control: ControlID?, section: Int, height blockHeight: Int) {
        if case .listItem(let row, 0) = control { firstRowBlock[row] = blocks.count }
        blocks.append(Block(control: control, section: section, top: height, height: blockHeight))
        height += blockHeight
    }
}
