/// The messages a driver has scheduled, due first, in the order they were
/// scheduled among equals. What is known at the start (the apps'
/// timelines) is sorted once and read from a cursor; what the session
/// schedules later (a handler's completion) goes on a binary heap. A
/// scenario with 100,000 timeline entries delivers them with no heap
/// sifting at all.
struct EventQueue: Sendable {
    /// A scheduled message.
    struct Event: Sendable {
        let due: Double
        let order: Int
        let message: SessionMessage

        func precedes(_ other: Event) -> Bool { (due, order) < (other.due, other.order) }
    }

    /// Scheduled at the start, due first; `next` is the first not taken.
    private let sorted: [Event]
    private var next = 0
    private var heap: [Event] = []
    private var scheduled: Int

    /// A queue holding `message(n)` due at `dues[n]` for each n, in the
    /// order of `dues` among equals. Only the times and places are sorted
    /// (two words each, nothing to retain), and not at all when in order.
    init(dues: [Double], message: (Int) -> SessionMessage) {
        var places = Array(dues.indices)
        if zip(dues, dues.dropFirst()).contains(where: { $0 > $1 }) {
            places.sort { (dues[$0], $0) < (dues[$1], $1) }
        }
        sorted = places.map { Event(due: dues[$0], order: $0 + 1, message: message($0)) }
        scheduled = dues.count
    }

    /// When the next message is due, if one is scheduled.
    var nextDue: Double? {
        fromSorted ? sorted[next].due : heap.first?.due
    }

    /// Whether the next message is the sorted start's rather than the heap's.
    private var fromSorted: Bool {
        next < sorted.count && (heap.isEmpty || sorted[next].precedes(heap[0]))
    }

    /// Schedules `message` at `due`, after what is already due then.
    mutating func push(_ message: SessionMessage, due: Double) {
        scheduled += 1
        heap.append(Event(due: due, order: scheduled, message: message))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the next message if it is due at or before `time`.
    mutating func pop(dueBy time: Double) -> SessionMessage? {
        if fromSorted {
            guard sorted[next].due <= time else { return nil }
            next += 1
            return sorted[next - 1].message
        }
        guard let top = heap.first, top.due <= time else { return nil }
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, heap[left].precedes(heap[first]) { first = left }
            if right < heap.count, heap[right].precedes(heap[first]) { first = right }
            guard first != parent else { break }
            heap.swapAt(parent, first)
            parent = first
        }
        return top.message
    }
}
