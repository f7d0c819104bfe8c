import Testing

/// The point of interest kind's tests, in the folder that mirrors its source
/// (`Sources/HeadUnitCore/Templates/PointOfInterest/`).
struct PointOfInterestKindTests {
    static let example = KindExample(
        kind: .pointOfInterest,
        scenario: #"""
            {
              "headunit": 1,
              "app": {"name": "ParkNow", "category": "parking"},
              "root": "lots",
              "templates": {
                "lots": {
                  "type": "pointOfInterest",
                  "title": "Parking nearby",
                  "pointsOfInterest": [
                    {
                      "location": {"x": 0.45, "y": 0.4},
                      "title": "Lot A",
                      "subtitle": "38 spaces free",
                      "summary": "$4.00 per hour",
                      "primaryButton": {"title": "Directions", "handler": {"open": "maps://?q=Lot+A"}}
                    },
                    {"location": {"x": 0.7, "y": 0.62}, "title": "Harbor Street", "subtitle": "6 spaces free"}
                  ]
                }
              }
            }
            """#,
        screen: #"""
             9:41│
             ▂▄▆ │
              ☼  │
             [➤] │ Parking nearby        ┼─────┼────┼─────┼───
                 │▐A  Lot A            ▌ │     │    │     │
                 │▐   38 spaces free   ▌ ┼──A Lot A ┼─────┼───
             [♫] │    ─────────────────  │     │    │     │
                 │ B  Harbor Street      │     │    │     │
                 │    6 spaces free      ┼─────┼────┼─────┼───
             [P] │    ─────────────────  │     │    │     │
                 │                       │     │    │     │
                 │                       ┼─────┼────┼─────┼───
                 │                       │     │    │     B
              ⊞  │                       │     │    │     │
                 │                       ┼─────┼────┼─────┼───
            """#)

    @Test func itsExampleLoadsLintsAndIsDrawn() throws { try Self.example.check() }
}
