import Foundation
import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// What lint says about a scenario: each mistake its own rule, at its place.
struct ScenarioRuleTests {
    func lines(_ json: String, file: String = "s.json") -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: file).diagnostics.map { $0.formatted(file: file) }
    }

    /// A minimal scenario with `templates` (JSON members) and the root `root`.
    func scenario(category: String = "communication", root: String = "home", _ templates: String, extra: String = "") -> String {
        """
        {"headunit": 1, "app": {"name": "T", "category": "\(category)"}, "root": "\(root)",\(extra)
         "templates": {\(templates)}}
        """
    }

    @Test func theSevenMistakesOfTheIssueEachGetTheirRule() {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/broken.json").path
        let lines = ScenarioLoader.load(path: path).diagnostics.map { $0.formatted(file: "broken.json") }
        #expect(
            lines == [
                "broken.json:13:52: error: [tab-bar-root-only] tab bar 'tabs' was pushed; a tab bar can only be the root template (at $.templates.l1.sections[0].items[1].handler.push)",
                "broken.json:15:120: error: [message-item-handler] a message list item has no handler: Siri acts on it (at $.templates.l1.sections[0].items[3].handler)",
                "broken.json:16:32: error: [unknown-key] unknown key \"detialText\" in a list item; did you mean \"detailText\"? (at $.templates.l1.sections[0].items[4].detialText)",
                "broken.json:24:112: error: [template-depth] pushing list 'l6' makes the template depth 6; an audio app allows at most 5, the root counted (at $.templates.l5.sections[0].items[0].handler.push)",
                "broken.json:33:93: warning: [grid-button-limit] grid 'nine' has 9 buttons; CarPlay shows the first 8 (at $.templates.nine.buttons[8])",
                "broken.json:36:26: error: [template-category] information 'details' is not available to an audio app (at $.templates.details.type)",
                "broken.json:38:26: error: [now-playing-shared] now playing 'player2' is a second now-playing template; there is one shared instance ('player') (at $.templates.player2.type)",
            ])
    }

    @Test func aTemplateTheCategoryCannotUseIsReportedOnceWhereverItIsUsed() {
        let json = scenario(
            category: "audio", root: "info",
            """
            "info": {"type": "information", "title": "I", "items": [], "actions": [{"title": "More", "handler": {"push": "more"}}]},
            "more": {"type": "information", "title": "M", "items": []}
            """)
        #expect(
            lines(json) == [
                "s.json:2:33: error: [template-category] information 'info' is not available to an audio app (at $.templates.info.type)",
                "s.json:3:18: error: [template-category] information 'more' is not available to an audio app (at $.templates.more.type)",
            ])
    }

    @Test func modalMistakes() throws {
        let json = scenario(
            """
            "home": {"type": "list", "title": "H", "sections": [{"items": [
              {"text": "Push an alert", "handler": {"push": "a"}},
              {"text": "Present a list", "handler": {"present": "home"}},
              {"text": "Alert", "handler": {"present": "a"}}]}]},
            "a": {"type": "alert", "titleVariants": ["A"], "actions": [
              {"title": "Again", "handler": {"present": "b"}},
              {"title": "OK", "handler": "dismiss"},
              {"title": "Third", "handler": "dismiss"}]},
            "b": {"type": "alert", "titleVariants": ["B"], "actions": []}
            """)
        let found = lines(json)
        // The presentable-template line names every modal kind (a new one changes no test).
        let presentable = try #require(found.first { $0.contains("[presentable-template]") }, "\(found)")
        let place = " (at $.templates.home.sections[0].items[1].handler.present)"
        #expect(presentable.hasPrefix("s.json:4:53: error: ") && presentable.hasSuffix(place), "\(presentable)")
        let message = String(presentable.dropFirst("s.json:4:53: error: [presentable-template] ".count).dropLast(place.count))
        CarPlayRuleTests.expectPresentableRefusal(RuleViolation(.presentable, message), of: "list 'home'")
        #expect(
            found.filter { $0 != presentable } == [
                "s.json:3:49: error: [modal-only] alert 'a' was pushed; an alert can only be presented modally (at $.templates.home.sections[0].items[0].handler.push)",
                "s.json:7:33: warning: [modal-dismiss] alert 'a' stays up after this action: CarPlay does not dismiss it for the app; add \"dismiss\" (at $.templates.a.actions[0].handler)",
                "s.json:7:45: error: [single-modal] alert 'b' was presented while alert 'a' is up; only one modal at a time (at $.templates.a.actions[0].handler.present)",
                "s.json:9:3: warning: [alert-actions] alert 'a' has 3 actions; CarPlay shows the first 2 (at $.templates.a.actions[2])",
                "s.json:10:59: error: [alert-actions] alert 'b' has no actions; an alert needs at least 1 (at $.templates.b.actions)",
            ])
    }

    @Test func stackMistakes() {
        let json = scenario(
            category: "audio",
            """
            "home": {"type": "list", "title": "H", "sections": [{"items": [
              {"text": "Loop", "handler": {"push": "loop"}},
              {"text": "Play", "handler": {"play": "t"}},
              {"text": "Forever", "handler": {"actions": ["pop"], "completes": false}}]}]},
            "loop": {"type": "list", "title": "L", "sections": [{"items": [{"text": "Home", "handler": {"push": "home"}}]}]},
            "np": {"type": "nowPlaying", "upNextHandler": {"push": "g"}, "isUpNextButtonEnabled": true},
            "g": {"type": "grid", "title": "G", "buttons": []}
            """, extra: #" "media": {"tracks": [{"id": "t", "title": "T"}]},"#)
        #expect(
            lines(json) == [
                "s.json:5:34: warning: [list-handler-completion] this handler never calls its completion: the row spins forever, as on a car (at $.templates.home.sections[0].items[2].handler)",
                "s.json:6:101: error: [template-in-stack] list 'home' was pushed while it is already on the stack (at $.templates.loop.sections[0].items[0].handler.push)",
                "s.json:7:56: error: [now-playing-push] grid 'g' was pushed on now playing; only a list may be pushed on now playing (at $.templates.np.upNextHandler.push)",
            ])
    }

    @Test func limitsAreWarnings() {
        let items = (0..<13).map { "{\"text\": \"\($0)\"}" }.joined(separator: ", ")
        let json = scenario(
            """
            "home": {"type": "list", "title": "H", "trailingNavigationBarButtons": [{"title": "A"}, {"title": "B"}, {"title": "C"}],
              "sections": [{"sectionIndexTitle": "Albums", "items": [\(items)]}]}
            """)
        #expect(
            lines(json) == [
                "s.json:2:120: warning: [bar-button-limit] list 'home' has 3 trailing bar buttons; CarPlay shows the first 2 (at $.templates.home.trailingNavigationBarButtons[2])",
                "s.json:3:38: warning: [section-index-title] section index title \"Albums\" shows only its first character, \"A\" (at $.templates.home.sections[0].sectionIndexTitle)",
                "s.json:3:240: warning: [list-item-limit] list 'home' has 13 items; while driving (limited UI) CarPlay shows the first 12 (at $.templates.home.sections[0].items[12])",
            ])
    }

    @Test func updatesNameRealItemsAndTracks() {
        let json = scenario(
            """
            "home": {"type": "list", "title": "H", "sections": [{"items": [
              {"id": "a", "text": "A", "handler": [{"update": {"template": "home", "item": "b", "text": "x"}}, {"play": "song"}]}]}]}
            """)
        #expect(
            lines(json) == [
                "s.json:3:80: error: [unknown-item] list 'home' has no item with the id \"b\"; did you mean \"a\"? (at $.templates.home.sections[0].items[0].handler[0].update.item)",
                "s.json:3:109: error: [unknown-track] no track is named \"song\" in \"media\" (at $.templates.home.sections[0].items[0].handler[1].play)",
            ])
    }

    @Test func scriptLinesAreCheckedAsCommands() {
        let json = scenario(#""home": {"type": "list", "title": "H", "sections": []}"#, extra: #" "script": ["dpad click", "dpad spin"],"#)
        #expect(
            lines(json) == [
                "s.json:1:109: error: [script-command] dpad takes rotate left|right, flick left|right, up, down, left, right, click, back; got 'spin' (at $.script[1])"
            ])
    }

    @Test func moreInformationThanACarShowsIsTrimmed() {
        let items = (1...11).map { "{\"title\": \"T\($0)\", \"detail\": \"D\"}" }.joined(separator: ", ")
        let actions = (1...4).map { "{\"title\": \"A\($0)\"}" }.joined(separator: ", ")
        let json = scenario(root: "info", "\"info\": {\"type\": \"information\", \"title\": \"I\", \"items\": [\(items)], \"actions\": [\(actions)]}")
        #expect(
            lines(json).map { $0.replacing(#/s\.json:\d+:\d+: /#, with: "") } == [
                "warning: [information-limit] information 'info' has 11 items; CarPlay shows the first 10 (at $.templates.info.items[10])",
                "warning: [information-limit] information 'info' has 4 actions; CarPlay shows the first 3 (at $.templates.info.actions[3])",
            ])
    }

    @Test func anImageRowOfMoreThanEightImagesIsTrimmed() {
        let images = (1...9).map { "{\"image\": \"I\($0)\", \"title\": \"Image \($0)\"}" }.joined(separator: ", ")
        let json = scenario(
            category: "audio",
            "\"home\": {\"type\": \"list\", \"title\": \"H\", \"sections\": [{\"items\": [{\"text\": \"Recent\", \"images\": [\(images)]}]}]}")
        #expect(
            lines(json).map { $0.replacing(#/s\.json:\d+:\d+: /#, with: "") } == [
                "warning: [image-row-limit] list 'home' has 9 images in row \"Recent\"; CarPlay shows the first 8 (at $.templates.home.sections[0].items[0].images[8])"
            ])
    }

    /// Twelve rows to four levels is 20,736 stacks: more screens than lint walks.
    @Test func aFlowOfMoreScreensThanLintWalksSaysHowManyItChecked() throws {
        func level(_ name: String, _ next: String?) -> String {
            let items = (0..<12).map { index in
                next.map { "{\"text\": \"\($0)\(index)\", \"handler\": {\"push\": \"\($0)\(index)\"}}" } ?? "{\"text\": \"x\"}"
            }
            return "\"\(name)\": {\"type\": \"list\", \"title\": \"\(name)\", \"sections\": [{\"items\": [\(items.joined(separator: ", "))]}]}"
        }
        let levels = ["a", "b", "c", "d"]
        var templates = [level("home", "a")]
        for (depth, name) in levels.enumerated() {
            for index in 0..<12 { templates.append(level("\(name)\(index)", levels[safe: depth + 1])) }
        }
        #expect(
            lines(scenario(category: "audio", templates.joined(separator: ",\n"))).map { $0.replacing(#/s\.json:\d+:\d+: /#, with: "") } == [
                "warning: [flow-size] the app has more than 20000 distinct screens; lint checked the first 20000 (at $)"
            ])
    }
}

