/// When an imported entry is the same place as a location already in the list, and is left out.
///
/// Two locations are duplicates when their names are equal after folding — case, diacritics and runs of white
/// space do not count, as in search ("Zürich " and "zurich") — or both have no name, and their coordinates lie
/// at most ``radius`` apart. Five metres absorbs the rounding other apps apply (six decimals are 0.11 m, four are
/// 11 m at the equator: those are different places) and keeps two named points on either side of a street
/// apart. Entries that repeat each other within one file are all imported, so a list with twins survives an
/// export and an import.
public struct DuplicateRule: Sendable {
    /// The greatest distance, in metres, between two duplicates.
    public static let radius: Double = 5

    private var folding = SearchFolding()
    private var existing: [[UInt8]?: [Coordinate]] = [:]

    /// A rule that recognises duplicates of `locations`.
    ///
    /// - Parameter locations: The locations already in the list.
    public init(existing locations: [Location]) {
        for location in locations {
            existing[key(location.name), default: []].append(location.coordinate)
        }
    }

    /// Whether `candidate` duplicates one of the existing locations.
    ///
    /// - Parameter candidate: A location about to be added.
    /// - Returns: The existing location's coordinate it duplicates, or `nil`.
    public mutating func duplicate(of candidate: Location) -> Coordinate? {
        existing[key(candidate.name)]?.first { coordinate in
            coordinate == candidate.coordinate || coordinate.distance(to: candidate.coordinate) <= Self.radius
        }
    }

    private mutating func key(_ name: String?) -> [UInt8]? {
        name.map { folding.key($0) }
    }
}
