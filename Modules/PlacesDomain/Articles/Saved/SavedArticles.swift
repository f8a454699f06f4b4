/// The saved list as read: the articles in the order they were first saved — ``SavedReference`` `S1` is the first,
/// whatever place the person is at, so a number means the same article from `saved` to `unsave` — and what was done
/// to a file that could not be read.
public struct SavedArticles: Sendable, Equatable {
    /// The most articles the list keeps: far beyond a real reading list, and a bound on the file.
    public static let maximumCount = 500

    /// The articles, the first saved first.
    public let articles: [SavedArticle]
    /// What happened to a list that could not be read: moved aside, with what could be read carried over.
    public let recovery: StoreRecovery?

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - articles: The articles, the first saved first.
    ///   - recovery: What was done to an unreadable file, if anything.
    public init(articles: [SavedArticle], recovery: StoreRecovery? = nil) {
        self.articles = articles
        self.recovery = recovery
    }

    /// The position of the article titled `title` on `site`, when it is saved.
    ///
    /// - Parameters:
    ///   - title: Its title; `_` reads as a space.
    ///   - site: Its wiki.
    public func index(ofArticleTitled title: String, on site: WikipediaSite) -> Int? {
        articles.firstIndex { $0.isArticle(titled: title, on: site) }
    }

    /// The list with `article` saved: in place of its earlier copy, keeping that copy's number (saving twice
    /// refreshes, never duplicates), or else last. A refresh without the text keeps the text saved before.
    ///
    /// - Parameter article: The article to keep.
    /// - Returns: The new articles, or `nil` when the list is full (``maximumCount``) and the article is new.
    public func saving(_ article: SavedArticle) -> [SavedArticle]? {
        var changed = articles
        if let index = index(ofArticleTitled: article.title, on: article.site) {
            let earlier = changed[index]
            changed[index] = article.body == nil && earlier.body != nil
                ? SavedArticle(site: article.site, summary: article.summary, body: earlier.body, savedAt: article.savedAt)
                : article
            return changed
        }
        guard articles.count < Self.maximumCount else { return nil }
        return changed + [article]
    }

    /// The list with each of `new` that is not saved yet added last, in its order: an article saved already — the
    /// same title on the same wiki — is kept as it was, and one `new` repeats is added once.
    ///
    /// - Parameter new: The articles to add.
    /// - Returns: The new articles, or `nil` when they would make the list longer than ``maximumCount``.
    public func adding(contentsOf new: [SavedArticle]) -> [SavedArticle]? {
        var changed = SavedArticles(articles: articles)
        for article in new where changed.index(ofArticleTitled: article.title, on: article.site) == nil {
            changed = SavedArticles(articles: changed.articles + [article])
        }
        guard changed.articles.count <= Self.maximumCount else { return nil }
        return changed.articles
    }

    /// The list without the article titled `title` on `site`; the same list when it is not saved.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - site: Its wiki.
    public func removing(titled title: String, on site: WikipediaSite) -> [SavedArticle] {
        articles.filter { !$0.isArticle(titled: title, on: site) }
    }
}
