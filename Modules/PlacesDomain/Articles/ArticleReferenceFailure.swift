/// Why an article reference (`@3`) names no article, or no place.
public enum ArticleReferenceFailure: Error, Hashable, Sendable {
    /// There is no list of articles yet.
    case noList(reference: String)
    /// There is a last list, but it cannot be read or believed: unreadable, damaged or edited, or too large.
    case unreadableList(reference: String, failure: RecentArticlesFailure)
    /// The last list was empty.
    case emptyList(reference: String)
    /// The last list has fewer articles: `count`.
    case outOfRange(reference: String, count: Int)
    /// The article has no coordinates, so it is not a place.
    case unplaced(reference: String, title: String)
    /// `S9` of a saved list of `count` articles.
    case savedOutOfRange(reference: String, count: Int)
    /// `S2`, and the saved list cannot be read.
    case unreadableSaved(reference: String, failure: SavedArticlesFailure)
    /// Text longer than any title a wiki keeps (``WikipediaSite/maximumTitleBytes``), so not worth asking about.
    case titleTooLong(title: String)
}
