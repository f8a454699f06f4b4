#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// Articles and summaries as Places keeps them in its own files (the answer cache, the last list): plain Codable
/// records, read back through the same validation as a wiki's answer.
struct SavedArticle: Codable, Equatable {
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

    var article: Article {
        Article(pageID: pageID, title: title, description: description, coordinate: coordinate(latitude, longitude), url: url)
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

    init(_ summary: ArticleSummary) {
        title = summary.title
        description = summary.description
        extract = summary.extract
        latitude = summary.coordinate?.latitude
        longitude = summary.coordinate?.longitude
        url = summary.url
        pageID = summary.pageID
    }

    var summary: ArticleSummary {
        ArticleSummary(
            title: title,
            description: description,
            extract: extract,
            coordinate: coordinate(latitude, longitude),
            url: url,
            pageID: pageID
        )
    }
}

/// A coordinate from two saved numbers, when both are there and valid.
private func coordinate(_ latitude: Double?, _ longitude: Double?) -> Coordinate? {
    guard let latitude, let longitude else { return nil }
    return try? Coordinate(latitude: latitude, longitude: longitude)
}
