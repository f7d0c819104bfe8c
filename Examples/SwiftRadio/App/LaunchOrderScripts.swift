/// The launch orders an audio app must survive, rehearsed on the car:
/// the car first, the phone first, switching stations, reconnecting.
public enum LaunchOrderScripts {
    public static let all: KeyValuePairs<String, String> = [
        "car-first": """
        # The car connects before anything plays: the stations, nothing marked.
        expect template Stations
        expect text Stations
        expect paused
        expect no text ▁▃▅
        dpad click
        expect template nowPlaying
        expect playing "Country Classics"
        expect text "Country Classics"
        expect text LIVE
        dpad back
        expect focus "Country Classics"
        expect text ▁▃▅
        # The car's play/pause key reaches the phone's player.
        keycode media_play_pause
        expect paused
        expect no text ▁▃▅
        keycode media_play_pause
        expect playing "Country Classics"
        """,
        "phone-first": """
        # The phone plays before the car connects: the car shows it at once.
        disconnect
        phone "play jazz"
        connect
        expect template Stations
        expect playing "Jazz 24"
        expect text ▁▃▅
        tap rail.nowPlaying
        expect template nowPlaying
        expect text "Jazz 24"
        """,
        "switching-stations": """
        # A station from the car, then another from the phone: the car follows.
        dpad click
        expect playing "Country Classics"
        phone "select news"
        expect playing "City News"
        expect template nowPlaying
        expect text "City News"
        dpad back
        dpad rotate right; dpad rotate right; dpad rotate right
        dpad rotate right
        expect focus "City News"
        phone pause
        expect paused
        """,
        "reconnecting": """
        # Playing, the phone disconnects and connects again: nothing is lost.
        dpad rotate right; dpad click
        expect playing "Alternative Vault"
        disconnect
        expect text "No iPhone Connected"
        connect
        expect template Stations
        expect playing "Alternative Vault"
        expect depth 1
        expect text ▁▃▅
        """,
    ]
}
