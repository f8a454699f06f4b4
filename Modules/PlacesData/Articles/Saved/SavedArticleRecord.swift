#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// A saved article as `saved-articles.json` keeps it: the wiki, when, the summary (the answer cache's own record)
/// and the text. Read back, every value is checked again, as for every file of Places' own: an entry Places would
/// never have written is not believed.
struct SavedArticleRecord: Codable, Equatable {
    /// A section of the text.
    struct Section: Codable, Equatable {
        let level: Int
        let heading: String
        let text: String
    }

    /// The whole text.
    struct Body: Codable, Equatable {
        let title: String
        let sections: [Section]
        let redirectedFrom: String?
        let disambiguation: Bool?
        let cutAtBytes: Int?
    }

    let site: String
    /// Seconds since 1970.
    let savedAt: Double
    let summary: SavedSummary
    let body: Body?

    init(_ article: SavedArticle) {
        site = article.site.withoutCredentials.base
        savedAt = article.savedAt.timeIntervalSince1970
        summary = SavedSummary(article.summary)
        body = article.body.map { body in
            Body(
                title: body.title,
                sections: body.sections.map { Section(level: $0.level, heading: $0.heading, text: $0.text) },
                redirectedFrom: body.redirectedFrom,
                disambiguation: body.isDisambiguation ? true : nil,
                cutAtBytes: body.cutAtBytes
            )
        }
    }

    /// The saved article, when every value is one Places would have written.
    func saved() -> SavedArticle? {
        guard let site = WikipediaSite(base: site)?.withoutCredentials, savedAt.isFinite,
              let summary = summary.summary(on: site)
        else { return nil }
        let body = body.map { body in
            ArticleBody(
                title: body.title,
                sections: body.sections.map { ArticleBody.Section(level: $0.level, heading: $0.heading, text: $0.text) },
                redirectedFrom: body.redirectedFrom,
                isDisambiguation: body.disambiguation == true,
                cutAtBytes: body.cutAtBytes
            )
        }
        return SavedArticle(site: site, summary: summary, body: body, savedAt: Date(timeIntervalSince1970: savedAt))
    }
}

/// The file's whole document: `{"saved": [ … ]}`, the first saved first. Each entry is read on its own, so that one
/// damaged entry does not cost the others.
struct SavedArticlesDocument: Decodable {
    /// An entry that may not be one Places wrote.
    struct Entry: Decodable {
        let article: SavedArticle?

        init(from decoder: any Decoder) throws {
            article = (try? SavedArticleRecord(from: decoder))?.saved()
        }
    }

    let saved: [Entry]

    /// The document for `articles`, as written.
    static func encoded(_ articles: [SavedArticle]) -> Data? {
        struct Written: Encodable { let saved: [SavedArticleRecord] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(Written(saved: articles.map(SavedArticleRecord.init)))
    }
}
