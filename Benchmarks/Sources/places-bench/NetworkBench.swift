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

/// One question to a server, end to end: `places article` against the test Wikipedia on a loopback server started
/// here, next to `curl -s` asking the same server for the same page in the same run.
struct NetworkBench {
    let rounds: Int
    let places: String?

    func report() {
        guard let server = try? LoopbackHTTPServer() else { return print("Network: could not start a loopback server\n") }
        defer { server.stop() }
        let places = self.places ?? EndToEndBench.sibling("places")
        let home = FileManager.default.temporaryDirectory.path + "/places-bench-network-\(getpid())"
        let environment = EndToEndBench.isolatedEnvironment(home: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let wiki = server.url("/wiki/amsterdam").absoluteString
        var commands = [
            EndToEndBench.Command(label: "places article (one request)", arguments: [places, "--wiki", wiki, "article", "Dam Square"], environment: environment),
        ]
        if let curl = EndToEndBench.which("curl") {
            let page = server.url("/wiki/amsterdam/api/rest_v1/page/summary/Dam_Square").absoluteString
            commands.append(EndToEndBench.Command(label: "curl -s (the same request)", arguments: [curl, "-s", page], environment: environment))
        }
        let results = EndToEndBench.run(commands, rounds: rounds * 2)
        print("Network (loopback server, new process per run, medians of interleaved rounds):")
        for result in results {
            let label = result.label + String(repeating: " ", count: max(0, 34 - result.label.count))
            print("  \(label) " + (result.failed.map { "failed: \($0)" } ?? milliseconds(result.times.median)))
        }
        if results.count == 2, results.allSatisfy({ $0.failed == nil }) {
            let ratio = results[0].times.median / results[1].times.median
            print("  places ≤ 1.5× curl -s: \(String(format1: ratio))× \(ratio <= 1.5 ? "✓" : "✗")")
        } else if results.count == 1 {
            print("  skipped: curl is not installed")
        }
        print()
    }
}
