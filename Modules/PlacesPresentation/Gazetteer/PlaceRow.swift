public import PlacesDomain

/// A gazetteer place as a front end lists it: `where`'s rows and the choices between namesakes.
public struct PlaceRow: Equatable, Sendable, Identifiable {
    /// The place, with its exact name for JSON and links.
    public let place: GazetteerPlace
    /// How it matched what was typed.
    public let kind: GazetteerMatchKind
    /// The other name it was found by ("Den Haag" for The Hague); `nil` when its own name matched.
    public let alternateName: String?
    /// "Springfield, Illinois, United States", or "Den Haag → The Hague, The Netherlands" for a place found by
    /// another name; the country in the session's language. Not escaped.
    public let label: String
    /// "116,250", in Dutch "116.250".
    public let population: String
    /// `39.8017° N, 89.6437° W`.
    public let coordinates: String
    /// The row as one sentence, for screen readers and plain output. Not escaped.
    public let sentence: String

    /// The row's identity: the place's rank in the gazetteer.
    public var id: Int { place.rank }
}
