/// A candidate of a ``Choice`` as a front end lists it: a gazetteer place with its population, or a Wikipedia
/// article with its description.
public enum ChoiceRow: Equatable, Sendable {
    /// A place of the built-in gazetteer.
    case place(PlaceRow)
    /// An article with coordinates that Wikipedia's search found.
    case article(FoundArticleRow)

    /// The candidate as one sentence, for screen readers and plain output. Not escaped.
    public var sentence: String {
        switch self {
        case .place(let row): row.sentence
        case .article(let row): row.sentence
        }
    }
}
