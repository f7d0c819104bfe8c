import CarPlay
import HeadUnitTestSupport
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
    /// queue in the connect's turn, focus on the first row; a show's image
    /// plays its episode and the shared now playing is pushed.
    func testItRunsOnTheCarAsOnAPhone() throws {
        let start = try ToolProcess.run(["snapshot"], program: "Compatibility")
        XCTAssertEqual(start.status, 0, start.stderr)
        XCTAssertTrue(start.lines.contains { $0.contains("▐Recent Shows") }, start.stdout)
        XCTAssertTrue(start.lines.contains { $0.contains("Morning Brief") }, start.stdout)
        let played = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; dpad click"], program: "Compatibility")
        XCTAssertEqual(played.status, 0, played.stderr)
        XCTAssertTrue(played.lines.contains { $0.contains("‹ Library") } && played.lines.contains { $0.contains("Engines of Change") }, played.stdout)
    }
}
