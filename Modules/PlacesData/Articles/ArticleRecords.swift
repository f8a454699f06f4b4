#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// Articles and summaries as Places keeps them in its own files (the answer cache, the last list): plain Codable
/// records, checked again when read. A file may have been edited or damaged since it was written, so a value Places
/// would never have saved — an address that is not one of the wiki's own articles, coordinates off the globe, half
/// a coordinate, no title — makes the record unreadable rather than believed.
struct ArticleRecord: Codable, Equatable {
    let pageID: Int
    let title: String
    let description: String?
    let latitude: Double?
    let longitude: Double?
    let url: String

    init(_ article: Article) {
        pageID = article.pageID
        title = article.title
        description = article.description
        latitude = article.coordinate?.latitude
        longitude = article.coordinate?.longitude
        url = article.url
    }

    /// The article, when every value is one Places would have saved for an article of `site`.
    func article(on site: WikipediaSite) -> Article? {
        guard Location.normalizedName(title) != nil, site.isArticleAddress(url),
              case .valid(let coordinate) = SavedCoordinate(latitude, longitude)
        else { return nil }
        return Article(pageID: pageID, title: title, description: description, coordinate: coordinate, url: url)
    }
}

/// A search's article as the answer cache keeps it: the article, and the redirects followed to it.
struct FoundArticleRecord: Codable, Equatable {
    let article: ArticleRecord
    let redirects: [String]

    init(_ found: FoundArticle) {
        article = ArticleRecord(found.article)
        redirects = found.redirects
    }

    /// The result, when the article is one Places would have saved for `site`.
    func found(on site: WikipediaSite) -> FoundArticle? {
        article.article(on: site).map { FoundArticle(article: $0, redirects: redirects) }
    }
}

struct SavedSummary: Codable, Equatable {
    let title: String
    let description: String?
    let extract: String
    let latitude: Double?
    let longitude: Double?
    let url: String
    let pageID: Int?
    let disambiguation: Bool?
    let thumbnail: String?

    init(_ summary: ArticleSummary) {
        title = summary.title
        description = summary.description
        extract = summary.extract
        latitude = summary.coordinate?.latitude
        longitude = summary.coordinate?.longitude
        url = summary.url
        pageID = summary.pageID
        disambiguation = summary.kind == .disambiguation
        thumbnail = summary.thumbnailURL
    }

    /// The summary, when every value is one Places would have saved for an article of `site`.
    func summary(on site: WikipediaSite) -> ArticleSummary? {
        guard Location.normalizedName(title) != nil, site.isArticleAddress(url),
              thumbnail.map({ SummaryAnswer.thumbnailAddress($0) != nil }) ?? true,
              case .valid(let coordinate) = SavedCoordinate(latitude, longitude)
        else { return nil }
        return ArticleSummary(
            title: title,
            description: description,
            extract: extract,
            coordinate: coordinate,
            url: url,
            pageID: pageID,
            kind: disambiguation == true ? .disambiguation : .article,
            thumbnailURL: thumbnail
        )
    }
}

/// An article's whole text as the answer cache keeps it: its sections, and what was said about the page.
struct ArticleBodyRecord: Codable, Equatable {
    struct Section: Codable, Equatable {
        let level: Int
        let heading: String
        let text: String
    }

    let title: String
    let sections: [Section]
    let redirectedFrom: String?
    let disambiguation: Bool
    let cutAtBytes: Int?

    init(_ body: ArticleBody) {
        title = body.title
        sections = body.sections.map { Section(level: $0.level, heading: $0.heading, text: $0.text) }
        redirectedFrom = body.redirectedFrom
        disambiguation = body.isDisambiguation
        cutAtBytes = body.cutAtBytes
    }

    /// The text, when every value is one Places would have saved: a title, the lead at level 0 and headings at the
    /// levels the wiki writes (2 to 6).
    var body: ArticleBody? {
        guard Location.normalizedName(title) != nil,
              sections.allSatisfy({ $0.level == 0 ? $0.heading.isEmpty : (2...6).contains($0.level) && !$0.heading.isEmpty })
        else { return nil }
        return ArticleBody(
            title: title,
            sections: sections.map { ArticleBody.Section(level: $0.level, heading: $0.heading, text: $0.text) },
            redirectedFrom: redirectedFrom,
            isDisambiguation: disambiguation,
            cutAtBytes: cutAtBytes
        )
    }
}

/// Two saved numbers read back as a coordinate: both valid, or neither there.
enum SavedCoordinate {
    case valid(Coordinate?)
    case invalid

    init(_ latitude: Double?, _ longitude: Double?) {
        switch (latitude, longitude) {
        case (nil, nil): self = .valid(nil)
        case let (latitude?, longitude?):
            self = (try? Coordinate(latitude: latitude, longitude: longitude)).map { .valid($0) } ?? .invalid
        default: self = .invalid
        }
    }
}
