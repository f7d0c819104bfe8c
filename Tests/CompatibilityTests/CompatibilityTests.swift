import CarPlay
import CarPlayTesting
import UIKit
import XCTest

@testable import CompatibilityApp

/// The compatibility app, written as real CarPlay apps are (Swift 5 mode,
/// plain classes, UIKit), builds against headunit and runs as on a car.
/// XCTest, in Swift 5 mode, as such apps' test targets are.
final class CompatibilityTests: XCTestCase {
    func testAHexColourIsTheComponentsItSays() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(hex: 0x336699, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [0.2, 0.4, 0.6, 0.5])
        XCTAssertEqual(UIColor(hex: 0xE03A3E), UIColor.brand, "UIColor compares by value, as on iOS")
    }

    func testDrawnArtworkShowsTheSymbolDrawnIntoIt() {
        let badge = Artwork.badge(symbol: "music.note", tint: .brand)
        XCTAssertEqual(badge.glyph, "♫")
        XCTAssertEqual(badge.size, CGSize(width: 44, height: 44))
        XCTAssertEqual(badge.scale, 2)
    }

    /// Built off the main actor, as a plain class builds them in Swift 5
    /// code; compared with `==` and `contains`, as NSObjects are.
    func testTemplatesAreBuiltByAPlainClassAndCompareAsObjects() {
        let store = EpisodeStore()
        let templates = LibraryTemplates(store: store) { _ in }
        let library = templates.library()
        let sections = templates.sections(
            for: [.init(title: "A", show: "Show", minutes: 1), .init(title: "B", show: "Other", minutes: 2)])
        library.updateSections(sections)
        XCTAssertEqual(library.sections.count, 2)
        XCTAssertEqual((library.sections[0].items[0] as? CPListImageRowItem)?.imageTitles, ["Other", "Show"])
        XCTAssertEqual(library.sections[1].items.compactMap(\.text), ["A", "B"])
        let stack: [CPTemplate] = [library, CPNowPlayingTemplate.shared]
        XCTAssertTrue(stack.contains(CPNowPlayingTemplate.shared))
        XCTAssertTrue(stack[0] == library && stack[1] != library)
        XCTAssertEqual(library.classForCoder is CPListTemplate.Type, true)
    }

    /// The app opens on its library, its episodes loaded from the main
    /// queue in the connect's turn, focus on the first show; a show's image
    /// plays its episode and the shared now playing is pushed from the main
    /// queue. Driven by CarPlayTesting from XCTest, in Swift 5 mode.
    @MainActor func testItRunsOnTheCarAsOnAPhone() async throws {
        let store = EpisodeStore()
        let car = try await TestCar(delegate: CarPlaySceneDelegate(store: store), category: .audio, name: "Podcasts")
        try await car.connect()
        let library = try XCTUnwrap(car.rootTemplate as? CPListTemplate)
        XCTAssertEqual(library.sections.last?.items.compactMap(\.text), ["Morning Brief", "Engines of Change", "Slow Roads", "Late Edition"])
        XCTAssertEqual(car.focus?.id, "list.0.0", String(describing: car.controls))
        XCTAssertTrue(car.screen.contains("Recent Shows"), car.screen)
        try await car.rotate()
        try await car.press()
        XCTAssertEqual(store.playing?.title, "Engines of Change")
        XCTAssertTrue(car.topTemplate === car.nowPlayingTemplate, "pushed from the main queue, and awaited")
        XCTAssertEqual(car.nowPlaying, TestCar.NowPlaying(title: "Engines of Change", artist: "Tech Road", isPlaying: true))
        XCTAssertEqual((car.delegate as? CarPlaySceneDelegate)?.becameActive, 1)
        try car.expectScreen(matching: "now-playing")
        try await car.back()
        XCTAssertTrue(car.topTemplate === library)
    }

    /// A wrong expectation fails with the display, and the golden's diff:
    /// the library is not the now playing.
    @MainActor func testAScreenThatIsNotTheGoldenFailsWithTheDiff() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(store: EpisodeStore()), category: .audio, name: "Podcasts")
        try await car.connect()
        XCTAssertThrowsError(try car.expectScreen(matching: "now-playing")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("the display differs from "), text)
            XCTAssertTrue(text.contains("__Screens__/now-playing.txt\nrow 2:\n- "), text)
            XCTAssertTrue(text.contains("The display:\n") && text.contains("Recent Shows"), text)
        }
    }
}
