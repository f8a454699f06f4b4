public import PlacesDomain

/// What the words a person typed name, in words: a place, a question to ask, the list's candidates, or why there is
/// none.
public enum PlaceLookup: Sendable {
    /// A place; `note` says where it came from when that is not the list ("Kyoto, Japan — from the built-in
    /// gazetteer.", "Colosseum — from Wikipedia: Ancient amphitheatre in Rome."), and that a saved answer was used.
    case found(Place, note: String?)
    /// Several places could be meant: ask.
    case choose(Choice<Place>)
    /// Several locations of the list match: the message asks to choose one by its number; the rows are they.
    case severalLocations(message: String, rows: [LocationRow])
    /// Nothing: the sentence says why.
    case failed(message: String, next: NextStep? = nil)
    /// Nothing where the name was looked for, and Wikipedia, which might have had it, could not be asked: the
    /// sentences say where it was looked for, and why Wikipedia could not answer.
    case unavailable(message: String)
    /// Words that are not a place as written (coordinates out of range, say): the sentence says why; a usage error.
    case invalid(message: String)
}
