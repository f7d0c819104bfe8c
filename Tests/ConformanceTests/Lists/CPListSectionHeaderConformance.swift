import CarPlay
import CarPlayTesting
import Testing

/// What iOS 15 and 18.4 added to a list's look that headunit keeps but
/// does not draw: a section header's subtitle, image and button, and a
/// spinner in an empty list. headunit says so once.
@MainActor struct CPListSectionHeaderConformance {
    @Test(
        "a section made with a header's subtitle, image and button keeps them, and shows its header and rows",
        .apple("carplay/cplistsection/init(items:header:headersubtitle:headerimage:headerbutton:sectionindextitle:)"))
    func headerExtrasAreKept() async throws {
        let button = CPButton(image: UIImage(systemName: "play.fill")!) { _ in }
        let section = CPListSection(
            items: Rows.items(["Track 1"]), header: "Album", headerSubtitle: "Artist", headerImage: Rows.image(), headerButton: button,
            sectionIndexTitle: nil)
        #expect(section.headerSubtitle == "Artist" && section.headerImage != nil && section.headerButton === button)
        let (car, _) = try await ListConformanceApp.car { _ in [section] }
        #expect(car.screen.contains("Album") && car.screen.contains("Track 1"))
        #expect(car.notices == ["a section header's subtitle, image and button are not drawn"])
    }

    @Test("a section made the older ways has no header subtitle, image or button", .apple("carplay/cplistsection/headersubtitle"))
    func olderSectionsHaveNone() {
        let section = CPListSection(items: Rows.items(["One"]), header: "A", sectionIndexTitle: "A")
        #expect(section.headerSubtitle == nil && section.headerImage == nil && section.headerButton == nil)
    }

    @Test("an empty list asked for a spinner shows its empty view, and headunit says so", .apple("carplay/cplisttemplate/showsspinnerwhileempty"))
    func spinnerWhileEmptySaysSo() async throws {
        let list = CPListTemplate(title: "Radio", sections: [])
        #expect(!list.showsSpinnerWhileEmpty)
        list.showsSpinnerWhileEmpty = true
        list.emptyViewTitleVariants = ["Loading stations"]
        let car = try await ListConformanceApp { _ in list }.connectedCar()
        #expect(car.screen.contains("Loading stations"))
        #expect(car.notices == ["an empty list's spinner is not drawn; its empty view titles are"])
    }
}
