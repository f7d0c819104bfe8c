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
                  "mapButtons": [{"image": "+", "handler": "zoomIn"}],
                  "mapView": {
                    "car": {"x": 0.12, "y": 0.82},
                    "streets": [{"name": "Main St", "path": [{"x": 0.05, "y": 0.82}, {"x": 0.95, "y": 0.82}]}]
                  }
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
             [W] │
                 │
                 │
             [♫] │
                 │
                 │                  Main St
             [☎] │       ──▲───────────────────────────
                 │
                 │
                 │
              ⊞  │                                      ▐[+]▌
                 │
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
