import HeadUnitCore
import Testing

@testable import CarPlay

/// A script names a hosted app's template by what the app set (its title,
/// tab title, or `userInfo`), not only by the id headunit numbered it with.
@MainActor struct TemplateNameTests {
    private let bridge = TemplateBridgeTests()

    private func expectTemplate(_ name: String, on driver: inout SessionDriver) throws -> [Effect] {
        try CommandInterpreter.run(.expect(.template(name)), on: &driver)
    }

    @Test func aTemplateIsNamedByItsIdTitleTabTitleAndUserInfo() throws {
        let episodes = CPListTemplate(title: "Episodes", sections: [])
        episodes.tabTitle = "Library"
        episodes.userInfo = ["id": "library", "other": 1]
        var driver = bridge.headUnit { controller, _ in controller.setRootTemplate(episodes, animated: false) }
        for name in ["list-1", "Episodes", "Library", "library"] {
            #expect(try expectTemplate(name, on: &driver).isEmpty, "\(name)")
        }
        #expect(throws: CommandInterpreter.Failure(rule: .expect, reason: #"expected template Shows; the display shows list-1 "Episodes""#)) {
            try expectTemplate("Shows", on: &driver)
        }
    }

    @Test func aStringUserInfoNamesItToo() throws {
        let map = CPMapTemplate()
        map.userInfo = "map"
        var driver = bridge.headUnit(.navigation) { controller, _ in controller.setRootTemplate(map, animated: false) }
        #expect(try expectTemplate("map", on: &driver).isEmpty)
        #expect(throws: CommandInterpreter.Failure(rule: .expect, reason: "expected template route; the display shows map-1")) {
            try expectTemplate("route", on: &driver)
        }
    }
}
