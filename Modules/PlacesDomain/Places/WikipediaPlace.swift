#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A place Wikipedia's search found: an article with coordinates, on its wiki, and whether the answer was the one
/// saved earlier because the wiki could not be asked.
public struct WikipediaPlace: Hashable, Sendable {
    /// The article, with its title, short description, coordinate and address.
    public let article: Article
    /// Where it is: the article's primary coordinate.
    public let coordinate: Coordinate
    /// The wiki it is on.
    public let site: WikipediaSite
    /// When the answer was saved, when a saved answer stood in for the wiki; `nil` for a fresh one.
    public let savedAt: Date?
    /// Why the wiki could not be asked, when a saved answer stood in.
    public let savedBecause: ArticleFailure?

    /// A found article as a place.
    ///
    /// - Parameters:
    ///   - article: The article.
    ///   - site: The wiki it is on.
    ///   - savedAt: When a saved answer was saved; `nil` for a fresh one.
    ///   - savedBecause: Why the wiki could not be asked, for a saved answer.
    /// - Returns: `nil` for an article without coordinates: it is not a place.
    public init?(_ article: Article, on site: WikipediaSite, savedAt: Date? = nil, savedBecause: ArticleFailure? = nil) {
        guard let coordinate = article.coordinate else { return nil }
        self.article = article
        self.coordinate = coordinate
        self.site = site
        self.savedAt = savedAt
        self.savedBecause = savedBecause
    }

    /// The article to show or open (`article`, `open @N` take the same).
    public var target: ArticleTarget {
        ArticleTarget(title: article.title, site: site, listed: article)
    }
}
