import Foundation
import PlacesData
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// How often labels and names are right on public lists the gazetteer itself gives: the points around its 100
/// largest places, random land points, and the names of its 500 largest places. Each rate is printed beside the
/// nearest-place rule's (the labels before), and held to a bound; docs/USAGE.md's gazetteer section has the figures.
@Suite struct LabelAccuracyTests {
    private let gazetteer: EmbeddedGazetteer

    init() throws {
        gazetteer = try #require(EmbeddedGazetteer())
    }

    /// A point `metres` or less from `centre`, uniform over the disc.
    private func point(near centre: Coordinate, within metres: Double, using generator: inout SeededGenerator) throws -> Coordinate {
        let distance = metres * Double.random(in: 0...1, using: &generator).squareRoot()
        let bearing = Double.random(in: 0..<(2 * .pi), using: &generator)
        let latitude = centre.latitude + distance * cos(bearing) / 111_195
        let longitude = centre.longitude + distance * sin(bearing) / (111_195 * max(0.01, cos(centre.latitude * .pi / 180)))
        return try Coordinate(latitude: max(-90, min(90, latitude)), longitude: (longitude + 540).truncatingRemainder(dividingBy: 360) - 180)
    }

    @Test("points within 5 km of the 100 largest places' centres are labelled with that place")
    func bigCities() throws {
        var generator = SeededGenerator(seed: 21)
        var nearestOther = 0
        var labelOther = 0
        var total = 0
        for rank in 0..<100 {
            let city = try #require(gazetteer.place(rank: rank))
            for _ in 0..<20 {
                let point = try point(near: city.coordinate, within: 5_000, using: &generator)
                total += 1
                if gazetteer.nearest(to: point)?.place.rank != rank { nearestOther += 1 }
                if DescribeCoordinate(gazetteer: gazetteer)(point)?.place.rank != rank { labelOther += 1 }
            }
        }
        print("Labels: \(labelOther) of \(total) points within 5 km of the 100 largest places name another place (nearest place: \(nearestOther))")
        // Measured: 65 of 2,000 (3.3 %), against 540 (27.0 %) for the nearest place. What is left is places that
        // GeoNames lists beside a larger city they are part of or touch, where the city is named: Shanghai for
        // Puxi and Pudong (40), Cairo for Giza, Taipei for New Taipei City.
        #expect(labelOther * 100 <= total * 5)
    }

    @Test("random land points are never labelled with a place in another country without saying which country")
    func countries() throws {
        let land = try #require(EmbeddedLandMask())
        let english = PlaceLabeler(gazetteer: gazetteer, language: .english)
        let dutch = PlaceLabeler(gazetteer: gazetteer, language: .dutch)
        var generator = SeededGenerator(seed: 22)
        var points = 0
        var nearestAbroad = 0
        var labelAbroad = 0
        var unsaid: [String] = []
        var antarctica = 0
        while points < 5_000 {
            let latitude = asin(Double.random(in: -1...1, using: &generator)) * 180 / .pi
            let longitude = Double.random(in: -180...180, using: &generator)
            guard land.isLand(latitude: latitude, longitude: longitude) else { continue }
            points += 1
            let point = try Coordinate(latitude: latitude, longitude: longitude)
            guard let country = gazetteer.country(containing: point), let label = DescribeCoordinate(gazetteer: gazetteer)(point) else { continue }
            if gazetteer.nearest(to: point)?.place.countryCode != country.code { nearestAbroad += 1 }
            guard label.place.countryCode != country.code else { continue }
            labelAbroad += 1
            if country.code == "AQ" { antarctica += 1 }
            let words = [english.words(for: label), dutch.words(for: label)]
            // What the catalog puts after a label for the point's own country, in each language.
            let said = [
                PlaceText.inCountry(label: "", country: Quoted(country.name)).english,
                PlaceText.inCountry(label: "", country: Quoted(country.name(language: "nl"))).dutch,
            ]
            if !words[0].hasSuffix(said[0]) || !words[1].hasSuffix(said[1]) {
                unsaid.append(words[0])
            }
        }
        print("Labels: \(labelAbroad) of \(points) random land points name a place in another country, each saying the point's own (\(antarctica) of them in Antarctica; nearest place, never said: \(nearestAbroad))")
        // Measured: 752 of 5,000 (394 in Antarctica), all saying it; the nearest place's 752 never did.
        #expect(unsaid.isEmpty, "\(unsaid)")
        #expect(labelAbroad > 0)
    }

    @Test("a label by a border names the country the point is in, however coarsely the border is drawn")
    func borders() throws {
        let english = PlaceLabeler(gazetteer: gazetteer, language: .english)
        let dutch = PlaceLabeler(gazetteer: gazetteer, language: .dutch)
        let describe = DescribeCoordinate(gazetteer: gazetteer)
        func words(_ latitude: Double, _ longitude: Double, _ labeler: PlaceLabeler) throws -> String? {
            try describe(Coordinate(latitude: latitude, longitude: longitude)).map { labeler.words(for: $0) }
        }
        // Vaals, too small for the gazetteer, in the Netherlands though the shapes draw it in Germany.
        #expect(try words(50.7707, 6.0186, english) == "4.6 km from Aachen, Germany, in The Netherlands")
        #expect(try words(50.7707, 6.0186, dutch) == "4,6 km van Aachen, Duitsland, in Nederland")
        // Towns the shapes cut off are in their own country, and nothing is said of the neighbour.
        #expect(try words(47.66033, 9.17582, english) == "0 m from the centre of Konstanz, Germany")
        #expect(try words(45.9409, 13.6217, english) == "3 m from the centre of Gorizia, Italy")
        #expect(try words(45.9560, 13.6484, english) == "2.7 km from Gorizia, Italy, in Slovenia")
        // Across the Inn from Passau, in the Austrian countryside.
        #expect(try words(48.45, 13.60, english) == "18.0 km from Passau, Germany, in Austria")
    }

    @Test("the names of the 500 largest places name them without asking")
    func names() throws {
        var resolved = 0
        var asked: [String] = []
        for rank in 0..<500 {
            let place = try #require(gazetteer.place(rank: rank))
            if case .place(let found) = gazetteer.search(place.name, limit: 10).resolution, found.place.rank == rank {
                resolved += 1
            } else {
                asked.append(place.name)
            }
        }
        print("Names: \(resolved) of 500 largest places resolve to themselves without asking; the rest: \(asked)")
        // Measured: 424 (before own names outranked alternate names: 388). The others share their own name with
        // another town of 15,000 or more (London in Ontario, Moscow in Idaho, Valencia in Venezuela), and between
        // namesakes Places asks.
        #expect(resolved >= 420, "\(asked)")
    }
}
