import CarPlay
import CarPlayTesting
import Testing

/// A list of twelve rows; each pushes a detail list of its own.
@MainActor private final class TwelveRowsDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let rows = (1...12).map { number in
            let item = CPListItem(text: "Row \(number)", detailText: nil)
            item.handler = { _, completion in
                let detail = CPListTemplate(title: "Detail \(number)", sections: [CPListSection(items: [CPListItem(text: "About \(number)", detailText: nil)])])
                interfaceController.pushTemplate(detail, animated: true, completion: nil)
                completion()
            }
            return item
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Rows", sections: [CPListSection(items: rows)]), animated: false, completion: nil)
    }
}

/// A hundred inputs, each checked: the focus after every detent, the
/// detail every press opens, the list every back returns to. (Swift
/// Testing's "passed after" line is the time it takes; docs/TESTING.md
/// reports it.)
@MainActor struct HundredInputsTests {
    @Test func aHundredInputsEachChecked() async throws {
        let car = try await TestCar(delegate: TwelveRowsDelegate(), category: .communication)
        try await car.connect()
        var inputs = 0
        var row = 0
        while inputs < 100 {
            let step = inputs % 5 == 4 ? 0 : (inputs / 12) % 2 == 0 ? 1 : -1
            if step == 0 {
                try await car.press()
                #expect((car.topTemplate as? CPListTemplate)?.title == "Detail \(row + 1)")
                try await car.back()
                inputs += 2
            } else {
                try await car.rotate(step)
                row = min(11, max(0, row + step))
                inputs += 1
            }
            #expect(car.templates.count == 1)
            #expect(car.focus?.id == "list.0.\(row)", "after \(inputs) inputs")
        }
        #expect(inputs >= 100)
    }
}
