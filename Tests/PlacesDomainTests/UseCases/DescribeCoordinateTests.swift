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

    @Test("the label and the nearest place found together are the label alone and the gazetteer's nearest place")
    func labelAndNearest() throws {
        let gazetteer = ListGazetteer([
            try .test("Madrid", 40.4165, -3.70256, population: 3_255_944, country: "ES"),
            try .test("Moncloa-Aravaca", 40.43547, -3.7317, population: 116_903, country: "ES"),
        ])
        let describe = DescribeCoordinate(gazetteer: gazetteer)
        for (latitude, longitude) in [(40.44, -3.73), (40.42, -3.70), (41.0, -4.0)] {
            let point = UseCaseFixtures.coordinate(latitude, longitude)
            let found = try #require(describe.labelAndNearest(point))
            #expect(found.label == describe(point))
            #expect(found.nearest == gazetteer.nearest(to: point))
        }
        // A point in Madrid 1.5 km from Moncloa-Aravaca: the nearest place is not the one named.
        let found = try #require(describe.labelAndNearest(UseCaseFixtures.coordinate(40.44, -3.73)))
        #expect(found.nearest.place.name == "Moncloa-Aravaca" && found.label.place.name == "Madrid")
        #expect(DescribeCoordinate(gazetteer: nil).labelAndNearest(UseCaseFixtures.coordinate(0, 0)) == nil)
        #expect(DescribeCoordinate(gazetteer: ListGazetteer([])).labelAndNearest(UseCaseFixtures.coordinate(0, 0)) == nil)
    }
}
