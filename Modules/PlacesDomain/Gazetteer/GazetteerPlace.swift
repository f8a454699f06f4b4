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
    /// Its country, when the gazetteer has it.
    public let country: Country?
    /// The region within the country ("Illinois"), when the gazetteer has one.
    public let regionName: String?

    /// The ISO 3166 code of its country ("JP"); empty when the gazetteer has none.
    public var countryCode: String { country?.code ?? "" }
    /// The country's English name ("Japan"), when the gazetteer has it.
    public var countryName: String? { country?.name }

    /// Creates a place.
    public init(rank: Int, name: String, coordinate: Coordinate, population: Int, country: Country?, regionName: String?) {
        self.rank = rank
        self.name = name
        self.coordinate = coordinate
        self.population = population
        self.country = country
        self.regionName = regionName
    }

    /// "Kyoto, Japan", "Springfield, Illinois, United States": the name with what tells it from its namesakes, in
    /// English.
    public var label: String { label(language: "en") }

    /// The label with the country's name in the language with ISO 639-1 code `language` ("Madrid, Spanje").
    public func label(language: String) -> String {
        ([name] + [regionName, country?.name(language: language)].compactMap { $0 }).joined(separator: ", ")
    }
}

/// How a gazetteer place matched the text searched for; better matches come first.
public enum GazetteerMatchKind: Int, Comparable, Sendable {
    /// The whole name, or one of its alternate names, is the text.
    case exact
    /// Its name starts with the text, or an alternate name starts with the word being typed.
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
    /// The alternate name that matched, as written ("Den Haag" for The Hague); `nil` when its own name did.
    public let alternateName: String?

    /// Creates a match.
    public init(place: GazetteerPlace, kind: GazetteerMatchKind, alternateName: String? = nil) {
        self.place = place
        self.kind = kind
        self.alternateName = alternateName
    }

    /// The name it was found by, as the gazetteer writes it: the alternate name that matched ("Den Haag"), else its
    /// own ("Kyoto" for `kyoto`, "Copenhagen" for `copenh`).
    public var name: String { alternateName ?? place.name }
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
