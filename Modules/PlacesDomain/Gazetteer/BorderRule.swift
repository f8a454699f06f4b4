/// Which country a point by a border is in when the country shapes and the towns there disagree.
///
/// Country shapes drawn for a world map are kilometres off along some borders: the shapes Places carries put the
/// centres of Konstanz, Görlitz, Narva, Irun and Gorizia in the neighbouring country, and Vaals in Germany. A town
/// knows its own country. So, within the shapes' margin of error of a border, the towns and villages there decide:
///
/// - A town holds a point within its ``PlaceLabel/reach(ofPopulation:)``; a village, whose reach is a few hundred
///   metres, within ``villageReach`` of its centre.
/// - A point that a town of the country the shapes say holds by its reach stays in that country: where a border runs
///   between twin towns (Laredo and Nuevo Laredo across the Rio Grande), each town keeps its own side.
/// - Otherwise the town whose edge is nearest, as labels measure it, names the country; with no town holding the
///   point, the shapes do.
///
/// Measured against borders drawn to the metre, points within 300 m of the towns and villages within 5 km of a
/// border were in the wrong country by the shapes 9.9 % of the time, and 1.0 % by this rule; points spread along the
/// borders came out as before (`Scripts/measure-borders.sh`; docs/RELIABILITY.md, round four, 17).
public enum BorderRule {
    /// A town or village by a border, and how far a point is from its centre.
    public struct Town: Hashable, Sendable {
        /// The great-circle distance from the point to the town's centre, in metres.
        public let metres: Double
        /// How many people live there; 0 when unknown.
        public let population: Int
        /// Its country's ISO 3166 code.
        public let countryCode: String

        /// Creates a town `metres` from the point.
        public init(metres: Double, population: Int, countryCode: String) {
            self.metres = metres
            self.population = population
            self.countryCode = countryCode
        }
    }

    /// How far from its centre any town or village holds a point, in metres, however small it is: a village of 500
    /// people reaches 126 m at a city's density, but its houses and fields spread wider.
    public static let villageReach = 1_000.0

    /// How far from its centre a town of `population` holds a point: its reach, and at least ``villageReach``.
    public static func holdingDistance(ofPopulation population: Int) -> Double {
        max(PlaceLabel.reach(ofPopulation: population), villageReach)
    }

    /// The country a point is in by the towns around it, when that is not the country the shapes say; `nil` when
    /// the shapes stand.
    ///
    /// - Parameters:
    ///   - towns: The towns and villages by borders around the point; those that do not hold it are passed over.
    ///   - drawn: The code of the country the shapes put the point in; `nil` at sea.
    /// - Returns: The code of the country the town that decides is in, when it differs from `drawn`.
    public static func country(among towns: [Town], drawn: String?) -> String? {
        let holding = towns.filter { $0.metres <= holdingDistance(ofPopulation: $0.population) }
        if holding.contains(where: { $0.countryCode == drawn && $0.metres <= PlaceLabel.reach(ofPopulation: $0.population) }) {
            return nil
        }
        let decisive = holding.min { edge($0) < edge($1) }
        return decisive.flatMap { $0.countryCode == drawn ? nil : $0.countryCode }
    }

    /// How far the point lies beyond the town's reach (negative within it), and the larger town first between equals.
    private static func edge(_ town: Town) -> (Double, Int) {
        (town.metres - PlaceLabel.reach(ofPopulation: town.population), -town.population)
    }
}
