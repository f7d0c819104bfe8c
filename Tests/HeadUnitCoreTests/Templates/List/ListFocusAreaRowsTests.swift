import Testing

@testable import HeadUnitCore

/// A list whose rows are all enabled keeps them as its sections' rows, made
/// when read: they read as the listed controls would, empty sections
/// included, and each row's place is found at once.
struct FocusAreaRowsTests {
    static let sections = [2, 0, 3, 0].map { count in ListSection(items: (0..<count).map { ListItem(text: "Row \($0)") }) }

    @Test func rowsReadAsTheListedControls() throws {
        let focus = try #require(ListIndex(Self.sections).focus)
        let listed: [ControlID] = [
            .listItem(section: 0, item: 0), .listItem(section: 0, item: 1), .listItem(section: 2, item: 0), .listItem(section: 2, item: 1),
            .listItem(section: 2, item: 2),
        ]
        #expect(Array(focus.controls) == listed)
        #expect(focus.controls == FocusArea.Controls(listed), "equal to the same controls listed")
        #expect(focus.places == nil, "no table of places")
    }

    @Test func aRowsPlaceIsFoundAndAMissingRowIsNot() throws {
        let focus = try #require(ListIndex(Self.sections).focus)
        let area = FocusArea.column(FocusArea.Names.body, focus.controls, places: focus.places)
        #expect(area.index(of: .listItem(section: 2, item: 1)) == 3)
        #expect(area.index(of: .listItem(section: 0, item: 1)) == 1)
        #expect(area.index(of: .listItem(section: 1, item: 0)) == nil, "an empty section has no rows")
        #expect(area.index(of: .listItem(section: 2, item: 3)) == nil, "past a section's end")
        #expect(area.index(of: .listItem(section: 4, item: 0)) == nil, "no such section")
        #expect(area.index(of: .back) == nil)
    }

    @Test func aDisabledRowMakesAListWithATable() throws {
        var sections = Self.sections
        sections[2].items[1].isEnabled = false
        let focus = try #require(ListIndex(sections).focus)
        #expect(
            Array(focus.controls) == [
                .listItem(section: 0, item: 0), .listItem(section: 0, item: 1), .listItem(section: 2, item: 0), .listItem(section: 2, item: 2),
            ])
        #expect(focus.places?[.listItem(section: 2, item: 2)] == 3)
    }
}
