import HeadUnitCore
import Testing

/// What lint says about navigation apps: the map as root, its limits, the
/// templates only navigation apps may use, trips and the session.
struct NavigationRuleTests {
    func lines(_ json: String) -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: "n.json").diagnostics.map { $0.formatted(file: "n.json") }
    }

    @Test func aNavigationAppsRootMustBeAMap() {
        let json = """
            {"headunit": 1, "app": {"name": "T", "category": "navigation"}, "root": "home",
             "templates": {"home": {"type": "list", "title": "H", "sections": []}}}
            """
        #expect(
            lines(json) == [
                #"n.json:1:73: error: [navigation-root] list 'home' is the root of a navigation app; its root must be a map template (at $.root)"#
            ])
    }

    @Test func mapButtonsAndBarButtonsBeyondWhatACarShows() {
        let json = """
            {"headunit": 1, "app": {"name": "T", "category": "navigation"}, "root": "map",
             "templates": {"map": {"type": "map",
               "leadingNavigationBarButtons": [{"title": "A"}, {"title": "B"}, {"title": "C"}],
               "trailingNavigationBarButtons": [{"title": "D"}, {"title": "E"}],
               "mapButtons": [{"image": "+", "handler": "zoomIn"}, {"image": "-", "handler": "zoomOut"}, {"image": "1"}, {"image": "2"}, {"image": "3"}]}}}
            """
        #expect(
            lines(json) == [
                "n.json:3:68: warning: [bar-button-limit] map 'map' has 3 leading bar buttons; CarPlay shows the first 2 (at $.templates.map.leadingNavigationBarButtons[2])",
                "n.json:5:110: warning: [map-button-limit] map 'map' has 5 map buttons; CarPlay shows the first 3 (at $.templates.map.mapButtons[3])",
            ])
    }

    @Test func mapSearchAndVoiceControlAreForNavigationAppsOnly() {
        let json = """
            {"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "home",
             "templates": {"home": {"type": "list", "title": "H", "sections": [{"items": [{"text": "Map", "handler": {"push": "map"}}]}]},
              "map": {"type": "map"}, "find": {"type": "search"}, "voice": {"type": "voiceControl", "voiceControlStates": [{"identifier": "a", "titleVariants": ["A"]}]}}}
            """
        #expect(
            lines(json) == [
                "n.json:3:19: error: [template-category] map 'map' is not available to an audio app (at $.templates.map.type)",
                "n.json:3:44: error: [template-category] search 'find' is not available to an audio app (at $.templates.find.type)",
                "n.json:3:73: error: [template-category] voice control 'voice' is not available to an audio app (at $.templates.voice.type)",
            ])
    }

    @Test func tripsRoutesAndVoiceStates() {
        let trips = "abcdefghijklm".map { letter in
            #""\#(letter)": {"destination": "\#(letter)", "routeChoices": [\#(letter == "a" ? "" : #"{"summaryVariants": ["x"]}"#)]}"#
        }
        let ids = "abcdefghijklm".map { #""\#($0)""# }.joined(separator: ",")
        let json = """
            {"headunit": 1, "app": {"name": "T", "category": "navigation"}, "root": "map",
             "templates": {"map": {"type": "map", "mapButtons": [{"image": "G", "handler": {"showTripPreviews": [\(ids)]}}]},
               "voice": {"type": "voiceControl", "voiceControlStates": []}},
             "trips": {\(trips.joined(separator: ",\n"))}}
            """
        #expect(
            lines(json) == [
                "n.json:2:101: warning: [trip-limit] showTripPreviews has 13 trips; CarPlay shows the first 12 (at $.templates.map.mapButtons[0].handler.showTripPreviews)",
                "n.json:3:60: error: [voice-control-state] voice control 'voice' has no states; a voice control template needs at least 1 (at $.templates.voice.voiceControlStates)",
                "n.json:4:54: error: [route-choices] trip 'a' has no route choices; a trip needs at least 1 to be previewed or driven (at $.trips.a.routeChoices)",
            ])
    }

    @Test func aSessionNeedsAMapOnTheStack() {
        let json = """
            {"headunit": 1, "app": {"name": "T", "category": "parking"}, "root": "home",
             "templates": {"home": {"type": "list", "title": "H", "sections": [{"items": [{"text": "Go", "handler": "startNavigationSession"}]}]}}}
            """
        #expect(
            lines(json) == [
                "n.json:2:105: error: [navigation-session] startNavigationSession needs a map template on the stack; the root is list 'home' (at $.templates.home.sections[0].items[0].handler)"
            ])
    }

    @Test func variantsNeedAtLeastOneText() {
        let json = """
            {"headunit": 1, "app": {"name": "T", "category": "navigation"}, "root": "map", "templates": {"map": {"type": "map"}},
             "trips": {"luna": {"destination": "L", "routeChoices": [{"summaryVariants": [], "guidance": [{"instructionVariants": [], "initialTravelEstimates": {"distanceRemaining": 1, "timeRemaining": 60}}]}]}},
             "navigationAlerts": {"a": {"titleVariants": [], "primaryAction": {"title": "OK"}}}}
            """
        #expect(
            lines(json) == [
                #"n.json:2:78: error: [bad-value] "summaryVariants" needs at least one text (at $.trips.luna.routeChoices[0].summaryVariants)"#,
                #"n.json:2:119: error: [bad-value] "instructionVariants" needs at least one text (at $.trips.luna.routeChoices[0].guidance[0].instructionVariants)"#,
                #"n.json:3:46: error: [bad-value] "titleVariants" needs at least one text (at $.navigationAlerts.a.titleVariants)"#,
            ])
    }
}
