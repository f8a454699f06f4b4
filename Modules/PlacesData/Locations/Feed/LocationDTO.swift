import PlacesDomain

/// One entry of the feed as the wire format has it (`name`, `lat`, `long`), before the domain's rules apply.
///
/// A field that is missing, of the wrong JSON type, or a number `Double` cannot hold is `nil` here; deciding
/// what that means is ``coordinate``'s job and the collector's. Nothing here owns memory, so an entry is copied as
/// plain bytes: copying a `String` field's value witness for each of 235,000 entries was a measurable part of
/// decoding a large feed.
struct LocationDTO: Equatable {
    /// Where the name's text is.
    enum Name: Equatable {
        /// No name, or a value that is not a string.
        case none
        /// Printable ASCII without escapes, at this place in the document (most names).
        case ascii(Range<Int>)
        /// Other text without escapes (valid UTF-8, checked by the parser), at this place in the document.
        case unescaped(Range<Int>)
        /// Text with escapes, decoded by the parser and handed to the collector beside the entry.
        case decoded
    }

    var name = Name.none
    var latitude: Double?
    var longitude: Double?
    /// The number the user's store keeps for the entry, where there is one; feeds have none.
    var number: StoredNumber?

    /// Where the entry is, or `nil` when its coordinates are missing or not a point on Earth: what decides whether
    /// the entry is used.
    var coordinate: Coordinate? {
        guard let latitude, let longitude else { return nil }
        return try? Coordinate(latitude: latitude, longitude: longitude)
    }
}
