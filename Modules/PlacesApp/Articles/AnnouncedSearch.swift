import PlacesDomain
import PlacesPresentation

/// A wiki's search that shows progress while it is asked: `ResolvePlace` asks it from Domain, where nothing is
/// drawn, so the composition root hands the resolver this instead of the repository itself.
///
/// Every command line gets one, and most never search: the repository and the sentence that announces it are made
/// when a search is asked for, not before (making both took a piped `inspect` line a tenth of its time).
struct AnnouncedSearch: ArticleSearch {
    let site: WikipediaSite
    let progress: ProgressIndicator
    /// The language of "Asking en.wikipedia.org…".
    let language: Language
    /// Makes the search itself.
    let search: @Sendable () -> any ArticleSearch

    func articles(matching query: ArticleSearchQuery) async throws(ArticleFailure) -> ArticleAnswer<[FoundArticle]> {
        let search = search()
        return try await progress.announcing(Localizer(language: language)(ArticleText.asking(host: site.host))) { () async throws(ArticleFailure) in
            try await search.articles(matching: query)
        }
    }
}
