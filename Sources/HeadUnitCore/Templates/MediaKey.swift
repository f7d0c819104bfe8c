/// The media keys.
public enum MediaKey: String, Sendable, CaseIterable {
    case playPause = "media_play_pause"
    case play = "media_play"
    case pause = "media_pause"
    case next = "media_next"
    case previous = "media_previous"
}
