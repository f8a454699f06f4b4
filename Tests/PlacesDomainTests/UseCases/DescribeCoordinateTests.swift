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
}
