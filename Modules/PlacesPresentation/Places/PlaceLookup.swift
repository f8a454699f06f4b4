public import PlacesDomain

/// What the words a person typed name, in words: a place, a question to ask, the list's candidates, or why there is
/// none.
public enum PlaceLookup: Sendable {
    /// A place; `note` says where it came from when that is not the list ("Kyoto, Japan — from the built-in
    /// gazetteer.").
    case found(Place, note: String?)
    /// Several places could be meant: ask.
    case choose(Choice<Place>)
    /// Several locations of the list match: the message asks to choose one by its number; the rows are they.
    case severalLocations(message: String, rows: [LocationRow])
    /// Nothing: the sentence says why.
    case failed(message: String)
    /// Words that are not a place as written (coordinates out of range, say): the sentence says why; a usage error.
    case invalid(message: String)
}
