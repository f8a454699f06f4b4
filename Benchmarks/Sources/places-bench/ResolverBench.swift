#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesTestSupport

/// What naming a place by its article title costs: `nearby Colosseum` (Wikipedia's search, then the geosearch)
/// against `nearby rome, it` (the built-in gazetteer, then the geosearch) and `nearby 41.8903 12.4922` (the
/// geosearch alone), each a new process against the same loopback Wikipedia playing `Fixtures/wikipedia/landmarks`,
/// interleaved round by round. The goal: one request more than the gazetteer's name, and at most 1.5× its time.
struct ResolverBench {
    let root: String
    let rounds: Int
    /// The binary to time; `nil` for the one built beside this benchmark.
    let places: String?

    func report() {
        #if os(Linux)
        let server: LoopbackHTTPServer
        do {
            server = try LoopbackHTTPServer()
        } catch {
            print("Places by article title: skipped, the loopback server could not start: \(error)\n")
            return
        }
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.path + "/places-bench-resolver-\(getpid())"
        var environment = EndToEndBench.isolatedEnvironment(home: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        environment["PLACES_WIKI"] = server.url("/wiki/landmarks").absoluteString
        let places = self.places ?? EndToEndBench.sibling("places")
        let feed = ["--source", root + "/Fixtures/locations.json"]
        let commands = [
            ("places nearby Colosseum", ["nearby", "Colosseum"]),
            ("places nearby rome, it", ["nearby", "rome, it"]),
            ("places nearby 41.8903 12.4922", ["nearby", "41.8903", "12.4922"]),
        ].map { label, words in
            EndToEndBench.Command(label: label, arguments: [places] + feed + words + ["--limit", "5"], environment: environment)
        }
        // Each command once, alone, to count the requests it makes.
        var requests: [Int] = []
        for command in commands {
            let before = server.receivedRequests.count
            _ = EndToEndBench.run([command], rounds: 0)
            requests.append(server.receivedRequests.count - before)
        }
        let results = EndToEndBench.run(commands, rounds: max(21, 2 * rounds))
        print("Places by article title (\(places); loopback Wikipedia; medians of \(max(21, 2 * rounds)) interleaved rounds):")
        for (result, count) in zip(results, requests) {
            let label = result.label + String(repeating: " ", count: max(0, 32 - result.label.count))
            if let failed = result.failed {
                print("  \(label) failed: \(failed)")
            } else {
                print("  \(label) \(milliseconds(result.times.median))  p90 \(milliseconds(result.times.percentile(0.9)))  \(count) requests")
            }
        }
        guard results.allSatisfy({ $0.failed == nil }) else { return }
        let title = results[0].times.median, gazetteer = results[1].times.median
        print("Goals:")
        print("  one request more than a gazetteer name: \(requests[0] - requests[1]) \(requests[0] == requests[1] + 1 ? "✓" : "✗")")
        print("  by title ≤ 1.5× a gazetteer name:       \(String(format1: title / gazetteer))× \(title <= 1.5 * gazetteer ? "✓" : "✗")")
        print()
        #else
        print("Places by article title: skipped, the loopback server runs on Linux only\n")
        #endif
    }
}
