/// What a command accepts as a place: ``ResolvePlace`` tries only these, in its fixed order.
public struct PlaceKinds: OptionSet, Hashable, Sendable {
    /// The kinds as bits, one bit per kind (``PlaceKinds/links`` is bit 0, ``PlaceKinds/wikipedia`` bit 6), which
    /// `OptionSet` combines and compares.
    public let rawValue: Int

    /// Creates a set from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A link: a map's (Google Maps, OpenStreetMap, Apple Maps, Bing Maps, `geo:`, see ``MapLinkParser``), a
    /// `wikipedia://places` link, or Wikipedia's web page for a place or an article.
    public static let links = PlaceKinds(rawValue: 1 << 0)
    /// `@3`: an article of the last list.
    public static let articleReferences = PlaceKinds(rawValue: 1 << 1)
    /// `3` or `#3`: a location of the list by number.
    public static let numbers = PlaceKinds(rawValue: 1 << 2)
    /// Coordinates in any format `add` reads, with an optional name in front.
    public static let coordinates = PlaceKinds(rawValue: 1 << 3)
    /// A name, or part of one, of a location of the list.
    public static let listNames = PlaceKinds(rawValue: 1 << 4)
    /// A name of the built-in gazetteer.
    public static let gazetteer = PlaceKinds(rawValue: 1 << 5)
    /// The title of a Wikipedia article that has coordinates, found by the wiki's own search.
    public static let wikipedia = PlaceKinds(rawValue: 1 << 6)

    /// A location of the list only, by number or name (`remove`).
    public static let locations: PlaceKinds = [.numbers, .listNames]
    /// What `open` and `link` take: a pasted link, a location of the list, else a gazetteer place, else a Wikipedia
    /// article.
    public static let named: PlaceKinds = [.links, .numbers, .listNames, .gazetteer, .wikipedia]
    /// Everything: what `nearby` and `map` take.
    public static let all: PlaceKinds = [.links, .articleReferences, .numbers, .coordinates, .listNames, .gazetteer, .wikipedia]
}