/// The category templates' limits, each with its rule at its place.
struct CategoryTemplateRuleTests {
    func lines(_ json: String) -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: "s.json").diagnostics.map { $0.formatted(file: "s.json") }
    }

    static func place(_ index: Int) -> String {
        #"{"location": {"x": 0.5, "y": 0.5}, "title": "P\#(index)"}"#
    }

    @Test func aThirteenthPlaceIsNotShown() {
        let places = (0..<13).map(Self.place).joined(separator: ",\n  ")
        let json = """
            {"headunit": 1, "app": {"name": "P", "category": "parking"}, "root": "map",
             "templates": {"map": {"type": "pointOfInterest", "title": "Lots", "pointsOfInterest": [
              \(places)]}}}
            """
        #expect(
            lines(json) == [
                "s.json:15:3: warning: [poi-limit] point of interest 'map' has 13 places; CarPlay shows the first 12 (at $.templates.map.pointsOfInterest[12])"
            ])
    }

    @Test func aFifthContactButtonIsNotShown() {
        let json = """
            {"headunit": 1, "app": {"name": "C", "category": "communication"}, "root": "anna",
             "templates": {"anna": {"type": "contact", "contact": {"name": "Anna", "actions": [
               {"type": "call"}, {"type": "message"}, {"type": "directions"}, {"title": "Share"},
               {"title": "Block"}]}}}}
            """
        #expect(
            lines(json) == [
                "s.json:4:4: warning: [contact-actions] contact 'anna' has 5 buttons; CarPlay shows the first 4 (at $.templates.anna.contact.actions[4])"
            ])
    }

    @Test func aThirdTemplateIsTooDeepForQuickFoodOrdering() {
        let json = """
            {"headunit": 1, "app": {"name": "Q", "category": "quickFood"}, "root": "a",
             "templates": {
              "a": {"type": "list", "title": "A", "sections": [{"items": [{"text": "B", "handler": {"push": "b"}}]}]},
              "b": {"type": "list", "title": "B", "sections": [{"items": [{"text": "C", "handler": {"push": "c"}}]}]},
              "c": {"type": "list", "title": "C", "sections": []}}}
            """
        #expect(
            lines(json) == [
                "s.json:4:97: error: [template-depth] pushing list 'c' makes the template depth 3; a quick food ordering app allows at most 2, the root counted (at $.templates.b.sections[0].items[0].handler.push)"
            ])
    }

    @Test func aPointOfInterestTemplateIsNotForAudioApps() {
        let json = """
            {"headunit": 1, "app": {"name": "R", "category": "audio"}, "root": "l",
             "templates": {
              "l": {"type": "list", "title": "L", "sections": []},
              "map": {"type": "pointOfInterest", "title": "Stations", "pointsOfInterest": []}}}
            """
        #expect(
            lines(json) == [
                "s.json:4:19: error: [template-category] point of interest 'map' is not available to an audio app (at $.templates.map.type)"
            ])
    }

}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
