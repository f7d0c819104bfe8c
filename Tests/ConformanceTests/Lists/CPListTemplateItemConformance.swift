import CarPlay
import CarPlayTesting
import Testing

/// CPListTemplateItem and CPSelectableListItem: what every kind of row has,
/// and what every selectable one has.
@MainActor struct CPListTemplateItemConformance {
    /// One row of each kind, as the protocol sees them.
    private func rows() -> [any CPListTemplateItem] {
        [
            CPListItem(text: "Plain Row", detailText: nil),
            CPListImageRowItem(text: "Image Row", images: [Rows.image("I")]),
            CPMessageListItem(
                conversationIdentifier: "c", text: "Message Row",
                leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: false),
                trailingConfiguration: nil, detailText: nil, trailingText: nil),
        ]
    }

    @Test("every kind of row is a list template item with text, a user value and an enabled state", .apple("carplay/cplisttemplateitem"))
    func everyKindIsAnItem() async throws {
        let rows = rows()
        #expect(rows.map(\.text) == ["Plain Row", "Image Row", "Message Row"])
        let (car, _) = try await ListConformanceApp.car(category: .communication) { _ in [CPListSection(items: rows)] }
        #expect(car.screen.contains("Plain Row") && car.screen.contains("Image Row") && car.screen.contains("Message Row"))
    }

    @Test("text is the row's primary text, whatever its kind", .apple("carplay/cplisttemplateitem/text"))
    func textOfEveryKind() async throws {
        let rows = rows()
        let (car, _) = try await ListConformanceApp.car(category: .communication) { _ in [CPListSection(items: rows)] }
        let labels = car.controls.filter { $0.id.hasPrefix("list.") && !$0.id.contains("image") }.map(\.label)
        for (label, row) in zip(labels, rows) { #expect(label.contains(row.text ?? "-")) }
    }

    @Test("userInfo keeps any value the app attaches to a row of any kind", .apple("carplay/cplisttemplateitem/userinfo"))
    func userInfoOfEveryKind() {
        let rows = rows()
        for (number, row) in rows.enumerated() {
            #expect(row.userInfo == nil)
            row.userInfo = number
            #expect(row.userInfo as? Int == number)
        }
    }

    @Test("a row of any kind is enabled by default, and a disabled one is drawn disabled", .apple("carplay/cplisttemplateitem/isenabled"))
    func enabledOfEveryKind() async throws {
        let rows = rows()
        #expect(rows.map(\.isEnabled) == [true, true, true])
        for row in rows { row.isEnabled = false }
        let (car, _) = try await ListConformanceApp.car(category: .communication) { _ in [CPListSection(items: rows)] }
        let shown = car.controls.filter { ["list.0.0", "list.0.1", "list.0.2"].contains($0.id) }
        #expect(shown.count == 3 && shown.allSatisfy { !$0.isEnabled })
    }

    @Test("list items and image rows are selectable: their handler is called with the row selected", .apple("carplay/cpselectablelistitem"))
    func selectableKinds() async throws {
        let (car, app) = try await ListConformanceApp.car { app in
            let plain = CPListItem(text: "Plain", detailText: nil)
            let images = CPListImageRowItem(text: "Pictures", images: [Rows.image("P")])
            let selectable: [any CPSelectableListItem] = [plain, images]
            for row in selectable { row.handler = app.recording() }
            return [CPListSection(items: selectable)]
        }
        try await car.tap("Plain")
        try await car.tap("Pictures")
        #expect(app.heard == ["selected Plain", "selected Pictures"])
    }

    @Test("a selectable row's handler is optional and runs when the driver selects the row", .apple("carplay/cpselectablelistitem/handler"))
    func selectableHandler() async throws {
        let row: any CPSelectableListItem = CPListItem(text: "Tap Me", detailText: nil)
        #expect(row.handler == nil)
        let (car, app) = try await ListConformanceApp.car { app in
            row.handler = app.recording()
            return [CPListSection(items: [row, CPListItem(text: "No Handler", detailText: nil)])]
        }
        try await car.tap("No Handler")
        try await car.tap("Tap Me")
        #expect(app.heard == ["selected Tap Me"])
    }
}
