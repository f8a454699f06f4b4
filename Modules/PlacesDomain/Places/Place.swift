/// A point on Earth a person named, with its name and where it came from: a location of the list, a place of the
/// gazetteer, an article Wikipedia's search found, an article of the last list, typed coordinates, or a link.
///
/// Every command that takes a place (`open`, `nearby`, `map`, `add NAME`) gets one from ``ResolvePlace``, so each
/// can say where the place came from ("Kyoto, Japan — from the built-in gazetteer") and the session can remember
/// the last one shown.
public struct Place: Hashable, Sendable {
    /// Where it is.
    public let coordinate: Coordinate
    /// Its name as the person knows it, when it has one: trimmed, never empty.
    public let name: String?
    /// Where it came from.
    public let origin: PlaceOrigin

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - name: Its name, if any (trimmed; blank means none).
    ///   - origin: Where it came from.
    public init(coordinate: Coordinate, name: String?, origin: PlaceOrigin) {
        self.coordinate = coordinate
        self.name = name.flatMap(Location.normalizedName)
        self.origin = origin
    }

    /// A location of the list as a place.
    public init(number: Int, location: Location) {
        self.init(coordinate: location.coordinate, name: location.name, origin: .location(number: number, location))
    }

    /// A gazetteer place found by name, named the way the person named it: by the name that matched, as the
    /// gazetteer writes it ("Den Haag", not The Hague), and by the country or region they narrowed it with
    /// ("Springfield, IL").
    ///
    /// - Parameters:
    ///   - match: The place and the name it was found by.
    ///   - qualifier: What follows the name after a comma, if anything.
    public init(_ match: GazetteerMatch, qualifier: String? = nil) {
        let name = qualifier.map { "\(match.name), \($0)" } ?? match.name
        self.init(coordinate: match.place.coordinate, name: name, origin: .gazetteer(match))
    }

    /// A gazetteer place chosen between namesakes, named so that it is told from them: the name that matched, then
    /// the place's US state, else its country ("Springfield, Missouri", "Valencia, Venezuela"). Under the bare name,
    /// every Springfield saved would be the same row.
    ///
    /// - Parameters:
    ///   - match: The place chosen and the name it was found by.
    ///   - language: The ISO 639-1 code of the language the country is named in ("Córdoba, Spanje").
    public init(namesake match: GazetteerMatch, language: String) {
        self.init(match, qualifier: match.place.regionName ?? match.place.country?.name(language: language))
    }

    /// An article Wikipedia's search found as a place, named by its title.
    public init(_ place: WikipediaPlace) {
        self.init(coordinate: place.coordinate, name: place.article.title, origin: .wikipedia(place))
    }

    /// Its number in the list, when it is a location of the list.
    public var number: Int? {
        if case .location(let number, _) = origin { return number }
        return nil
    }

    /// The place as a location to open, link or save: its name and coordinate, from the feed unless said otherwise.
    public func location(origin: LocationOrigin = .feed) -> Location {
        Location(name: name, coordinate: coordinate, origin: origin)
    }
}
