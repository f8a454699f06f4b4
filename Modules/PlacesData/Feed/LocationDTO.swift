import PlacesDomain

/// One entry of the feed as the wire format has it (`name`, `lat`, `long`), before the domain's rules apply.
///
/// A field that is missing, of the wrong JSON type, or a number `Double` cannot hold is `nil` here; deciding
/// what that means is ``toDomain()``'s job.
struct LocationDTO: Equatable {
    var name: String?
    var latitude: Double?
    var longitude: Double?
    /// Where the name's text is in the document when it is printable ASCII without escapes (most names): it is then
    /// folded for search straight from those bytes rather than from the `String`.
    var asciiName: Range<Int>?
    /// The number the user's store keeps for the entry, where there is one; feeds have none.
    var number: StoredNumber?

    /// The location this entry describes, or `nil` when its coordinates are missing or not a point on Earth.
    func toDomain() -> Location? {
        guard let latitude, let longitude,
              let coordinate = try? Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        return Location(name: name, coordinate: coordinate, origin: .feed)
    }
}
