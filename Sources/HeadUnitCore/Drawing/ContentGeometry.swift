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

    /// Its blocks, top to bottom.
    public var blocks: Blocks { Blocks(runs: runs) }
    /// Height of the whole content.
    public private(set) var height = 0
    /// The block of each section's first list row: a row's block is found
    /// at once, however long the list.
    private var firstRowBlock: [Int: Int] = [:]
    /// The block of each control a block holds besides its own (a row of
    /// buttons in a list's header).
    private var heldBlock: [ControlID: Int] = [:]
    /// The blocks as runs: list rows of one section and one height, one
    /// after another, are one run, so a list of 100,000 rows keeps one
    /// run rather than 100,000 blocks.
    private var runs: [Run] = []

    /// Blocks that follow one another: `count` of `height` points from `top`,
    /// the first being block `first`; list rows when `firstItem` is set.
    struct Run: Equatable, Sendable {
        let first: Int
        let top: Int
        let height: Int
        let section: Int
        /// The one block's control, for a run that is not of list rows.
        let control: ControlID?
        /// The item of the run's first row, for a run of list rows.
        let firstItem: Int?
        var count: Int

        func block(_ offset: Int) -> Block {
            Block(
                control: firstItem.map { .listItem(section: section, item: $0 + offset) } ?? control, section: section, top: top + offset * height,
                height: height)
        }
    }

    /// The blocks of a content, each made from its run when it is read.
    public struct Blocks: RandomAccessCollection, Sendable {
        fileprivate let runs: [Run]

        public var startIndex: Int { 0 }
        public var endIndex: Int { runs.last.map { $0.first + $0.count } ?? 0 }

        public subscript(position: Int) -> Block {
            let run = runs[runs.lazy.map(\.first).run(holding: position)]
            return run.block(position - run.first)
        }
    }

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
        if let held = heldBlock[control] { return held }
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

    /// Adds a block under the others; it holds `others` too (focus on
    /// one of them scrolls the block into view).
    mutating func append(_ control: ControlID?, section: Int, height blockHeight: Int, holding others: [ControlID] = []) {
        let index = blocks.endIndex
        for other in others { heldBlock[other] = index }
        if case .listItem(let row, 0) = control { firstRowBlock[row] = index }
        if case .listItem(let row, let item) = control, let last = runs.last, let first = last.firstItem, last.section == row,
            last.height == blockHeight, first + last.count == item
        {
            runs[runs.count - 1].count += 1
        } else if case .listItem(let row, let item) = control {
            runs.append(Run(first: index, top: height, height: blockHeight, section: row, control: nil, firstItem: item, count: 1))
        } else {
            runs.append(Run(first: index, top: height, height: blockHeight, section: section, control: control, firstItem: nil, count: 1))
        }
        height += blockHeight
    }
}
