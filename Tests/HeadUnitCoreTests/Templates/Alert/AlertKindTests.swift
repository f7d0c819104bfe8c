import Testing

/// The alert kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/Alert/`).
struct AlertKindTests {
    static let example = KindExample(
        kind: .alert, keys: "dpad click",
        scenario: #"""
            {
              "headunit": 1,
              "app": {"name": "Radio", "category": "audio"},
              "root": "stations",
              "templates": {
                "stations": {
                  "type": "list",
                  "title": "Stations",
                  "sections": [
                    {"items": [{"text": "KEXP", "detailText": "Seattle", "handler": {"present": "modal"}}]}
                  ]
                },
                "modal": {
                  "type": "alert",
                  "titleVariants": ["Station unavailable. Check your connection.", "Station unavailable."],
                  "actions": [
                    {"title": "Cancel", "style": "cancel", "handler": "dismiss"},
                    {"title": "Try Again", "handler": "dismiss"}
                  ]
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │                  Stations
              ☼  │
             [➤] │  KEXP ╭────────────────────────────╮
                 │  Seatt│                            │
                 │  ─────│ Station unavailable. Check │─────
             [R] │       │      your connection.      │
                 │       │                            │
                 │       │ ╭──────────╮  ┏━━━━━━━━━━┓ │
             [☎] │       │ │  Cancel  │  ┃Try Again ┃ │
                 │       │ ╰──────────╯  ┗━━━━━━━━━━┛ │
                 │       ╰────────────────────────────╯
                 │
              ⊞  │
                 │
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
