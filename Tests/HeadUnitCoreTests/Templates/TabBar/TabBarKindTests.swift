import Testing

/// The tab bar kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/TabBar/`).
struct TabBarKindTests {
    static let example = KindExample(
        kind: .tabBar,
        scenario: #"""
            {
              "headunit": 1,
              "app": {"name": "Radio", "category": "audio"},
              "root": "tabs",
              "templates": {
                "tabs": {
                  "type": "tabBar",
                  "tabs": [
                    {"template": "stations", "tabTitle": "Stations", "tabImage": "♫"},
                    {"template": "more", "tabTitle": "More", "tabImage": "≡", "showsTabBadge": true}
                  ]
                },
                "stations": {
                  "type": "list",
                  "title": "Stations",
                  "sections": [{"items": [{"text": "KEXP", "handler": "pop"}]}]
                },
                "more": {
                  "type": "list",
                  "title": "More",
                  "sections": [{"items": [{"text": "Settings", "handler": "pop"}]}]
                }
              }
            }
            """#,
        screen: #"""
             9:41│          ♫                     ≡●
             ▂▄▆ │       Stations                More
              ☼  │       ━━━━━━━━
             [➤] │▐ KEXP                                    ▌
                 │▐                                         ▌
                 │  ────────────────────────────────────────
             [R] │
                 │
                 │
             [☎] │
                 │
                 │
                 │
              ⊞  │
                 │
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
