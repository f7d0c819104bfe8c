import CAppExecutor
import Foundation
// Swift 6.3's runtime asks the executor a task runs on to schedule its
// sleeps (`SchedulingExecutor`), and lets a program name its main and
// default executors (`ExecutorFactory`): experimental interfaces, and the
// only places where `Task.sleep` can be told to wait on the car's clock and
// a task's work off the main actor be kept in order.
@_spi(ExperimentalScheduling) @_spi(ExperimentalCustomExecutors) import _Concurrency

/// The executor on which a CarPlay app's Swift concurrency runs here, so
/// that its async work is part of the car's step and every run gives the
/// same frames, after Point-Free's `withMainSerialExecutor`:
///
/// - It is the main actor's executor: a main-actor job goes on the main
///   queue, first in, first out, as on iOS.
/// - A job of the app's tasks meant for the global concurrent executor (a
///   nonisolated async function, an actor's work) runs there too, on the
///   main thread, in the order it was queued, instead of on another thread
///   at its own pace.
/// - A sleep of the app's tasks (`Task.sleep`, a continuous or suspending
///   clock's `sleep`) waits on the car's clock (`CarTime`): headless, a
///   step of the car's virtual clock ends it; live, real time does.
///
/// Which jobs are the app's: those its tasks queue, as the `CarTime`
/// task-local they carry says. Everyone else's main-actor jobs run as the
/// main actor's always did, and their sleeps in real time; their other
/// jobs go to the global executor.
package final class AppExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    package static let shared = AppExecutor()

    private init() {}

    /// Makes this the main actor's executor and `GlobalExecutor` the
    /// default one (the runtime's executor factory, which `Task.sleep`, a
    /// hop to the main actor and a hop off it all ask); once, before the
    /// app's code first runs.
    package static func install() { _ = installed }

    private static let installed: Void = _createExecutors(factory: Factory.self)

    /// The car of the code that queues a job now: the one its task carries,
    /// else the one whose app's job this thread runs (a task that hops off
    /// the main actor queues itself while the runtime no longer counts it
    /// as the current task).
    static var enqueuersCar: CarTime? {
        if let car = CarTime.current { return car }
        return headunit_running_car().map { Unmanaged<CarTime>.fromOpaque($0).takeUnretainedValue() }
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        run(UnownedJob(job), of: Self.enqueuersCar)
    }

    /// Runs `job` on the main queue, counted as `car`'s app's while it waits.
    func run(_ job: UnownedJob, of car: CarTime?) {
        car?.queue()
        DispatchQueue.main.async {
            let outer = headunit_exchange_running_car(car.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
            job.runSynchronously(on: self.asUnownedSerialExecutor())
            headunit_exchange_running_car(outer)
            car?.ran()
        }
    }

    package func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        schedule(UnownedJob(job), in: Self.seconds(delay))
    }

    package func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        schedule(UnownedJob(job), in: Self.seconds(clock.now.duration(to: instant)))
    }

    /// The main executor's run loop, for a program whose `async main`
    /// starts it: the main queue's.
    package func run() throws { dispatchMain() }

    package func stop() {}

    /// A sleep: on the car's clock for the app's tasks, else in real time.
    private func schedule(_ job: UnownedJob, in seconds: Double) {
        if let car = Self.enqueuersCar { return car.sleep(job, for: seconds) }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    /// A clock's duration in seconds: the standard clocks' is `Duration`.
    static func seconds<D: DurationProtocol>(_ duration: D) -> Double { (duration as? Duration)?.seconds ?? 0 }

    package func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(.main))
    }

    /// On the main thread, or in a block of the main queue (which Linux's
    /// libdispatch may run on another thread once `dispatch_main` has
    /// given the main thread up).
    package func isIsolatingCurrentContext() -> Bool? {
        Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueKey) != nil
    }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

extension AppExecutor {
    /// The executors the runtime is given: this one for the main actor, and
    /// for the global concurrent executor the platform's, whose jobs and
    /// sleeps of the app's tasks come here instead.
    enum Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { AppExecutor.shared }
        static var defaultExecutor: any TaskExecutor { GlobalExecutor.shared }
    }

    /// The global concurrent executor: the platform's, but for the app's
    /// tasks (a task that leaves an actor for a nonisolated function, or
    /// yields there, queues itself here).
    final class GlobalExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
        static let shared = GlobalExecutor(platform: Task.defaultExecutor)
        private let platform: any TaskExecutor

        private init(platform: any TaskExecutor) { self.platform = platform }

        func enqueue(_ job: consuming ExecutorJob) {
            guard let car = AppExecutor.enqueuersCar else { return platform.enqueue(job) }
            AppExecutor.shared.run(UnownedJob(job), of: car)
        }

        func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
            guard let car = AppExecutor.enqueuersCar else {
                return (platform as! any SchedulingExecutor).enqueue(job, after: delay, tolerance: tolerance, clock: clock)
            }
            car.sleep(UnownedJob(job), for: AppExecutor.seconds(delay))
        }

        func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
            guard let car = AppExecutor.enqueuersCar else {
                return (platform as! any SchedulingExecutor).enqueue(job, at: instant, tolerance: tolerance, clock: clock)
            }
            car.sleep(UnownedJob(job), for: AppExecutor.seconds(clock.now.duration(to: instant)))
        }
    }
}

extension Duration {
    /// The duration in seconds.
    package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
