import CarPlay
import CarPlayTesting
import Testing

/// CPListSection: a group of rows with an optional header and index title.
@MainActor struct CPListSectionConformance {
    @Test("a section groups rows, and a list shows each section's rows together under its header", .apple("carplay/cplistsection"))
    func sectionsGroupRows() async throws {
        let (car, _) = try await ListConformanceApp.car { _ in
            [
                CPListSection(items: Rows.items(["Ada", "Alan"]), header: "A", sectionIndexTitle: nil),
                CPListSection(items: Rows.items(["Grace"]), header: "G", sectionIndexTitle: nil),
            ]
        }
        let lines = car.screen.split(separator: "\n").map(String.init)
        let order = ["Ada", "Alan", "Grace"].compactMap { name in lines.firstIndex { $0.contains(name) } }
        #expect(order.count == 3 && order == order.sorted())
        let headerG = try #require(lines.firstIndex { $0.hasSuffix(" G") || $0.contains(" G ") })
        #expect(order[1] < headerG && headerG < order[2], "the header of the second section is between its rows and the first's: \(car.screen)")
    }

    @Test("a section made with items alone has them and no header or index title", .apple("carplay/cplistsection/init(items:)"))
    func initWithItems() async throws {
        let section = CPListSection(items: Rows.items(["One", "Two"]))
        #expect(section.header == nil && section.sectionIndexTitle == nil)
        let (car, _) = try await ListConformanceApp.car { _ in [section] }
        #expect(car.screen.contains("One") && car.screen.contains("Two"))
    }

    @Test("a section made with a header and an index title shows both with its items", .apple("carplay/cplistsection/init(items:header:sectionindextitle:)"))
    func initWithHeaderAndIndexTitle() async throws {
        let section = CPListSection(items: Rows.items(["Bach"]), header: "Composers", sectionIndexTitle: "B")
        #expect(section.header == "Composers" && section.sectionIndexTitle == "B")
        let (car, _) = try await ListConformanceApp.car { _ in [section] }
        let header = try #require(Rows.line(of: car.screen, containing: "Composers"))
        #expect(header.text.trimmingCharacters(in: CharacterSet(charactersIn: " ┃")).hasSuffix("B"))
        #expect(try #require(Rows.line(of: car.screen, containing: "Bach")).number > header.number)
    }

    @Test("the header is drawn above the section's rows", .apple("carplay/cplistsection/header"))
    func headerAboveRows() async throws {
        let (car, _) = try await ListConformanceApp.car { _ in
            [CPListSection(items: Rows.items(["Morning Show"]), header: "Live Now", sectionIndexTitle: nil)]
        }
        let header = try #require(Rows.line(of: car.screen, containing: "Live Now")).number
        let row = try #require(Rows.line(of: car.screen, containing: "Morning Show")).number
        #expect(header < row)
    }

    @Test("the section index title is shown at the trailing edge of the screen", .apple("carplay/cplistsection/sectionindextitle"))
    func indexTitleAtTheTrailingEdge() async throws {
        let (car, _) = try await ListConformanceApp.car { _ in
            [CPListSection(items: Rows.items(["Queen"]), header: "Bands", sectionIndexTitle: "Q")]
        }
        let line = try #require(Rows.line(of: car.screen, containing: "Bands")).text
        let q = try #require(line.lastIndex(of: "Q"))
        let bands = try #require(line.range(of: "Bands"))
        #expect(line.distance(from: bands.upperBound, to: q) > 10, "the index title is at the far end: \(line)")
    }

    @Test("items are the section's rows, in the order the car shows them", .apple("carplay/cplistsection/items"))
    func itemsInOrder() async throws {
        let rows = Rows.items(["First", "Second", "Third"])
        let section = CPListSection(items: rows)
        #expect(section.items.count == 3 && section.items[0] === rows[0] && section.items[2] === rows[2])
        let (car, _) = try await ListConformanceApp.car { _ in [section] }
        let labels = car.controls.filter { $0.id.hasPrefix("list.") }.map(\.label)
        #expect(labels == ["First", "Second", "Third"])
    }

    @Test("a section header's image is at most CPMaximumListSectionImageSize", .apple("carplay/cpmaximumlistsectionimagesize"))
    func maximumImageSize() {
        #expect(CPMaximumListSectionImageSize == CGSize(width: 44, height: 44))
    }

    @Test("a section finds where an item is, and NSNotFound for one it has not", .apple("carplay/cplistsection/index(of:)"))
    func indexOfAnItem() {
        let rows = Rows.items(["Ada", "Alan", "Grace"])
        let section = CPListSection(items: rows)
        #expect(section.index(of: rows[2]) == 2)
        #expect(section.index(of: CPListItem(text: "Grace", detailText: nil)) == NSNotFound, "an item is found by identity, not by its text")
    }

    @Test("a section gives the item at an index", .apple("carplay/cplistsection/item(at:)"))
    func itemAtAnIndex() {
        let rows = Rows.items(["Ada", "Alan"])
        let section = CPListSection(items: rows)
        #expect(section.item(at: 1) === rows[1])
    }

    @Test("a list finds an item's section and row, and nil for one it has not", .apple("carplay/cplisttemplate/indexpath(for:)"))
    func indexPathOfAnItem() {
        let first = Rows.items(["Ada", "Alan"]), second = Rows.items(["Grace", "Hedy"])
        let list = CPListTemplate(title: "People", sections: [CPListSection(items: first), CPListSection(items: second)])
        #expect(list.indexPath(for: second[1]) == IndexPath(row: 1, section: 1))
        #expect(list.indexPath(for: second[1])?.section == 1 && list.indexPath(for: first[0])?.row == 0)
        #expect(list.indexPath(for: CPListItem(text: "Ada", detailText: nil)) == nil)
    }
}
