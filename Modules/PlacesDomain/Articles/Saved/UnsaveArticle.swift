/// Takes an article off the saved list (`unsave S2`, `unsave @3`, `unsave Rijksmuseum`): by its number in `saved`,
/// or named as ``ReadArticle`` names articles and found in the list by its title on its wiki.
public struct UnsaveArticle: Sendable {
    private let read: ReadArticle
    private let saved: any SavedArticlesRepository

    /// Creates the use case.
    ///
    /// - Parameters:
    ///   - read: Names an article by `@3`, title or address.
    ///   - saved: The saved list.
    public init(read: ReadArticle, saved: any SavedArticlesRepository) {
        self.read = read
        self.saved = saved
    }

    /// Forgets the saved article `text` names.
    ///
    /// - Parameters:
    ///   - text: `S2`, `@3`, a title or an article's address.
    ///   - site: The wiki a title is looked up on.
    /// - Returns: The article forgotten, the number it had, and the list after.
    /// - Throws: ``UnsaveArticleFailure``: the words name no saved article, or the list cannot be changed.
    public func callAsFunction(_ text: String, site: WikipediaSite) async throws(UnsaveArticleFailure) -> (article: SavedArticle, number: Int, remaining: SavedArticles) {
        let list: SavedArticles
        do {
            list = try await saved.loadSaved()
        } catch {
            throw .list(error)
        }
        let trimmed = Location.normalizedName(text) ?? ""
        let article: SavedArticle
        if let number = SavedReference.number(in: trimmed) {
            guard list.articles.indices.contains(number - 1) else {
                throw .outOfRange(reference: trimmed, count: list.articles.count)
            }
            article = list.articles[number - 1]
        } else {
            let target: ArticleTarget
            switch await read.target(for: trimmed, site: site) {
            case .success(let found): target = found
            case .failure(let failure): throw .reference(failure)
            }
            guard let found = Self.find(target, in: list) else { throw .notSaved(title: target.title) }
            article = found
        }
        do {
            let number = (list.index(ofArticleTitled: article.title, on: article.site) ?? 0) + 1
            return (article, number, try await saved.unsave(titled: article.title, on: article.site))
        } catch {
            throw .list(error)
        }
    }

    /// The saved article `target` names: the same title on the same wiki, or else the one article whose title
    /// differs only in letter case (`rijksmuseum`).
    private static func find(_ target: ArticleTarget, in list: SavedArticles) -> SavedArticle? {
        if let index = list.index(ofArticleTitled: target.title, on: target.site) { return list.articles[index] }
        let folded = target.title.replacing("_", with: " ").lowercased()
        let alike = list.articles.filter { $0.site == target.site.withoutCredentials && $0.title.lowercased() == folded }
        return alike.count == 1 ? alike[0] : nil
    }
}

/// Why no article was taken off the saved list.
public enum UnsaveArticleFailure: Error, Sendable, Equatable {
    /// `@N` names no article of the last list, or a title is too long.
    case reference(ArticleReferenceFailure)
    /// The article is not in the saved list.
    case notSaved(title: String)
    /// `S9` of a list of `count`.
    case outOfRange(reference: String, count: Int)
    /// The saved list cannot be read or written.
    case list(SavedArticlesFailure)
}
