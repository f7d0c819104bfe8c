/// When the car's appearance is night by its clock, for `--appearance
/// auto`: from 19:00 until 07:00 unless the scenario says otherwise.
public struct NightWindow: Equatable, Sendable {
    /// Minutes after midnight when night starts.
    public var from: Int
    /// Minutes after midnight when day starts.
    public var until: Int

    public init(from: Int = 19 * 60, until: Int = 7 * 60) {
        self.from = from
        self.until = until
    }

    /// The appearance at a time of day, in minutes after midnight.
    public func appearance(atMinute minute: Int) -> Appearance {
        let isNight = from <= until ? (minute >= from && minute < until) : (minute >= from || minute < until)
        return isNight ? .night : .day
    }
}
