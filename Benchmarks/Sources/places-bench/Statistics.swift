#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Wall-clock timing and order statistics.
enum Clock {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// How long `work` takes, in seconds.
    static func measure(_ work: () -> Void) -> Double {
        let start = now()
        work()
        return now() - start
    }
}

extension Array where Element == Double {
    /// The value below which `fraction` of the samples fall (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }

    var median: Double { percentile(0.5) }
}

/// Formats seconds as milliseconds with sensible precision.
func milliseconds(_ seconds: Double) -> String {
    let value = seconds * 1000
    if value >= 100 { return String(Int(value.rounded())) + " ms" }
    if value >= 10 { return String(Double(Int(value * 10)) / 10) + " ms" }
    return String(Double(Int(value * 100)) / 100) + " ms"
}

/// The process's peak resident set so far, in megabytes.
func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}
