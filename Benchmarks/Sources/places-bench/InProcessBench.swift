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

    /// What the one-shot end-to-end command searches for.
    static let oneShotQuery = "amst"

    static let queries = [
        "kyoto", "zurich", "sao paulo", "new york", "a", "e", "san", "ber", "los", "xyzzy", "ville", "burg", "Ōsaka",
        "münchen", "st", "k", "qqq", "springfield", "amster", "ho chi minh",
    ]

    func report() async {
        var loads: [Double] = []
        var scans: [Double] = []
        var indexes: [Double] = []
        var folds: [Double] = []
        var catalog = LocationCatalog(feed: [])
        var count = 0
        // The same path `places --source FILE` takes: a bounded read of the file and FeedDecoder; the search index
        // is built when a second search needs it, so a one-shot search scans the names instead.
        let repository = FileLocationRepository(path: path)
        for _ in 0..<rounds {
            // Free the previous round's list before the clock starts: its teardown is not part of a load.
            catalog = LocationCatalog(feed: [])
            let start = Clock.now()
            guard let feed = try? await repository.loadFeed() else { return print("\(path) is not a readable feed") }
            let loaded = Clock.now()
            // Indexed as `places` indexes it: the first search reads every name, the second builds the bit sets.
            let names = BitSetIndexer().index(feed.locations)
            catalog = LocationCatalog(feed: feed.locations, names: names)
            scans.append(Clock.measure { _ = catalog.search(Self.oneShotQuery).count })
            loads.append(loaded - start)
            indexes.append(Clock.measure { _ = catalog.search(Self.oneShotQuery).count })
            folds.append(Clock.measure { _ = FoldedNames(feed.locations) })
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
        print(row("read, decode and validate (file source, FeedDecoder)", loads.median, goal: "≤ 100 ms", met: loads.median <= 0.100))
        print(row("one search, reading every name (\"\(Self.oneShotQuery)\")", scans.median))
        print(row("second search, building the bit sets (BitSetIndexer, all cores)", indexes.median))
        print(row("fold every name, on one thread (Domain's FoldedNames)", folds.median))
        print("  peak RSS of this process after \(rounds) loads: \(Int(peak)) MB (goal ≤ 120 MB) \(peak <= 120 ? "✓" : "✗")")
        print(row("session search with the index, p50 over \(searches.count) queries", searches.median))
        print(row("session search, p99", searches.percentile(0.99), goal: "≤ 0.5 ms", met: searches.percentile(0.99) <= 0.000_5))
        let worst = slowest.prefix(3).map { "\"\($0.query)\" \(milliseconds($0.median)) (\($0.matches) matches)" }
        print("  slowest queries (median): " + worst.joined(separator: ", "))
        let decoderTime = Clock.measure {
            _ = try? JSONDecoder().decode(ReferenceFeed.self, from: FileManager.default.contents(atPath: path) ?? Data())
        }
        print(row("baseline: Foundation JSONDecoder, decode only (1 run)", decoderTime))
        print("  FeedDecoder is \(String(format1: decoderTime / loads.median))× faster than JSONDecoder on this file\n")
        _ = matches
    }

    private func row(_ label: String, _ seconds: Double, goal: String? = nil, met: Bool = true) -> String {
        let padded = label + String(repeating: " ", count: max(0, 64 - label.count))
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
