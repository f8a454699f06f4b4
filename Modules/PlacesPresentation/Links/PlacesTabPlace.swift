public import PlacesDomain

/// A place the Places tab centres on, with the list's locations around it.
public struct PlacesTabPlace: Equatable, Sendable {
    /// The link's label with its coordinates, or the coordinates alone: "Dam Square (52.3700° N, 4.8900° E)".
    /// Not escaped: a terminal front end must make control characters inert before printing it.
    public let title: String
    /// The link's own label, exactly, for machine-readable output.
    public let label: String?
    /// Where the map opens.
    public let coordinate: Coordinate
    /// The gazetteer's nearest place, when there is a gazetteer.
    public let nearestPlace: NearestPlace?
    /// "That is 350 m from Amsterdam, Netherlands.", when there is a gazetteer. Not escaped.
    public let whereSentence: String?
    /// The article the link also named, by its web address.
    public let articleURL: String?
    /// The list's locations nearest to ``coordinate``, nearest first.
    public let nearest: [NearbyLocation]
    /// The same place on the Wikipedia website.
    public let webFallback: String
}
