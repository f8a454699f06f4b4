/// A place a person can open in Wikipedia's Places tab.
///
/// The name is optional because the feed has entries without one. Names are normalised once, here: surrounding
/// white space is trimmed and a blank name means "no name", so every layer agrees on what "unnamed" is.
public struct Location: Hashable, Sendable {
    /// The trimmed name, or `nil` when the location has none.
    public let name: String?
    /// Where the location is.
    public let coordinate: Coordinate
    /// Whether the location came from the feed or was added by the user.
    public let origin: LocationOrigin

    /// Creates a location, normalising its name.
    ///
    /// - Parameters:
    ///   - name: Any text; surrounding white space is removed and a blank result becomes `nil`.
    ///   - coordinate: The point on Earth.
    ///   - origin: Where the location comes from; feed entries are the default.
    public init(name: String?, coordinate: Coordinate, origin: LocationOrigin = .feed) {
        self.name = name.flatMap(Self.normalizedName)
        self.coordinate = coordinate
        self.origin = origin
    }

    /// The name as a ``Location`` would store it: trimmed, and `nil` when nothing but white space is left.
    ///
    /// - Parameter raw: Text from a feed, a link or a person.
    /// - Returns: The trimmed text, or `nil` for a blank one.
    public static func normalizedName(_ raw: String) -> String? {
        let scalars = raw.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return nil }
        // Most names start and end with a printable ASCII character, which is never white space: only the others
        // need Unicode's list of white space.
        if isPrintableASCII(first) && isPrintableASCII(last) { return raw }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return nil }
        return start == scalars.startIndex && end == scalars.index(before: scalars.endIndex) ? raw : String(scalars[start...end])
    }

    private static func isPrintableASCII(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar.value < 0x7F
    }
}
