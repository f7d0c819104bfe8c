import Testing

/// The grid kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/Grid/`).
struct GridKindTests {
    static let example = KindExample(
        kind: .grid,
        scenario: #"""
            {
              "headunit": 1,
              "app": {"name": "Radio", "category": "audio"},
              "root": "browse",
              "templates": {
                "browse": {
                  "type": "grid",
                  "title": "Browse",
                  "buttons": [
                    {"titleVariants": ["Recently Played", "Recent"], "image": "◷", "handler": "pop"},
                    {"titleVariants": ["Genres"], "image": "♫", "handler": "pop"},
                    {"titleVariants": ["Settings"], "image": "⚙", "isEnabled": false}
                  ]
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │                   Browse
              ☼  │
             [➤] │
                 │
                 │
             [R] │
                 │     ┏━━━┓         ╭───╮         ╭───╮
                 │     ┃ ◷ ┃         │ ♫ │         │ ⚙ │
             [☎] │     ┗━━━┛         ╰───╯         ╰───╯
                 │    ▐Recent▌       Genres       Settings
                 │
                 │
              ⊞  │
                 │
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
