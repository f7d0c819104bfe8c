import Testing

/// The list kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/List/`).
struct ListKindTests {
    static let example = KindExample(
        kind: .list,
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
                    {
                      "header": "Nearby",
                      "items": [
                        {
                          "text": "KEXP",
                          "detailText": "Seattle · 90.3",
                          "image": "K",
                          "accessoryType": "disclosureIndicator",
                          "handler": {"push": "more"}
                        },
                        {"text": "WFMU", "detailText": "Jersey City · 91.1", "handler": "pop"}
                      ]
                    }
                  ]
                },
                "more": {
                  "type": "list",
                  "title": "More",
                  "sections": [{"items": [{"text": "Back", "handler": "pop"}]}]
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │                  Stations
              ☼  │
             [➤] │ Nearby
                 │▐▓K▓▓ KEXP                               ›▌
                 │▐▓▓▓▓ Seattle · 90.3                      ▌
             [R] │      ────────────────────────────────────
                 │      WFMU
                 │      Jersey City · 91.1
             [☎] │      ────────────────────────────────────
                 │
                 │
                 │
              ⊞  │
                 │
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
