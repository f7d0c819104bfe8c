/// Rehearsals of a drive: the trip preview, the guidance, the end.
public enum DriveScripts {
    public static let all: KeyValuePairs<String, String> = [
        "drive-home": """
        # Go Home previews the trip: two routes; Go starts the guidance.
        expect template map
        tap "Go Home"
        expect text "Fastest Route"
        expect text "15 min"
        expect text "5.2 mi"
        tap "Go"
        expect text "Turn right onto"
        expect text "5.2 mi"
        expect text "15 min"
        expect text End
        tap End
        expect no text "Turn right onto"
        expect text "Go Home"
        """,
        "by-knob": """
        # The same drive by the knob, with the cluster attached.
        cluster on
        dpad up
        expect focus "Go Home"
        dpad click
        expect text "Fastest Route"
        dpad rotate right
        dpad click
        dpad down
        expect focus Go
        dpad click
        expect cluster "Main St"
        expect cluster "5.2 mi"
        expect cluster "[↱]"
        sleep 60
        expect cluster "4.9 mi"
        """,
        "dashboard": """
        # CarPlay Dashboard: the shortcut buttons beside now playing; Home
        # starts the trip, whose guidance takes their place.
        cluster on
        expect cluster "Wayfinder: no trip"
        keycode dashboard
        expect text "Routes Home"
        expect text "Now Playing"
        expect focus "dashboard.button.0"
        dpad click
        expect text "Turn right onto"
        expect no text "Routes Home"
        expect cluster "[↱]"
        keycode dashboard
        expect text End
        """,
    ]
}
