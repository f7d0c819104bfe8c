import Testing

/// The search kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/Search/`).
struct SearchKindTests {
    static let example = KindExample(
        kind: .search, keys: "dpad up; dpad rotate right; dpad click",
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
             ▂▄▆ │ ‹
              ☼  │
             [W] │ ⌕ ▏Search
                 │ ──────────────────────────────────────────
                 │▐ Cafe Luna                               ▌
             [♫] │▐ Coffee · 5.9 mi                         ▌
                 │  ────────────────────────────────────────
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
