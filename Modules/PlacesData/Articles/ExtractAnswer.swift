#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// The Action API's answer to `prop=extracts|pageprops&explaintext=1&exsectionformat=wiki&redirects=1&titles=…`: the
/// page (or that it is missing), its plain text with headings as `== Heading ==`, the property that marks a
/// disambiguation page, and the redirect followed to it. Pages come as a list (`formatversion=2`) or, from older
/// MediaWikis, as an object keyed by page id.
struct ExtractAnswer: Decodable {
    struct Query: Decodable {
        let pages: [Page]?
        let redirects: [QueryAnswer.Redirect]?

        private enum CodingKeys: String, CodingKey { case pages, redirects }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            redirects = try? container.decodeIfPresent([QueryAnswer.Redirect].self, forKey: .redirects)
            if let list = try? container.decodeIfPresent([Page].self, forKey: .pages) {
                pages = list
            } else {
                pages = try container.decodeIfPresent([String: Page].self, forKey: .pages).map { Array($0.values) }
            }
        }
    }

    struct Page: Decodable {
        struct Properties: Decodable {
            /// Present (as `""`) on a disambiguation page.
            let disambiguation: APIFlag?
        }

        let title: String?
        let extract: String?
        let missing: APIFlag?
        let invalid: APIFlag?
        let pageprops: Properties?
    }

    let query: Query?

    /// The article asked for as `wanted`, in sections.
    ///
    /// - Throws: ``ArticleFailure/missingArticle(title:)`` for a page that is missing or no title at all, and
    ///   ``ArticleFailure/invalidAnswer`` for an answer without the page or its text, or with other pages.
    func body(asked wanted: String) throws(ArticleFailure) -> ArticleBody {
        // One title asked, one page answered: an answer about several is some other question's.
        guard let pages = query?.pages, pages.count == 1, let page = pages.first else { throw .invalidAnswer }
        if page.missing?.isSet == true || page.invalid?.isSet == true { throw .missingArticle(title: wanted) }
        guard let title = page.title.flatMap(Location.normalizedName), let extract = page.extract else { throw .invalidAnswer }
        let redirect = query?.redirects?.last { $0.to == title }
        return ArticleBody(
            title: title,
            sections: ExtractSections.sections(of: extract),
            redirectedFrom: redirect.map { $0.from },
            isDisambiguation: page.pageprops?.disambiguation?.isSet == true
        )
    }
}

/// The plain-text extract read into sections: a line `== Heading ==` (two to six `=` on each side, as
/// `exsectionformat=wiki` writes them) starts a section of that level; the text before the first heading is the
/// lead. Blank lines are dropped, so a section's text is its paragraphs and list items, one per line; a section with
/// a heading is kept even when empty (its subsections follow it), a lead only when it has text.
enum ExtractSections {
    static func sections(of extract: String) -> [ArticleBody.Section] {
        var sections: [ArticleBody.Section] = []
        var level = 0
        var heading = ""
        var lines: [Substring] = []
        func close() {
            guard level > 0 || !lines.isEmpty else { return }
            sections.append(ArticleBody.Section(level: level, heading: heading, text: lines.joined(separator: "\n")))
        }
        for line in extract.split(separator: "\n", omittingEmptySubsequences: true) {
            if let found = self.heading(line) {
                close()
                (level, heading) = found
                lines = []
            } else if line.contains(where: { !$0.isWhitespace }) {
                lines.append(line)
            }
        }
        close()
        return sections
    }

    /// The level and text of a heading line, or `nil` for any other line.
    static func heading(_ line: Substring) -> (level: Int, text: String)? {
        guard let first = line.utf8.first, first == UInt8(ascii: "=") || first == UInt8(ascii: " "),
              let text = Location.normalizedName(String(line)), text.hasPrefix("==")
        else { return nil }
        let opening = text.prefix { $0 == "=" }.count
        let closing = text.reversed().prefix { $0 == "=" }.count
        guard (2...6).contains(opening), opening == closing, text.count > 2 * opening,
              let inside = Location.normalizedName(String(text.dropFirst(opening).dropLast(closing)))
        else { return nil }
        return (opening, inside)
    }
}
