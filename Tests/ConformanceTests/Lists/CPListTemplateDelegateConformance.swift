import CarPlay
import CarPlayTesting
import Testing

/// CPListTemplateDelegate and CPListTemplate.delegate, deprecated in iOS 14:
/// told of the rows the driver chooses that have no handler.
@MainActor struct CPListTemplateDelegateConformance {
    @Test(
        "the delegate hears the row chosen, and the row spins until the app calls the completion",
        .apple("carplay/cplisttemplatedelegate/listtemplate(_:didselect:completionhandler:)"))
    func delegateHearsTheRow() async throws {
        let (car, record) = try await OldListCodeOf2019.made.car(handled: [])
        try await car.tap("Two")
        #expect(record.rows == ["Two"])
        #expect(car.spinning?.id == "list.0.1")
        await car.phone { record.completions.forEach { $0() } }
        #expect(car.spinning == nil)
    }

    @Test("a row with a handler of its own runs it; the delegate does not hear of it", .apple("carplay/cplisttemplatedelegate"))
    func handlerComesFirst() async throws {
        let (car, record) = try await OldListCodeOf2019.made.car(handled: ["One"])
        try await car.tap("One")
        #expect(record.rows.isEmpty && record.handled == ["One"])
    }

    @Test("the list keeps its delegate weakly", .apple("carplay/cplisttemplate/delegate"))
    func delegateIsWeak() async throws {
        let (car, record) = try await OldListCodeOf2019.made.car(handled: [])
        let list = try #require(car.rootTemplate as? CPListTemplate)
        #expect(OldListCodeOf2019.made.hasDelegate(list))
        record.delegate = nil
        #expect(!OldListCodeOf2019.made.hasDelegate(list))
    }
}

/// What the delegate heard, and the delegate, kept by the test.
@MainActor final class DelegateRecord {
    var rows: [String] = []
    var handled: [String] = []
    var completions: [@Sendable () -> Void] = []
    var delegate: AnyObject?
}

/// An app's list code of before iOS 14, called through a protocol so that
/// its deprecated calls are its own.
@MainActor protocol OldListCode {
    /// A car whose list has rows One and Two (those in `handled` with a
    /// handler), and a delegate that records what it hears.
    func car(handled: [String]) async throws -> (TestCar, DelegateRecord)
    func hasDelegate(_ list: CPListTemplate) -> Bool
}

/// The code, whose deprecated calls stay inside its deprecated methods.
@MainActor struct OldListCodeOf2019: OldListCode {
    static var made: any OldListCode { OldListCodeOf2019() }

    @available(*, deprecated)
    func car(handled: [String]) async throws -> (TestCar, DelegateRecord) {
        let record = DelegateRecord()
        let car = try await ListConformanceApp { _ in
            let delegate = RecordingListDelegate(record)
            record.delegate = delegate
            let rows = Rows.items(["One", "Two"])
            for row in rows where handled.contains(row.text ?? "") {
                row.handler = { item, completion in
                    record.handled.append(item.text ?? "")
                    completion()
                }
            }
            let list = CPListTemplate(title: "Library", sections: [CPListSection(items: rows)])
            list.delegate = delegate
            return list
        }.connectedCar()
        return (car, record)
    }

    @available(*, deprecated)
    func hasDelegate(_ list: CPListTemplate) -> Bool { list.delegate != nil }
}

@available(*, deprecated)
@MainActor final class RecordingListDelegate: NSObject, CPListTemplateDelegate {
    private let record: DelegateRecord

    init(_ record: DelegateRecord) { self.record = record }

    func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping @Sendable () -> Void) {
        record.rows.append(item.text ?? "")
        record.completions.append(completionHandler)
    }
}
