/// Why an entry of a file was not imported.
public enum ImportSkipReason: Hashable, Sendable {
    /// The entry has no coordinates at all, or lacks the latitude or the longitude: a waypoint without `lat`, a
    /// Placemark or feature without a geometry, a CSV row with an empty coordinate cell.
    case noCoordinates
    /// The entry is a line, an area or a track rather than a point; the geometry's name as the file writes it
    /// (`LineString`, `Polygon`, `Track`, `MultiPoint`…).
    case notAPoint(geometry: String)
    /// A coordinate cannot be read, or is not on Earth: the reason as `add` gives it (a value that is not a number,
    /// a latitude outside -90…90, NaN or infinity, more values than a point has…).
    case coordinate(CoordinateTextError)
    /// The latitude is out of range but the two values would be a valid point the other way round: the file
    /// probably has latitude and longitude swapped. The values as the file gives them.
    case swappedCoordinates(latitude: Double, longitude: Double)
    /// A CSV record whose quotes are not closed properly (`"Amsterdam"x,52.3,4.8`).
    case malformedQuotes
    /// A GeoJSON feature that is not an object, or an object of another `type` than `Feature`.
    case notAFeature
    /// For `import --saved`: the entry links to no article of a wiki — no address, or one that is not a wiki's
    /// `/wiki/TITLE` page (another site, a `javascript:` link, a search).
    case notAnArticle
}
