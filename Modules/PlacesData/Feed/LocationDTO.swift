import PlacesDomain

/// One entry of the feed as the wire format has it (`name`, `lat`, `long`), before the domain's rules apply.
///
/// A field that is missing, of the wrong JSON type, or a number `Double` cannot hold is `nil` here; deciding
/// what that means is ``toDomain()``'s job.
struct LocationDTO: Equatable {
    /// The name's text, made only when it is not plain (see ``asciiName``).
    var name: String?
    var latitude: Double?
    var longitude: Double?
    /// Where the name's text is in the document when it is printable ASCII without escapes (most names): it is then
    /// folded for search straight from those bytes, and kept as that place rather than as a `String`, which is made
    /// only when the entry is read (`LocationList`).
    var asciiName: Range<Int>?
    /// The number the user's store keeps for the entry, where there is one; feeds have none.
    var number: StoredNumber?

    /// The location this entry describes, or `nil` when its coordinates are missing or not a point on Earth.
    func toDomain() -> Location? {
        coordinate.map { Location(name: name, coordinate: $0, origin: .feed) }
    }

    /// Where the entry is, or `nil` when its coordinates are missing or not a point on Earth: what decides whether
    /// the entry is used.
    var coordinate: Coordinate? {
        guard let latitude, let longitude else { return nil }
        return try? Coordinate(latitude: latitude, longitude: longitude)
    }
}
