/// The messages a driver has scheduled, due first, in the order they were
/// scheduled among equals: a binary heap, so a scenario with 100,000
/// timeline entries schedules and delivers them in milliseconds.
struct EventQueue: Sendable {
    /// A scheduled message.
    struct Event: Sendable {
        let due: Double
        let order: Int
        let message: SessionMessage

        func precedes(_ other: Event) -> Bool { (due, order) < (other.due, other.order) }
    }

    private var heap: [Event] = []
    private var scheduled = 0

    var isEmpty: Bool { heap.isEmpty }

    /// The next message due, without taking it.
    var first: Event? { heap.first }

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

    /// Takes the next message due.
    mutating func pop() -> Event? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let event = heap.removeLast()
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
        return event
    }
}
