/// A question to a wiki's search: the text, and whether titles or whole articles are searched.
///
/// It always asks for the same number of articles, ``pages``, whatever a command shows of them: `find colosseum`
/// with any `--limit`, and "Colosseum" typed where a place is expected, are one question, so one saved answer
/// serves them all when the wiki cannot be asked.
public struct ArticleSearchQuery: Hashable, Sendable {
    /// How the text is searched for.
    public enum Kind: Hashable, Sendable {
        /// Titles that begin with the text, as a search box completes them, redirects followed to their articles
        /// (the Action API's `generator=prefixsearch`).
        case titles
        /// Articles whose text contains the words (`generator=search`): the fallback when no title matches.
        case text
    }

    /// How many articles every search asks for.
    public static let pages = 50
    /// The longest text searched for, in characters: the longest search Wikipedia runs, the same bound a search
    /// link is held to (``WikipediaAppLink/maximumSearchLength``).
    public static let maximumLength = WikipediaAppLink.maximumSearchLength

    /// The text, trimmed, with runs of white space as one space.
    public let text: String
    /// How it is searched for.
    public let kind: Kind

    /// A search for `text`.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - kind: Titles (the default) or whole articles.
    /// - Returns: `nil` for blank text, and for text longer than ``maximumLength``.
    public init?(text: String, kind: Kind = .titles) {
        guard let trimmed = Location.normalizedName(text), trimmed.count <= Self.maximumLength else { return nil }
        self.text = trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        self.kind = kind
    }
}
