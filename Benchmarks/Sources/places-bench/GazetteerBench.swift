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
import PlacesData
import PlacesDomain

/// The built-in gazetteer: forward and reverse lookups in process (every query timed on its own, percentiles over
/// all), and `places where kyoto` against the small list command, as new processes in the same run.
struct GazetteerBench {
    let root: String
    let rounds: Int
    let places: String?

    func report() {
        guard let gazetteer = EmbeddedGazetteer() else {
            print("Gazetteer: the embedded data could not be read\n")
            return
        }
        print("Gazetteer (\(gazetteer.count) places; \(gazetteer.source); \(gazetteer.countrySource ?? "no country shapes"))")
        var generator = SplitMix(seed: 14)
        // Forward: names of random places as people type them: whole, cut to a prefix, lower case, with a country.
        var queries: [String] = []
        for _ in 0..<2_000 {
            guard let place = gazetteer.place(rank: Int.random(in: 0..<gazetteer.count, using: &generator)) else { continue }
            queries.append(place.name)
            queries.append(String(place.name.prefix(4)).lowercased())
            queries.append("\(place.name), \(place.countryCode)")
        }
        queries += ["kyoto", "den haag", "Keulen", "Springfield", "Paris, FR", "san", "new", "sao paulo", "zzzzz"]
        for query in queries.prefix(200) { _ = gazetteer.search(query, limit: 20) }  // warm the pages
        let forward = queries.map { query in Clock.measure { _ = gazetteer.search(query, limit: 20) } }

        // Reverse: points uniform on the sphere (mostly sea, far from any town), and points near towns.
        var points: [Coordinate] = []
        for _ in 0..<5_000 {
            let latitude = asin(Double.random(in: -1...1, using: &generator)) * 180 / .pi
            if let point = try? Coordinate(latitude: latitude, longitude: Double.random(in: -180...180, using: &generator)) {
                points.append(point)
            }
            if let place = gazetteer.place(rank: Int.random(in: 0..<gazetteer.count, using: &generator)),
               let near = try? Coordinate(
                   latitude: min(90, max(-90, place.coordinate.latitude + Double.random(in: -0.2...0.2, using: &generator))),
                   longitude: min(180, max(-180, place.coordinate.longitude + Double.random(in: -0.2...0.2, using: &generator)))
               ) {
                points.append(near)
            }
        }
        for point in points.prefix(500) { _ = gazetteer.nearest(to: point) }
        let reverse = points.map { point in Clock.measure { _ = gazetteer.nearest(to: point) } }
        // The same points: which country each is in, and the place a label names (nearest, the places around, the
        // country).
        for point in points.prefix(500) { _ = gazetteer.country(containing: point) }
        let countries = points.map { point in Clock.measure { _ = gazetteer.country(containing: point) } }
        let describe = DescribeCoordinate(gazetteer: gazetteer)
        let labels = points.map { point in Clock.measure { _ = describe(point) } }

        func line(_ label: String, _ samples: [Double], goal: Double) {
            let p99 = samples.percentile(0.99)
            print("  \(label) \(samples.count) lookups: median \(microseconds(samples.median)), p99 \(microseconds(p99)), max \(microseconds(samples.max() ?? 0))  (goal p99 ≤ \(microseconds(goal)) \(p99 <= goal ? "✓" : "✗"))")
        }
        line("forward", forward, goal: 0.000_5)
        line("reverse", reverse, goal: 0.000_05)
        line("country", countries, goal: 0.000_05)
        line("label", labels, goal: 0.000_5)
        scipyBaseline(gazetteer, points: points, ours: reverse)

        let places = self.places ?? EndToEndBench.sibling("places")
        let home = FileManager.default.temporaryDirectory.path + "/places-bench-gazetteer-\(getpid())"
        let environment = EndToEndBench.isolatedEnvironment(home: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let fixture = root + "/Fixtures/locations.json"
        let results = EndToEndBench.run([
            EndToEndBench.Command(label: "places where kyoto", arguments: [places, "--source", fixture, "where", "kyoto"], environment: environment),
            EndToEndBench.Command(label: "places --source Fixtures/locations.json list", arguments: [places, "--source", fixture, "list"], environment: environment),
        ], rounds: rounds * 4)
        for result in results {
            if let failed = result.failed { print("  \(result.label): failed: \(failed)") }
        }
        if results.allSatisfy({ $0.failed == nil }) {
            let where_ = results[0].times.median
            let list = results[1].times.median
            print("  places where kyoto \(milliseconds(where_)), small list \(milliseconds(list)) (medians, new process per run): \(String(format1: where_ / list))× (goal ≤ 1.5× \(where_ <= 1.5 * list ? "✓" : "✗"))")
        }
        print()
    }

    /// The same nearest-place lookups by scipy's cKDTree over the same places as points on the unit sphere, in one
    /// batch (its fastest use), next to ours one at a time.
    private func scipyBaseline(_ gazetteer: EmbeddedGazetteer, points: [Coordinate], ours: [Double]) {
        guard let python = EndToEndBench.which("python3") else { return print("  skipped: python3 is not installed") }
        let folder = FileManager.default.temporaryDirectory.path + "/places-bench-kdtree-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let places = (0..<gazetteer.count).compactMap { gazetteer.place(rank: $0) }.map { "\($0.coordinate.latitude) \($0.coordinate.longitude)" }
        let queries = points.map { "\($0.latitude) \($0.longitude)" }
        guard FileManager.default.createFile(atPath: folder + "/places.txt", contents: Data(places.joined(separator: "\n").utf8)),
              FileManager.default.createFile(atPath: folder + "/queries.txt", contents: Data(queries.joined(separator: "\n").utf8))
        else { return }
        let script = """
            import sys, time, numpy as np
            from scipy.spatial import cKDTree
            def unit(a):
                lat, lon = np.radians(a[:, 0]), np.radians(a[:, 1])
                return np.column_stack((np.cos(lat) * np.cos(lon), np.cos(lat) * np.sin(lon), np.sin(lat)))
            tree = cKDTree(unit(np.loadtxt(sys.argv[1])))
            q = unit(np.loadtxt(sys.argv[2]))
            best = min((lambda s: (tree.query(q), time.perf_counter() - s)[1])(time.perf_counter()) for _ in range(5))
            print(best / len(q))
            """
        guard let output = ProcessOutput.of([python, "-c", script, folder + "/places.txt", folder + "/queries.txt"]),
              let perPoint = Double(output.trimmingSpaces.split(separator: "\n").last ?? "")
        else { return print("  skipped: scipy is not installed for python3 (pip install scipy)") }
        let mean = ours.reduce(0, +) / Double(max(1, ours.count))
        print("  reverse, mean per lookup \(microseconds(mean)); scipy cKDTree.query, one batch of the same points: \(microseconds(perPoint)) per point (ours \(String(format1: mean / perPoint))×)")
    }

    private func microseconds(_ seconds: Double) -> String {
        let value = seconds * 1_000_000
        return value >= 100 ? "\(Int(value.rounded())) µs" : "\(Double(Int(value * 10)) / 10) µs"
    }
}

/// A small seeded generator, so every run times the same queries.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
