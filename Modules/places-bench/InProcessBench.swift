#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesData
import PlacesDomain

/// Load and search inside one process: the numbers a tool reusing PlacesData and PlacesDomain would see.
struct InProcessBench {
    let path: String
    let rounds: Int

    static let queries = [
        "kyoto", "zurich", "sao paulo", "new york", "a", "e", "san", "ber", "los", "xyzzy", "ville", "burg", "Ōsaka",
        "münchen", "st", "k", "qqq", "springfield", "amster", "ho chi minh",
    ]

    func report() async {
        var decodes: [Double] = []
        var indexes: [Double] = []
        var loads: [Double] = []
        var catalog = LocationCatalog(feed: [])
        var count = 0
        // The same path `places --source FILE` takes: a bounded read of the file, FeedDecoder, then the search index
        // built on every core. The index is timed again on its own so the load can be split into its two parts.
        let repository = FileLocationRepository(path: path)
        for _ in 0..<rounds {
            // Free the previous round's list before the clock starts: its teardown is not part of a load.
            catalog = LocationCatalog(feed: [])
            let start = Clock.now()
            guard let feed = try? await repository.loadFeed() else { return print("\(path) is not a readable feed") }
            catalog = LocationCatalog(feed: feed.indexed)
            let loaded = Clock.now()
            let indexing = Clock.measure { _ = ParallelIndexer.index(feed.locations) }
            decodes.append(loaded - start - indexing)
            indexes.append(indexing)
            loads.append(loaded - start)
            count = feed.locations.count
        }
        let peak = peakResidentMegabytes()

        var searches: [Double] = []
        var slowest: [(query: String, median: Double, matches: Int)] = []
        var matches = 0
        for query in Self.queries {
            var times: [Double] = []
            var found = 0
            for _ in 0..<25 {
                times.append(Clock.measure { found = catalog.search(query).count })
            }
            matches &+= found
            searches += times
            slowest.append((query, times.median, found))
        }
        slowest.sort { $0.median > $1.median }

        print("In process (\(count) places, \(rounds) rounds, medians):")
        print(row("read, decode and validate (file source, FeedDecoder)", decodes.median))
        print(row("fold names and index (ParallelIndexer)", indexes.median))
        print(row("load in all", loads.median, goal: "≤ 100 ms", met: loads.median <= 0.100))
        print("  peak RSS of this process after \(rounds) loads: \(Int(peak)) MB (goal ≤ 120 MB) \(peak <= 120 ? "✓" : "✗")")
        print(row("search, p50 over \(searches.count) queries", searches.median))
        print(row("search, p99", searches.percentile(0.99), goal: "≤ 2 ms", met: searches.percentile(0.99) <= 0.002))
        let worst = slowest.prefix(3).map { "\"\($0.query)\" \(milliseconds($0.median)) (\($0.matches) matches)" }
        print("  slowest queries (median): " + worst.joined(separator: ", "))
        let decoderTime = Clock.measure {
            _ = try? JSONDecoder().decode(ReferenceFeed.self, from: FileManager.default.contents(atPath: path) ?? Data())
        }
        print(row("baseline: Foundation JSONDecoder, decode only (1 run)", decoderTime))
        print("  FeedDecoder is \(String(format1: decoderTime / decodes.median))× faster than JSONDecoder on this file\n")
        _ = matches
    }

    private func row(_ label: String, _ seconds: Double, goal: String? = nil, met: Bool = true) -> String {
        let padded = label + String(repeating: " ", count: max(0, 58 - label.count))
        let goalText = goal.map { "  (goal \($0)) \(met ? "✓" : "✗")" } ?? ""
        return "  \(padded) \(milliseconds(seconds))\(goalText)"
    }
}

extension String {
    /// `value` with one decimal, without Foundation's `String(format:)`.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
