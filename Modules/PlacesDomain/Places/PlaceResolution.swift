/// What the words a person typed name, as ``ResolvePlace`` decides it: one place, a choice to make, or why there is
/// none. Never a silent guess between candidates.
public enum PlaceResolution: Hashable, Sendable {
    /// Exactly one place.
    case found(Place)
    /// Several locations of the list match the name (`typed`, trimmed); their numbers, ascending.
    case severalLocations(typed: String, numbers: [Int])
    /// Several gazetteer places could be meant and none may be chosen silently; the best `places` first, with the
    /// names they matched by, of `total`.
    case severalPlaces(typed: String, places: [GazetteerMatch], total: Int)
    /// A number that is no location's: `numbers` are the valid ones, `nil` when the list is empty.
    case noSuchNumber(typed: String, numbers: ClosedRange<Int>?)
    /// Nothing matches the name.
    ///
    /// - `suggestions`: numbers of the list's closest names, best first.
    /// - `coordinateProblem`: why the words are not coordinates either, when they looked like some.
    /// - `searchedGazetteer`: whether the gazetteer was asked too.
    case notFound(typed: String, suggestions: [Int], coordinateProblem: CoordinateTextError?, searchedGazetteer: Bool)
    /// Words that can only be coordinates — digits, signs, marks and hemisphere letters — but not valid ones.
    case invalidCoordinates(CoordinateTextError)
    /// A link a receiving app would reject.
    case rejectedLink(PlacesLinkRejection)
    /// A link that names an article but no coordinates: nothing to look around.
    case linkWithoutPlace(WikipediaArticle)
    /// An article reference that names no place.
    case unusableReference(ArticleReferenceFailure)
}
