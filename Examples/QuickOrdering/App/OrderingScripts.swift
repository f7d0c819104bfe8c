/// Rehearsals of the ordering flow on the car, by knob and by touch, and
/// what the car does without location services.
public enum OrderingScripts {
    public static let all: KeyValuePairs<String, String> = [
        "order-by-knob": """
        # The Map tab: the shops; a shop's card orders, its menu orders a drink.
        expect text Options
        expect text Map
        expect text Menu
        expect focus "Main St"
        dpad click
        expect text "Open until 9 pm"
        expect focus Order
        expect text Directions
        dpad click
        expect template "Order at Main St"
        expect depth 2
        expect text "Order at Main St"
        expect text Call
        dpad click
        expect modal alert
        expect text "Latte ordered at Main St."
        dpad click
        expect modal none
        """,
        "directions-and-call": """
        # Directions hand over to the car's Maps; Call to its Phone.
        tap "Harbor"
        tap "Directions"
        expect text "Directions to 8 Harbor Blvd"
        dpad back
        tap "Order"
        tap "Call"
        expect text "555-0101"
        dpad back
        expect text "Order at Harbor"
        """,
        "location-denied": """
        # Without location services the app asks for them; Ok leaves an empty tab bar.
        disconnect
        phone "deny location"
        connect
        expect modal alert
        expect text "Please enable location"
        expect text "services."
        dpad click
        expect modal none
        expect no text Options
        phone "allow location"
        """,
    ]
}
