/// Where a coordinate is, in the terms a person would use: the place they would name, how far it is, whether the
/// point is taken to be in it, and the country the point is in.
///
/// Made by ``DescribeCoordinate``; a front end only puts it into words ("4.4 km from the centre of Amsterdam, The
/// Netherlands", "31.5 km from Passau, Germany, in Austria").
public struct PlaceLabel: Hashable, Sendable {
    /// The place to name.
    public let place: GazetteerPlace
    /// The great-circle distance from the point to the place's centre, in metres.
    public let metres: Double
    /// Whether the point lies within the place's ``reach(ofPopulation:)``: it is taken to be in that town or city.
    public let isWithin: Bool
    /// The country the point is in; `nil` at sea.
    public let country: Country?

    /// Creates a label.
    public init(place: GazetteerPlace, metres: Double, isWithin: Bool, country: Country?) {
        self.place = place
        self.metres = metres
        self.isWithin = isWithin
        self.country = country
    }

    /// Whether the point is in another country than the place, which a label must then say.
    public var isAbroad: Bool {
        guard let country else { return false }
        return country.code != place.countryCode
    }

    /// The density a place's reach assumes, in people per square kilometre: a dense city's (Paris has 20,000 over
    /// its 105 km², Amsterdam 5,000 over a municipality that is a quarter water).
    public static let density = 10_000.0

    /// The most any place reaches, in metres: more than the largest city in the gazetteer (Shanghai, 28 km), so a
    /// search this far beyond the nearest place finds every place that could be named.
    public static let longestReach = 30_000.0

    /// How far from its centre a place of `population` people extends: the radius of a disc that holds them at
    /// ``density``, in metres (Paris 8.3 km, Amsterdam 4.9 km, a town of 15,000 people 690 m).
    public static func reach(ofPopulation population: Int) -> Double {
        min(longestReach, (Double(max(0, population)) / (Double.pi * density)).squareRoot() * 1_000)
    }
}
