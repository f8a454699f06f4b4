import PlacesDomain
import Testing

/// The label rule on a small made-up world, where every distance is known: a city outranks a district beside it, a
/// town wins at its own centre, and a point in its own country's town is not named after a city abroad.
@Suite struct PlaceLabelTests {
    /// A gazetteer of a few places, searched by brute force, with countries as bands from so many kilometres north.
    private struct SmallGazetteer: Gazetteer {
        let places: [GazetteerPlace]
        let countries: [(south: Double, country: Country)]

        func search(_ text: String, limit: Int) -> GazetteerSearch {
            GazetteerSearch(matches: [], total: 0, exactTotal: 0, exactOwnNameTotal: 0)
        }

        func nearest(to coordinate: Coordinate) -> NearestPlace? {
            places(within: .infinity, of: coordinate).first
        }

        func places(within metres: Double, of coordinate: Coordinate) -> [NearestPlace] {
            places.map { NearestPlace(place: $0, metres: coordinate.distance(to: $0.coordinate)) }
                .filter { $0.metres <= metres }
                .sorted { ($0.metres, $0.place.rank) < ($1.metres, $1.place.rank) }
        }

        func country(containing coordinate: Coordinate) -> Country? {
            countries.last { coordinate.latitude * 111.195 >= $0.south }?.country
        }
    }

    private static let north = Country(code: "NO", name: "Northland", localizedNames: ["nl": "Noordland"])
    private static let south = Country(code: "SO", name: "Southland")

    /// A place `kilometres` north of (0, 0).
    private func place(_ rank: Int, _ name: String, population: Int, kilometresNorth: Double, country: Country) throws -> GazetteerPlace {
        GazetteerPlace(
            rank: rank, name: name, coordinate: try Coordinate(latitude: kilometresNorth / 111.195, longitude: 0),
            population: population, country: country, regionName: nil
        )
    }

    private func point(kilometresNorth: Double) throws -> Coordinate {
        try Coordinate(latitude: kilometresNorth / 111.195, longitude: 0)
    }

    @Test("a city's reach grows with the square root of its people: 10,000 people per km²")
    func reach() {
        #expect(abs(PlaceLabel.reach(ofPopulation: 2_138_551) - 8_250) < 10)
        #expect(abs(PlaceLabel.reach(ofPopulation: 15_000) - 691) < 1)
        #expect(PlaceLabel.reach(ofPopulation: 0) == 0 && PlaceLabel.reach(ofPopulation: -5) == 0)
        #expect(PlaceLabel.reach(ofPopulation: 100_000_000) == PlaceLabel.longestReach)
    }

    @Test("a large city outranks a district only slightly nearer; a town beyond its reach wins at its own centre")
    func cityOverDistrict() throws {
        let gazetteer = SmallGazetteer(places: [
            try place(0, "Capital", population: 3_255_944, kilometresNorth: 0, country: Self.south),
            try place(1, "District", population: 116_531, kilometresNorth: 6, country: Self.south),
            try place(2, "Suburb", population: 116_531, kilometresNorth: 12, country: Self.south),
            try place(3, "Village", population: 15_000, kilometresNorth: 40, country: Self.south),
        ], countries: [(-10_000, Self.south), (30, Self.north)])
        // 4.6 km from the capital's centre and 1.4 km from the district's: 5.6 km inside the one, 0.5 km inside the
        // other.
        let inCapital = try #require(DescribeCoordinate(gazetteer: gazetteer)(try point(kilometresNorth: 4.6)))
        #expect(inCapital.place.name == "Capital" && inCapital.isWithin && !inCapital.isAbroad)
        #expect(DescribeCoordinate(gazetteer: gazetteer)(try point(kilometresNorth: 6.1))?.place.name == "Capital")
        let atSuburb = try #require(DescribeCoordinate(gazetteer: gazetteer)(try point(kilometresNorth: 12.1)))
        #expect(atSuburb.place.name == "Suburb" && atSuburb.isWithin)
        // North of the border, the nearest place is a village abroad: named, and marked as abroad.
        let abroad = try #require(DescribeCoordinate(gazetteer: gazetteer)(try point(kilometresNorth: 35)))
        #expect(abroad.place.name == "Village" && abroad.isAbroad && abroad.country == Self.north && !abroad.isWithin)
    }

    @Test("a point within a town of its own country is not named after a larger city abroad")
    func ownCountry() throws {
        let gazetteer = SmallGazetteer(places: [
            try place(0, "Metropolis", population: 17_000_000, kilometresNorth: 0, country: Self.south),
            try place(1, "Borderton", population: 3_700_000, kilometresNorth: 20, country: Self.north),
        ], countries: [(-10_000, Self.south), (15, Self.north)])
        let label = try #require(DescribeCoordinate(gazetteer: gazetteer)(try point(kilometresNorth: 16)))
        #expect(label.place.name == "Borderton" && !label.isAbroad)
        // South of the border the metropolis is home.
        #expect(DescribeCoordinate(gazetteer: gazetteer)(try point(kilometresNorth: 14))?.place.name == "Metropolis")
    }
}
