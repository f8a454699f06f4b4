public import PlacesDomain

/// What a typed number or name refers to, when the gazetteer may answer too: a location of the list, a place of the
/// gazetteer, or a choice to make.
public enum PlaceLookup: Equatable, Sendable {
    /// A location of the list.
    case location(LocationRow)
    /// A place of the built-in gazetteer; `note` says so ("Kyoto, Japan — from the built-in gazetteer.").
    case place(GazetteerPlace, note: String)
    /// Several locations of the list fit: the message asks to choose, the rows are the candidates.
    case ambiguousLocations(message: String, candidates: [LocationRow])
    /// Several gazetteer places fit and none may be chosen silently: the message asks to choose, `hint` says how to
    /// name one more precisely.
    case ambiguousPlaces(message: String, choices: [PlaceRow], hint: String)
    /// Nothing fits: the message says so.
    case notFound(message: String)
}
