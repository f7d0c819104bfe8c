import Testing

/// The contact kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/Contact/`).
struct ContactKindTests {
    static let example = KindExample(
        kind: .contact,
        scenario: #"""
            {
              "headunit": 1,
              "app": {"name": "Relay", "category": "communication"},
              "root": "anna",
              "templates": {
                "anna": {
                  "type": "contact",
                  "contact": {
                    "name": "Anna Lindqvist",
                    "image": "AL",
                    "subtitle": "Mobile",
                    "informativeText": "Last message 9:40",
                    "actions": [
                      {"type": "call", "handler": {"open": "tel://555-0167"}},
                      {"type": "directions", "handler": {"open": "maps://?q=Anna"}}
                    ]
                  }
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │
              ☼  │
             [➤] │
                 │
                 │                   ▓▓AL▓▓
             [♫] │                   ▓▓▓▓▓▓
                 │               Anna Lindqvist
                 │                   Mobile
             [R] │             Last message 9:40
                 │
                 │
                 │     ┏━━━━━━━━━━━━━━┓ ╭──────────────╮
              ⊞  │     ┃     Call     ┃ │  Directions  │
                 │     ┗━━━━━━━━━━━━━━┛ ╰──────────────╯
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
