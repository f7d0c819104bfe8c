import Foundation

/// The seed and size of the suite's random storms and mutations. Each run
/// of `swift test` takes a sample with a seed of its own (so that runs
/// together cover more than one), which every failure names; the same
/// seed replays it: `HEADUNIT_FUZZ_SEED=N swift test --filter ...`.
/// `HEADUNIT_FUZZ_SCALE=K` runs K times the sample (5 is the size the
/// suite ran before it sampled).
public enum FuzzRun {
    /// This run's seed: `HEADUNIT_FUZZ_SEED`, else drawn at random.
    public static let seed: UInt64 = ProcessInfo.processInfo.environment["HEADUNIT_FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...999_999)

    /// How many times the default sample to run: `HEADUNIT_FUZZ_SCALE`, else 1.
    public static let scale: Int = ProcessInfo.processInfo.environment["HEADUNIT_FUZZ_SCALE"].flatMap { Int($0) }.map { max(1, $0) } ?? 1

    /// How a failure names the run: `seed 123456 (HEADUNIT_FUZZ_SEED=123456 replays it)`.
    public static var replay: String { "seed \(seed) (HEADUNIT_FUZZ_SEED=\(seed) replays it)" }
}
