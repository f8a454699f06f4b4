import PlacesDomain

/// A wiki's search that shows progress while it is asked: `ResolvePlace` asks it from Domain, where nothing is
/// drawn, so the composition root hands the resolver this instead of the repository itself.
struct AnnouncedSearch: ArticleSearch {
    let search: any ArticleSearch
    let progress: ProgressIndicator
    /// "Asking en.wikipedia.org…".
    let message: String

    var site: WikipediaSite { search.site }

    func articles(matching query: ArticleSearchQuery) async throws(ArticleFailure) -> ArticleAnswer<[FoundArticle]> {
        try await progress.announcing(message) { () async throws(ArticleFailure) in
            try await search.articles(matching: query)
        }
    }
}
