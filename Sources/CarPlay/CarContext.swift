import MediaPlayer

/// What Apple makes process-wide, one per car: the shared now playing
/// (`CPNowPlayingTemplate.shared`), the now-playing and remote-command
/// centres (`MPNowPlayingInfoCenter.default()`,
/// `MPRemoteCommandCenter.shared()`) and the session configurations the
/// car tells of its limits. headunit's own process has one car; each car a
/// test drives (CarPlayTesting) has its own, so two cars in one process do
/// not see each other.
///
/// The car's context is the one bound while its app's code runs in the
/// car's turn (a task-local, which the tasks the app starts there
/// inherit, with the car's time); in a test's own code, the car its task made last; elsewhere
/// (the app's own main-queue blocks) the car that last took a turn.
@MainActor package final class CarContext {
    /// The car's now-playing and command centres.
    package let centres: SystemCentres.Centres
    /// The car's shared now playing, made when first asked for.
    package private(set) lazy var nowPlaying = CPNowPlayingTemplate(context: self)
    /// The session configurations the app made in this car.
    var sessionConfigurations: [WeakConfiguration] = []
    /// The car's time as the app's tasks meet it: their queued and sleeping jobs.
    package let time = CarTime()
    /// The app's runtime in this car, through which class properties read
    /// the car's state (its limits while driving).
    weak var runtime: CarPlayRuntime?

    /// A car of its own, with centres of its own.
    package init() { centres = SystemCentres.Centres() }

    private init(centres: SystemCentres.Centres) { self.centres = centres }

    /// The process's car: headunit's, and any code's outside a test, with
    /// the process's centres.
    package static let process = CarContext(centres: SystemCentres.process)
    @TaskLocal package static var bound: CarContext?
    /// The car that last took a turn.
    package private(set) static var lastTurn: CarContext?

    /// The cars tasks claimed, by their centres' identity.
    private static var claimed: [ObjectIdentifier: WeakContext] = [:]

    /// The car code running now belongs to: the one bound to it in a turn,
    /// else the one its task claimed, else the one that last took a turn.
    package static var current: CarContext {
        bound ?? SystemCentres.claimedByCurrentTask.flatMap { claimed[ObjectIdentifier($0.nowPlaying)]?.value } ?? lastTurn ?? process
    }

    /// Makes this car the one the current task's own code sees outside any
    /// turn (a test's code, after it made the car), for as long as `owner`
    /// (the test's car) lives.
    package func claimCurrentTask(owner: AnyObject) {
        Self.claimed = Self.claimed.filter { $0.value.value != nil }
        Self.claimed[ObjectIdentifier(centres.nowPlaying)] = WeakContext(value: self)
        SystemCentres.claimForCurrentTask(centres, owner: owner)
    }

    private struct WeakContext {
        weak var value: CarContext?
    }

    /// Runs `body` as this car's: its centres and its now playing are the
    /// ones code sees, inside and (once it returns) outside any turn.
    package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        Self.lastTurn = self
        SystemCentres.lastUsed = centres
        return try Self.$bound.withValue(self) {
            try CarTime.$current.withValue(time) {
                try SystemCentres.withCentres(centres, body)
            }
        }
    }

    /// A session configuration, held weakly.
    struct WeakConfiguration {
        weak var value: CPSessionConfiguration?
    }
}
