/// A conversation between two parties: the car (headunit's side: the
/// session and its driver) and the apps whose own code runs beside it
/// rather than from a scenario's actions (the app's side: the CarPlay
/// library's apps). The car tells an app what happened (`CarEvent`); the
/// app asks things of the car (`AppRequest`) and hears what became of
/// each (`RequestOutcome`).
///
/// `AppSide` is the app's side as the car's driver reaches it: the driver
/// gives it a turn after every message that leaves it events, and after
/// time passes; in its turn it reads the events
/// (`SessionDriver.takeCarEvents()`), runs the app's code, and asks its
/// requests (`SessionDriver.request(_:app:)`), on the same driver.
public struct AppSide: Sendable {
    /// Takes a turn on the driver.
    public let serve: @Sendable (inout SessionDriver) -> Void
    /// How the apps' own work (their main queue, their timers) tells the
    /// live terminal to give them a turn, so that at rest it gives none.
    public let work: AppWork?

    public init(serve: @escaping @Sendable (inout SessionDriver) -> Void, work: AppWork? = nil) {
        self.serve = serve
        self.work = work
    }
}

/// How the apps say they have work of their own: a descriptor that
/// becomes readable when work is queued for them (their main queue), the
/// seconds until their next timer is due (in real time), and when their
/// next sleep on the car's clock ends. The terminal waits on these,
/// besides the keyboard; nothing else wakes it. The driver stops its
/// clock at each sleep's end, so that time passing gives the same turns
/// in the terminal as headless.
public struct AppWork: Sendable {
    /// The descriptor, asked for only by a live terminal.
    public let descriptor: @Sendable () -> Int32
    public let secondsToNextTimer: @Sendable () -> Double?
    /// The car's clock reading (`SessionState.clock`) at which the apps'
    /// next sleep ends, if they sleep.
    public let nextSleepEnds: @Sendable () -> Double?

    public init(
        descriptor: @escaping @Sendable () -> Int32, secondsToNextTimer: @escaping @Sendable () -> Double?,
        nextSleepEnds: @escaping @Sendable () -> Double? = { nil }
    ) {
        self.descriptor = descriptor
        self.secondsToNextTimer = secondsToNextTimer
        self.nextSleepEnds = nextSleepEnds
    }
}
