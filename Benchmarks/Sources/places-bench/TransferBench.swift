#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesData
import PlacesDomain

/// Import and export of 10,000 places in each transfer format, in process, next to the feed decoder reading the
/// same places as a Places feed: reading the file into entries, reviewing them (validation and duplicates against
/// 10,000 existing places), and writing them.
struct TransferBench {
    let rounds: Int

    func report() {
        let locations = Self.places(10_000, seed: 1)
        let existing = Self.places(10_000, seed: 2)
        print("Import and export, 10,000 places (medians of \(rounds) runs; goal: read ≤ 50 ms in every format)")
        let feed = Data(Self.feed(locations).utf8)
        let feedSeconds = median { _ = try? FeedDecoder.decode(feed) }
        print("  baseline: FeedDecoder on the same places as a Places feed (\(feed.count / 1024) KB): \(milliseconds(feedSeconds))")
        for format in TransferFormat.allCases {
            let data = LocationFile.encode(locations, as: format).data
            guard let reading = try? LocationFile.decode(data, format: format), reading.entries.count == locations.count else {
                print("  \(format.rawValue): the encoded places did not read back")
                continue
            }
            let read = median { _ = try? LocationFile.decode(data, format: format) }
            let review = median { _ = ImportLocations.review(reading, existing: existing) }
            let write = median { _ = LocationFile.encode(locations, as: format) }
            let name = format.rawValue + String(repeating: " ", count: 8 - format.rawValue.count)
            let size = String(data.count / 1024).leftPadded(to: 5)
            print("  \(name) \(size) KB  read \(milliseconds(read))  review \(milliseconds(review))  write \(milliseconds(write))  (\(read <= 0.05 ? "✓" : "✗"))")
        }
        print()
    }

    private func median(_ work: () -> Void) -> Double {
        work()
        return (0..<rounds).map { _ in Clock.measure(work) }.median
    }

    /// Places with names like a person's list: words, accents, a comma or a quote now and then, seven decimals.
    private static func places(_ count: Int, seed: UInt64) -> [Location] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        let words = ["Café", "Station", "Museum", "Park", "Tower", "\"Old\" Bridge", "Market, North", "Zürich", "東京", "Home"]
        return (0..<count).map { index in
            let name = "\(words[Int(next() % 10)]) \(words[Int(next() % 10)]) \(index)"
            let latitude = (Double(next() % 1_800_000_000) / 1e7 - 90)
            let longitude = (Double(next() % 3_600_000_000) / 1e7 - 180)
            let coordinate = (try? Coordinate(latitude: latitude, longitude: longitude)) ?? (try? Coordinate(latitude: 0, longitude: 0))
            return coordinate.map { Location(name: name, coordinate: $0, origin: .custom) }
        }.compactMap { $0 }
    }

    private static func feed(_ locations: [Location]) -> String {
        let entries = locations.map { location in
            let name = (location.name ?? "").split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"")
            return "{\"name\": \"\(name)\", \"lat\": \(location.coordinate.decimalLatitude), \"long\": \(location.coordinate.decimalLongitude)}"
        }
        return "{\"locations\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
