import CarPlay

/// The app's own map, drawn in the car's window on an iPhone. headunit
/// draws its own map surface instead, and says so once.
@MainActor final class MapViewController: UIViewController {}
