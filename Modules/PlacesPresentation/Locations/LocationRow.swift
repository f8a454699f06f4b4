public import PlacesDomain

/// One location as a front end shows it: its stable number, a title and the coordinates in words.
public struct LocationRow: Equatable, Sendable, Identifiable {
    /// The 1-based position in the full list; `open` and `link` take it.
    public let number: Int
    /// The location itself, with its raw name for links and JSON.
    public let location: Location
    /// The name, or "Unnamed location" in the current language. Not escaped: a terminal front end must make
    /// control characters inert before printing it.
    public let title: String
    /// `52.3547° N, 4.8339° E`.
    public let coordinates: String
    /// `52.35 degrees north, 4.83 degrees east`, for screen readers.
    public let spokenCoordinates: String

    /// The title as a message quotes it: a name from outside bounded like any, an unnamed location's own title
    /// whole.
    package var quotedTitle: Quoted {
        location.name.map { Quoted($0) } ?? Quoted(composed: title)
    }

    /// Whether the user added this location (and so can remove it).
    public var isCustom: Bool { location.origin == .custom }

    /// The row's identity for lists: its number.
    public var id: Int { number }

    /// Creates a row.
    public init(number: Int, location: Location, title: String, coordinates: String, spokenCoordinates: String) {
        self.number = number
        self.location = location
        self.title = title
        self.coordinates = coordinates
        self.spokenCoordinates = spokenCoordinates
    }
}
