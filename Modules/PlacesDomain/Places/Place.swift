/// A point on Earth a person named, with its name and where it came from: a location of the list, a place of the
/// gazetteer, an article of the last list, typed coordinates, or a link.
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

    /// A gazetteer place as a place.
    public init(_ place: GazetteerPlace) {
        self.init(coordinate: place.coordinate, name: place.name, origin: .gazetteer(place))
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
