/// Where an entry is in the file it was read from, so that a person can find it.
public struct TransferPosition: Hashable, Sendable, Comparable {
    /// The entry's number among the file's entries, from 1: the CSV record after the header, the GPX `<wpt>`, the
    /// KML `<Placemark>`, the GeoJSON feature.
    public let entry: Int
    /// The line, from 1, on which the entry starts.
    public let line: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - entry: The entry's number, from 1.
    ///   - line: The line it starts on, from 1.
    public init(entry: Int, line: Int) {
        self.entry = entry
        self.line = line
    }

    /// File order.
    public static func < (left: TransferPosition, right: TransferPosition) -> Bool {
        left.entry < right.entry
    }
}
