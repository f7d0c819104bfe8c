import Testing

/// The information kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/Information/`).
struct InformationKindTests {
    static let example = KindExample(
        kind: .information,
        scenario: #"""
            {
              "headunit": 1,
              "app": {"name": "ParkNow", "category": "parking"},
              "root": "garage",
              "templates": {
                "garage": {
                  "type": "information",
                  "title": "Lot A · Level 2",
                  "layout": "twoColumn",
                  "items": [
                    {"title": "Hours", "detail": "Open 24 hours"},
                    {"title": "Rate", "detail": "$4.00 per hour"}
                  ],
                  "actions": [{"title": "Reserve", "textStyle": "confirm", "handler": "pop"}]
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │              Lot A · Level 2
              ☼  │
             [➤] │  Hours                     Open 24 hours
                 │
                 │  Rate                     $4.00 per hour
             [♫] │
                 │
                 │
             [P] │
                 │
                 │
                 │ ┏━━━━━━━━━━━━━━┓
              ⊞  │ ┃   Reserve    ┃
                 │ ┗━━━━━━━━━━━━━━┛
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
