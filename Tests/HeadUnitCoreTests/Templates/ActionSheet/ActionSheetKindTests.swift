import Testing

/// The action sheet kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/ActionSheet/`).
struct ActionSheetKindTests {
    static let example = KindExample(
        kind: .actionSheet, keys: "dpad click",
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
                  "type": "actionSheet",
                  "title": "Report a problem",
                  "message": "What went wrong?",
                  "actions": [
                    {"title": "Remove station", "style": "destructive", "handler": "dismiss"},
                    {"title": "Cancel", "style": "cancel", "handler": "dismiss"}
                  ]
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │                  Stations
              ☼  │
             [➤] │  KEXP
                 │  Seattle
                 │  ╭──────────────────────────────────────╮
             [R] │  │           Report a problem           │
                 │  │           What went wrong?           │
                 │  │──────────────────────────────────────│
             [☎] │  │▐                                    ▌│
                 │  │▐           Remove station           ▌│
                 │  │══════════════════════════════════════│
                 │  │                                      │
              ⊞  │  │                Cancel                │
                 │  ╰──────────────────────────────────────╯
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
