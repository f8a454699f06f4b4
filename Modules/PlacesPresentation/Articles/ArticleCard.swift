public import PlacesDomain

/// An article's summary, ready to show.
public struct ArticleCard: Equatable, Sendable {
    /// The summary as the wiki gave it, with the exact title for JSON.
    public let summary: ArticleSummary
    /// The reference it was picked by (`@3`), if any.
    public let reference: String?
    /// `52.3600° N, 4.8852° E`, when it has coordinates.
    public let coordinates: String?
    /// "1.2 km south-west of Dam Square", when it was picked from a list around a place and has coordinates.
    public let whereFromPlace: String?
    /// The lead, or the sentence saying Wikipedia has none. Not escaped.
    public let extract: String
    /// What the person should know: an answer saved earlier.
    public let notices: [Notice]
}

/// What an article's summary is doing.
public enum ArticleCardState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// Asking the wiki.
    case loading
    /// The summary, fresh or saved.
    case loaded(ArticleCard)
    /// No summary, with the sentence that says why.
    case failed(message: String)
}
