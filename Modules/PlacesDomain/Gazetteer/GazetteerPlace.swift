/// A place of the built-in gazetteer: a city or town of 15,000 people or more (GeoNames).
public struct GazetteerPlace: Hashable, Sendable {
    /// Its rank by population in the gazetteer, from 0 for the largest: also its identity there.
    public let rank: Int
    /// The name as GeoNames writes it ("Kyoto", "München").
    public let name: String
    /// Where it is.
    public let coordinate: Coordinate
    /// How many people live there.
    public let population: Int
    /// The ISO 3166 code of its country ("JP").
    public let countryCode: String
    /// The country's name ("Japan"), when the gazetteer has it.
    public let countryName: String?
    /// The region within the country ("Illinois"), when the gazetteer has one.
    public let regionName: String?

    /// Creates a place.
    public init(
        rank: Int,
        name: String,
        coordinate: Coordinate,
        population: Int,
        countryCode: String,
        countryName: String?,
        regionName: String?
    ) {
        self.rank = rank
        self.name = name
        self.coordinate = coordinate
        self.population = population
        self.countryCode = countryCode
        self.countryName = countryName
        self.regionName = regionName
    }

    /// "Kyoto, Japan", "Springfield, Illinois, United States": the name with what tells it from its namesakes.
    public var label: String {
        ([name] + [regionName, countryName ?? countryCode].compactMap { $0 }).joined(separator: ", ")
    }
}

/// How a gazetteer place matched the text searched for; better matches come first.
public enum GazetteerMatchKind: Int, Comparable, Sendable {
    /// The whole name, or one of its alternate names, is the text.
    case exact
    /// A name starts with the text.
    case prefix
    /// The place's own name contains the text.
    case contained

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A place found for a text, with how it matched.
public struct GazetteerMatch: Hashable, Sendable {
    /// The place.
    public let place: GazetteerPlace
    /// How it matched.
    public let kind: GazetteerMatchKind

    /// Creates a match.
    public init(place: GazetteerPlace, kind: GazetteerMatchKind) {
        self.place = place
        self.kind = kind
    }
}

/// The nearest gazetteer place to a coordinate, and how far it is.
public struct NearestPlace: Hashable, Sendable {
    /// The place.
    public let place: GazetteerPlace
    /// The great-circle distance in metres.
    public let metres: Double

    /// Creates a result.
    public init(place: GazetteerPlace, metres: Double) {
        self.place = place
        self.metres = metres
    }
}
