/// Why an article reference (`@3`) names no article, or no place.
public enum ArticleReferenceFailure: Error, Hashable, Sendable {
    /// There is no list of articles yet.
    case noList(reference: String)
    /// The last list was empty.
    case emptyList(reference: String)
    /// The last list has fewer articles: `count`.
    case outOfRange(reference: String, count: Int)
    /// The article has no coordinates, so it is not a place.
    case unplaced(reference: String, title: String)
}
