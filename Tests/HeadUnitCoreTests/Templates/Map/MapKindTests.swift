import Testing

/// The map kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/Map/`).
struct MapKindTests {
    static let example = KindExample(
        kind: .map,
        scenario: #"""
            {
              "headunit": 1,
              "app": {"name": "Wayfinder", "category": "navigation"},
              "root": "map",
              "templates": {
                "map": {
                  "type": "map",
                  "leadingNavigationBarButtons": [{"title": "Voice", "handler": {"present": "voice"}}],
                  "trailingNavigationBarButtons": [{"title": "Search", "handler": {"push": "search"}}],
                  "mapButtons": [{"image": "+", "handler": "zoomIn"}]
                },
                "search": {
                  "type": "search",
                  "results": [{"text": "Cafe Luna", "detailText": "Coffee · 5.9 mi", "handler": "pop"}]
                },
                "voice": {
                  "type": "voiceControl",
                  "voiceControlStates": [
                    {"identifier": "listening", "titleVariants": ["Where to?"], "image": "◉", "repeats": true}
                  ]
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │ [Voice]                           [Search]
              ☼  │
             [W] │──────────┼───────────┼───────────┼─────────
                 │          │           │           │
                 │          │           │           │
             [♫] │          │           │           │
                 │          │           │           │
                 │          │           │           │
             [☎] │──────────┼───────────┼───────────┼─────────
                 │          │           │           │
                 │          │           │           │
                 │          │           │           │
              ⊞  │          │           │           │   ▐[+]▌
                 │          │           │           │
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
