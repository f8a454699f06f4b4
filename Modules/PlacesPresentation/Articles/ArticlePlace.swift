public import PlacesDomain

/// A place to look for articles around: where it is, and its name when it has one.
public struct ArticlePlace: Hashable, Sendable {
    /// Where it is.
    public let coordinate: Coordinate
    /// Its name as the person knows it ("Amsterdam"), when it has one. Not escaped.
    public let label: String?

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - label: Its name, if any.
    public init(coordinate: Coordinate, label: String?) {
        self.coordinate = coordinate
        self.label = label.flatMap(Location.normalizedName)
    }
}
