import PlacesDomain
import Testing

/// The rule that lets the towns by a border say which side of it a point is on, on made-up towns at known distances.
@Suite struct BorderRuleTests {
    private func town(_ metres: Double, _ population: Int, _ country: String) -> BorderRule.Town {
        BorderRule.Town(metres: metres, population: population, countryCode: country)
    }

    @Test("a town holds a point within its reach, a village within a kilometre")
    func holding() {
        #expect(BorderRule.holdingDistance(ofPopulation: 500) == BorderRule.villageReach)
        #expect(BorderRule.holdingDistance(ofPopulation: 0) == 1_000)
        #expect(BorderRule.holdingDistance(ofPopulation: 250_000) == PlaceLabel.reach(ofPopulation: 250_000))
        // Vaals, 7,000 people, 40 m away, with the shapes saying Germany: the Netherlands.
        #expect(BorderRule.country(among: [town(40, 6_970, "NL")], drawn: "DE") == "NL")
        #expect(BorderRule.country(among: [town(950, 500, "NL")], drawn: "DE") == "NL")
        // Beyond a village's kilometre, and beyond a town's reach: the shapes stand.
        #expect(BorderRule.country(among: [town(1_050, 500, "NL")], drawn: "DE") == nil)
        #expect(BorderRule.country(among: [town(3_000, 250_000, "NL")], drawn: "DE") == nil)
        #expect(BorderRule.country(among: [town(2_500, 250_000, "NL")], drawn: "DE") == "NL")
    }

    @Test("the shapes stand with no town holding the point, or when the deciding town is in the country they say")
    func shapesStand() {
        #expect(BorderRule.country(among: [], drawn: "DE") == nil)
        #expect(BorderRule.country(among: [], drawn: nil) == nil)
        #expect(BorderRule.country(among: [town(100, 20_000, "DE")], drawn: "DE") == nil)
        // At sea by the shapes, a harbour town's side.
        #expect(BorderRule.country(among: [town(300, 20_000, "DE")], drawn: nil) == "DE")
    }

    @Test("a town of the country the shapes say keeps a point it holds by its reach: twin towns keep their sides")
    func twinTowns() {
        // Laredo's reach holds the point, and so does Nuevo Laredo's, larger and nearer to its edge: Laredo's side.
        let laredo = town(2_000, 255_000, "US")
        let nuevoLaredo = town(1_500, 400_000, "MX")
        #expect(BorderRule.country(among: [laredo, nuevoLaredo], drawn: "US") == nil)
        #expect(BorderRule.country(among: [laredo, nuevoLaredo], drawn: "MX") == nil)
        // A village of the shapes' country only within its kilometre does not keep it.
        #expect(BorderRule.country(among: [town(900, 500, "DE"), town(200, 5_000, "NL")], drawn: "DE") == "NL")
    }

    @Test("among the towns holding a point, the one whose edge is nearest decides")
    func nearestEdge() {
        // 300 m beyond a village's centre against 200 m inside a town's reach.
        let village = town(300, 600, "BE")
        let townInside = town(1_000, 60_000, "NL")
        #expect(BorderRule.country(among: [village, townInside], drawn: "DE") == "NL")
        #expect(BorderRule.country(among: [townInside, village], drawn: "DE") == "NL")
        #expect(BorderRule.country(among: [town(500, 0, "BE"), town(500, 900, "NL")], drawn: "DE") == "NL")
        // A village of the shapes' country 100 m away holds the point by its reach (160 m): no change.
        #expect(BorderRule.country(among: [town(100, 800, "DE"), town(700, 800, "NL")], drawn: "DE") == nil)
        #expect(BorderRule.country(among: [town(200, 800, "DE"), town(150, 800, "NL")], drawn: "DE") == "NL")
    }
}
