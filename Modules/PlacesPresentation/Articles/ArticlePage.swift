public import PlacesDomain

/// A whole article, ready to show: lines any front end can draw one by one — the title, what Places says about the
/// page, the table of contents, then the lead and the sections with their numbers, paragraphs and list items — and
/// the numbered sections for JSON. Text from the wiki is not escaped: each front end makes it inert its own way.
public struct ArticlePage: Equatable, Sendable {
    /// One line of the page, before wrapping.
    public enum Line: Equatable, Sendable {
        /// The article's title.
        case title(String)
        /// A sentence of Places' own about the page: redirected, a disambiguation page, no text.
        case note(String)
        /// The heading of the table of contents.
        case contents(String)
        /// An entry of the table of contents: `1.1`, the heading, and its depth (1 for a section, 2 for a
        /// subsection…).
        case contentsEntry(number: String, heading: String, depth: Int)
        /// A section's heading, numbered as in the table of contents.
        case heading(number: String, heading: String, depth: Int)
        /// A paragraph.
        case paragraph(String)
        /// An item of a list.
        case listItem(String)
        /// The sentence that says the text was cut, and where.
        case cut(String)
        /// The article's web address, in a sentence.
        case address(String)
    }

    /// A section with its number in the table of contents.
    public struct Section: Equatable, Sendable {
        /// `1`, `1.1`…; empty for the lead.
        public let number: String
        /// 0 for the lead, 2 for a section, 3 for a subsection…
        public let level: Int
        /// The heading; empty for the lead.
        public let heading: String
        /// Its paragraphs and list items.
        public let blocks: [ArticleBody.Block]
    }

    /// The text as read, cut when it was too long.
    public let body: ArticleBody
    /// The article's web address, after any redirect.
    public let url: String
    /// The reference it was picked by (`@3`), if any.
    public let reference: String?
    /// The sections, numbered.
    public let sections: [Section]
    /// The lines to show, in order.
    public let lines: [Line]
    /// What the person should know besides: a saved copy shown.
    public let notices: [Notice]

    /// Numbers for the headed sections as a table of contents counts them: `1`, `1.1`, `1.1.1`, `2`; a level
    /// skipped (a `====` right under a `==`) counts as the next depth down. The lead has none.
    ///
    /// - Parameter sections: The sections, the lead first.
    /// - Returns: A number per section, empty for the lead.
    public static func numbers(of sections: [ArticleBody.Section]) -> [String] {
        var levels: [Int] = []
        var counts: [Int] = []
        return sections.map { section in
            guard section.level > 0 else { return "" }
            // Deeper levels end here; the shallowest of them is the depth this heading continues, if it is deeper
            // than what is left.
            var ended: Int?
            while let last = levels.last, last > section.level {
                levels.removeLast()
                ended = counts.removeLast()
            }
            if levels.last == section.level {
                counts[counts.count - 1] += 1
            } else {
                levels.append(section.level)
                counts.append((ended ?? 0) + 1)
            }
            return counts.map(String.init).joined(separator: ".")
        }
    }
}

/// What a whole article is doing.
public enum ArticlePageState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// Asking the wiki.
    case loading
    /// The article, fresh or saved.
    case loaded(ArticlePage)
    /// No article, with the sentence that says why.
    case failed(message: String)
}
