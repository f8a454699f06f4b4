import Foundation

/// How many iterations a fuzz test runs: a few thousand in `swift test`, more with `PLACES_FUZZ_ITERATIONS`
/// (Scripts/fuzz.sh runs a longer campaign). The seed comes from `PLACES_FUZZ_SEED`, so a failure reproduces.
public enum FuzzBudget {
    /// Iterations for one fuzz test.
    public static func iterations(default count: Int) -> Int {
        ProcessInfo.processInfo.environment["PLACES_FUZZ_ITERATIONS"].flatMap(Int.init) ?? count
    }

    /// The seed for this run's generators.
    public static var seed: UInt64 {
        ProcessInfo.processInfo.environment["PLACES_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED
    }
}
