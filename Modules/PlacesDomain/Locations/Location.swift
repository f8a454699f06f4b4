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

    /// A feed entry whose name was normalized when the feed was parsed: made each time the entry is read
    /// (`LocationList`), so it is not checked again.
    init(feedEntryNamed normalized: String?, coordinate: Coordinate) {
        name = normalized
        self.coordinate = coordinate
        origin = .feed
    }

    /// The name as a ``Location`` would store it: trimmed, and `nil` when nothing but white space is left.
    ///
    /// - Parameter raw: Text from a feed, a link or a person.
    /// - Returns: The trimmed text, or `nil` for a blank one.
    public static func normalizedName(_ raw: String) -> String? {
        // Most names need no trimming, and their bytes say so (see `isNormalized(utf8:)`).
        if raw.utf8.withContiguousStorageIfAvailable(isNormalized(utf8:)) == true { return raw }
        let scalars = raw.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return nil }
        return String(scalars[start...end])
    }

    /// Whether `utf8` is a name as ``normalizedName(_:)`` leaves it: not empty, and no white space at either end.
    ///
    /// Read from the two ends' bytes: when both are printable ASCII (most names) they answer it, without the Unicode
    /// property lookup, which dominated loading a large feed otherwise; only a name that starts or ends with another
    /// scalar has it looked up. A feed's names are checked this way as they are parsed, without making a `String`.
    ///
    /// - Parameter utf8: Valid UTF-8 text.
    package static func isNormalized(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        if first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F { return true }
        // The last scalar starts at the last byte that is not a continuation byte (10xxxxxx).
        var lastStart = utf8.count - 1
        while lastStart > 0 && utf8[lastStart] & 0xC0 == 0x80 { lastStart -= 1 }
        guard let head = firstScalar(of: UnsafeBufferPointer(rebasing: utf8[...])),
              let tail = firstScalar(of: UnsafeBufferPointer(rebasing: utf8[lastStart...]))
        else { return false }
        return !head.properties.isWhitespace && !tail.properties.isWhitespace
    }

    private static func firstScalar(of utf8: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var bytes = utf8.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&bytes) { return scalar }
        return nil
    }
}
