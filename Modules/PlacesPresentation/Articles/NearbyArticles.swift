public import PlacesDomain

/// The articles around a place, ready to show: a heading, the rows nearest first, and what to know about them.
public struct NearbyArticles: Equatable, Sendable {
    /// The place searched around.
    public let place: ArticlePlace
    /// The wiki that answered.
    public let site: WikipediaSite
    /// The radius searched, in metres.
    public let radius: Int
    /// "Wikipedia articles within 10 km of Amsterdam (52.3547° N, 4.8339° E):", or the sentence saying there are
    /// none. Not escaped.
    public let heading: String
    /// The articles, nearest first; articles without coordinates last.
    public let rows: [ArticleRow]
    /// What the person should know: an answer saved earlier, a list that could not be kept.
    public let notices: [Notice]
}

/// What a list of articles around a place is doing.
public enum NearbyArticlesState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// Asking the wiki.
    case loading
    /// The answer, fresh or saved.
    case loaded(NearbyArticles)
    /// No answer, with the sentence that says why.
    case failed(message: String)
}
