import HeadUnitCore

/// The head unit a CarPlay app runs on: its category here, for the car and
/// for `TestCar`; `HeadUnit.run`, which gives an app's `main.swift` the
/// whole tool, is in the `CarPlayHeadUnit` library, so that the app's
/// CarPlay code and its tests link neither curses nor the commands.
public enum HeadUnit {
    /// The app's entitlement, which decides its templates and limits.
    public enum Category: Sendable {
        case audio, communication, navigation, evCharging, parking, fueling, drivingTask, quickFood

        package var appCategory: AppCategory {
            switch self {
            case .audio: .audio
            case .communication: .communication
            case .navigation: .navigation
            case .evCharging: .evCharging
            case .parking: .parking
            case .fueling: .fueling
            case .drivingTask: .drivingTask
            case .quickFood: .quickFood
            }
        }
    }
}
