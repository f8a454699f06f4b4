import PlacesDomain
import PlacesPresentation

/// Wikipedia's articles found by what was typed, asked and printed: what `find` and `handle-url` both do.
@MainActor
enum FoundListing {
    /// Searches with progress shown, measuring from the last place shown (in this session, or the place of the list
    /// kept from an earlier run), and says the notices; `nil` after saying why there is no answer. A link of
    /// `handle-url` may name another wiki.
    static func load(
        _ text: String,
        limit: Int,
        on site: WikipediaSite?,
        search: ArticleSearchViewModel,
        articles: ArticlesViewModel,
        _ input: CommandInput,
        _ io: CommandIO
    ) async -> FoundArticleList? {
        var place = input.session.lastPlace
        if place == nil { place = await articles.lastPlace() }
        await io.progress.during(io.localizer(ArticleText.asking(host: (site ?? search.site).host))) { [place] in
            await search.find(text, limit: limit, from: place, on: site)
        }
        switch search.state {
        case .loaded(let found):
            io.say(found.notices)
            return found
        case .failed(let message):
            io.console.message(message)
            return nil
        case .idle, .loading:
            return nil
        }
    }

    /// The heading and the table, or the sentence that nothing was found.
    static func show(_ found: FoundArticleList, _ io: CommandIO) {
        guard !found.rows.isEmpty else {
            io.console.message(found.heading)
            return
        }
        io.console.line(DisplayText.sanitized(found.heading))
        io.console.out.write(FoundTable(style: io.console.style).render(found.rows, marks: found.rows.map { $0.reference ?? "" }))
    }
}
