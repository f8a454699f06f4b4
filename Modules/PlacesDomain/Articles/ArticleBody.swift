/// A whole article as plain text, in sections, as the wiki's own plain-text extract gives it: what `read` shows and
/// what the saved list keeps beside the summary.
public struct ArticleBody: Sendable, Hashable {
    /// One section: a heading and the text under it, up to the next heading of any level.
    public struct Section: Sendable, Hashable {
        /// How deep the heading is: 0 for the lead (which has no heading), 2 for a section, 3 for a subsection, …
        public let level: Int
        /// The heading as the article writes it; empty for the lead.
        public let heading: String
        /// The paragraphs and list items under the heading, one per line.
        public let text: String

        /// Creates a section.
        ///
        /// - Parameters:
        ///   - level: 0 for the lead, 2 for a section, 3 for a subsection, …
        ///   - heading: The heading; empty for the lead.
        ///   - text: The paragraphs and list items, one per line.
        public init(level: Int, heading: String, text: String) {
            self.level = level
            self.heading = heading
            self.text = text
        }
    }

    /// The article's title, after any redirect.
    public let title: String
    /// The sections in the article's order, the lead first.
    public let sections: [Section]
    /// The title that was asked for, when the wiki redirected it to ``title``.
    public let redirectedFrom: String?
    /// Whether the page is a disambiguation page: a list of articles of the same name rather than an article.
    public let isDisambiguation: Bool
    /// How many bytes of the article's text are kept, when it was longer than Places shows and was cut there.
    public let cutAtBytes: Int?

    /// Creates an article's text.
    ///
    /// - Parameters:
    ///   - title: The title, after any redirect.
    ///   - sections: The sections, the lead first.
    ///   - redirectedFrom: The title asked for, when the wiki redirected it.
    ///   - isDisambiguation: Whether the page is a disambiguation page.
    ///   - cutAtBytes: Where the text was cut, when it was too long to show whole.
    public init(
        title: String, sections: [Section], redirectedFrom: String? = nil, isDisambiguation: Bool = false,
        cutAtBytes: Int? = nil
    ) {
        self.title = title
        self.sections = sections
        self.redirectedFrom = redirectedFrom
        self.isDisambiguation = isDisambiguation
        self.cutAtBytes = cutAtBytes
    }
}
