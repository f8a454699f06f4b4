import PlacesDomain
import PlacesPresentation

/// The articles around a place, asked with progress shown and their notices said: what `nearby` and `handle-url`
/// both print, with the options both take.
@MainActor
enum NearbyListing {
    /// `--radius`: how far around the place to look.
    static let radius = OptionSpec(
        "--radius", value: .wholeNumber(NearbyQuery.radii),
        placeholder: { $0 == .dutch ? "METER" : "METRES" },
        help: {
            switch $0 {
            case .english: "how far around the place to look: 10 to 10000 metres (default 10000)"
            case .dutch: "hoe ver rond de plek gezocht wordt: 10 tot 10000 meter (standaard 10000)"
            }
        },
        invalid: { .invalidRadius($0) }
    )

    /// `--limit`: how many articles to list, `byDefault` when it is not given.
    static func limit(default byDefault: Int) -> OptionSpec {
        OptionSpec(
            "--limit", value: .wholeNumber(NearbyQuery.limits),
            placeholder: { _ in "N" },
            help: {
                switch $0 {
                case .english: "how many articles to list: 1 to \(NearbyQuery.limits.upperBound) (default \(byDefault))"
                case .dutch: "hoeveel artikelen getoond worden: 1 tot \(NearbyQuery.limits.upperBound) (standaard \(byDefault))"
                }
            },
            invalid: { .invalidLimit($0) }
        )
    }

    /// Asks for the articles with progress shown and says the notices; `nil` after saying why there are none.
    static func load(_ query: NearbyQuery, around place: Place, articles: ArticlesViewModel, _ io: CommandIO) async -> NearbyArticleList? {
        await io.progress.during(io.localizer(ArticleText.asking(host: articles.site.host))) {
            await articles.loadNearby(around: place, query: query)
        }
        switch articles.nearbyState {
        case .loaded(let nearby):
            io.say(nearby.notices)
            return nearby
        case .failed(let message):
            io.console.message(message)
            return nil
        case .idle, .loading:
            return nil
        }
    }
}
