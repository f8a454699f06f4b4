/// Finds the article a reference (`@3`) names in the last list of articles, in this run or an earlier one.
public struct ArticleReferences: Sendable {
    private let recent: any RecentArticlesRepository

    /// References into the list `recent` keeps.
    public init(recent: any RecentArticlesRepository) {
        self.recent = recent
    }

    /// The article numbered `number` in the last list.
    ///
    /// - Parameters:
    ///   - number: Its number, from ``ArticleReference/number(in:)``.
    ///   - reference: The reference as typed, for the failure.
    /// - Returns: The article with the list it is in, or why there is none.
    public func target(number: Int, reference: String) async -> Result<(target: ArticleTarget, list: ArticleList), ArticleReferenceFailure> {
        let remembered: ArticleList?
        do {
            remembered = try await recent.loadRecent()
        } catch {
            return .failure(.unreadableList(reference: reference, failure: error))
        }
        guard let list = remembered else { return .failure(.noList(reference: reference)) }
        guard list.articles.indices.contains(number - 1) else {
            return .failure(list.articles.isEmpty
                ? .emptyList(reference: reference)
                : .outOfRange(reference: reference, count: list.articles.count))
        }
        let article = list.articles[number - 1]
        return .success((ArticleTarget(title: article.title, site: list.site, number: number, listed: article), list))
    }
}
