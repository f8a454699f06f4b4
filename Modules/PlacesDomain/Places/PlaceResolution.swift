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
    /// Several places could be meant, Wikipedia's articles among them, and none is plainly meant (no exact name or
    /// title): gazetteer places whose names only begin with or contain the text, best first, then Wikipedia's
    /// articles with coordinates, in the wiki's order; `total` counts them all, listed or not.
    case severalCandidates(typed: String, places: [GazetteerMatch], articles: [WikipediaPlace], total: Int)
    /// A number that is no location's: `numbers` are the valid ones, `nil` when the list is empty.
    case noSuchNumber(typed: String, numbers: ClosedRange<Int>?)
    /// Nothing matches the name.
    ///
    /// - `suggestions`: numbers of the list's closest names, best first.
    /// - `coordinateProblem`: why the words are not coordinates either, when they looked like some.
    /// - `searchedGazetteer`: whether the gazetteer was asked too.
    /// - `wikipedia`: what became of asking Wikipedia's search.
    case notFound(
        typed: String,
        suggestions: [Int],
        coordinateProblem: CoordinateTextError?,
        searchedGazetteer: Bool,
        wikipedia: WikipediaSearchOutcome
    )
    /// Words that can only be coordinates — digits, signs, marks and hemisphere letters — but not valid ones.
    case invalidCoordinates(CoordinateTextError)
    /// A link a receiving app would reject.
    case rejectedLink(PlacesLinkRejection)
    /// A pasted link that names no place: a map's directions, short link or search, or a link of no map Places
    /// knows (``MapLinkParser``).
    case unreadableLink(MapLinkProblem)
    /// A link that names an article but no coordinates: nothing to look around.
    case linkWithoutPlace(WikipediaArticle)
    /// An article reference that names no place.
    case unusableReference(ArticleReferenceFailure)
}
