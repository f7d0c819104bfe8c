import Testing

/// The now playing kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/NowPlaying/`).
struct NowPlayingKindTests {
    static let example = KindExample(
        kind: .nowPlaying, keys: "dpad click",
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
                    {"items": [{"text": "KEXP", "detailText": "Seattle", "handler": {"play": "kexp"}}]}
                  ]
                },
                "playing": {
                  "type": "nowPlaying",
                  "buttons": [{"type": "image", "image": "♥"}, {"type": "more"}]
                }
              },
              "media": {"tracks": [{"id": "kexp", "title": "Morning Show", "artist": "KEXP", "artwork": "K"}]}
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │ ‹ Stations
              ☼  │
             [➤] │  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  Morning Show
                 │  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  KEXP
                 │  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓
             [R] │  ▓▓▓▓▓▓▓K▓▓▓▓▓▓▓▓  ━━━━━━━━━━━━━━━━━━━━━━
                 │  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  LIVE
                 │  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓
                 │  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓   |◁◁     ▐❚❚▌     ▷▷|
             ▁▃▅ │  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓
                 │
                 │                [♥]      [⋯]
              ⊞  │
                 │
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
