import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct DescribeCoordinateTests {
    @Test("a coordinate is described by the gazetteer's nearest place; a place is not described by itself")
    func describes() throws {
        let describe = DescribeCoordinate(gazetteer: ListGazetteer([try .test("Kyoto", 35.02107, 135.75385, population: 1_459_640, country: "JP")]))
        let near = try #require(describe(UseCaseFixtures.coordinate(35.03, 135.76)))
        #expect(near.place.name == "Kyoto" && (1_000...2_000).contains(near.metres))
        #expect(describe(UseCaseFixtures.coordinate(35.02107, 135.75385), named: "Kyoto") == nil)
        #expect(describe(UseCaseFixtures.coordinate(35.02107, 135.75385), named: "Home") != nil)
        #expect(DescribeCoordinate(gazetteer: nil)(UseCaseFixtures.coordinate(0, 0)) == nil)
    }

    @Test("a nearest place the caller already found gives the same label as finding it again")
    func knownNearest() throws {
        let gazetteer = ListGazetteer([
            try .test("Madrid", 40.4165, -3.70256, population: 3_255_944, country: "ES"),
            try .test("Moncloa-Aravaca", 40.43547, -3.7317, population: 116_903, country: "ES"),
        ])
        let describe = DescribeCoordinate(gazetteer: gazetteer)
        for (latitude, longitude) in [(40.44, -3.73), (40.42, -3.70), (41.0, -4.0)] {
            let point = UseCaseFixtures.coordinate(latitude, longitude)
            let nearest = try #require(gazetteer.nearest(to: point))
            #expect(describe(point, nearest: nearest) == describe(point))
        }
    }
}
