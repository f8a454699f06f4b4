#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Observation
public import PlacesDomain

/// The Places tab's articles: what Wikipedia has around a place, an article's summary, and opening its page.
///
/// Any front end binds to it, like ``LocationsViewModel``. The flows are Domain's use cases (`FindNearbyArticles`,
/// `ReadArticle`, `OpenLink`); this view model puts their results into words: rows with `@N` references,
/// distances and directions, a summary card, notices — in its language.
@MainActor
@Observable
public final class ArticlesViewModel {
    /// The articles around the last place asked about.
    public private(set) var nearbyState: NearbyArticlesState = .idle
    /// The last summary asked for.
    public private(set) var cardState: ArticleCardState = .idle
    /// The wiki asked unless a call names another.
    public let site: WikipediaSite
    /// The language of every message.
    public let language: Language

    private let findNearby: FindNearbyArticles
    private let readArticle: ReadArticle
    private let openLink: OpenLink
    private let now: @Sendable () -> Date
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter
    private let messages: MessageFormatter

    /// Creates the view model; nothing is asked until a method is called.
    ///
    /// - Parameters:
    ///   - site: The wiki asked by default.
    ///   - repository: The repository for a wiki (`WikipediaArticleRepository` in PlacesData).
    ///   - recent: Where the last list is remembered.
    ///   - saved: The saved list, which `S2` names into; without it `S2` is read as a title.
    ///   - opener: Hands an article's web address to the system.
    ///   - language: The language of every message.
    ///   - now: The clock, for "saved 3 hours ago".
    public init(
        site: WikipediaSite,
        repository: @escaping @Sendable (WikipediaSite) -> any ArticleRepository,
        recent: any RecentArticlesRepository,
        saved: (any SavedArticlesRepository)? = nil,
        opener: LinkOpener,
        language: Language,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.site = site
        findNearby = FindNearbyArticles(articles: repository, recent: recent)
        readArticle = ReadArticle(articles: repository, recent: recent, saved: saved)
        openLink = OpenLink(opener: opener)
        self.language = language
        self.now = now
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
        messages = MessageFormatter(language: language)
    }

    // MARK: Around a place

    /// Asks for the articles around a place and lists them nearest first, each with its reference, distance and
    /// direction.
    ///
    /// - Parameters:
    ///   - place: Where to look.
    ///   - query: The radius and the limit around the place (`NearbyQuery` checks the ranges the API accepts).
    ///   - site: The wiki to ask; ``site`` when `nil`.
    /// - Returns: The new ``nearbyState``.
    @discardableResult
    public func loadNearby(around place: Place, query: NearbyQuery, site: WikipediaSite? = nil) async -> NearbyArticlesState {
        let site = site ?? self.site
        nearbyState = .loading
        let found: NearbyArticles
        do {
            found = try await findNearby(around: place, query: query, on: site)
        } catch {
            nearbyState = .failed(message: messages.articleFailure(error, site: site))
            return nearbyState
        }
        let radiusText = coordinates.radius(metres: query.radius)
        var notices: [Notice] = []
        if found.beyondRadius > 0 {
            notices.append(Notice(
                kind: .outsideRadius,
                message: localizer(ArticleText.outsideRadius(host: site.host, count: found.beyondRadius, radius: radiusText))
            ))
        }
        if let cutOff = found.cutOff {
            notices.append(Notice(kind: .cutOff, message: messages.cutOff(cutOff, site: site)))
        }
        if let notice = savedNotice(found.savedAt, because: found.savedBecause, site: site) { notices.append(notice) }
        if let failure = found.rememberFailure {
            notices.append(Notice(kind: .notRemembered, message: messages.recentFailure(failure), next: failure == .noFolder ? .setStateFolder : nil))
        }
        let placeTitle = title(of: place)
        nearbyState = .loaded(NearbyArticleList(
            place: place,
            site: site,
            radius: query.radius,
            heading: localizer(found.ranked.isEmpty
                ? ArticleText.nearbyNone(radius: radiusText, place: Quoted(placeTitle))
                : ArticleText.nearbyHeading(radius: radiusText, place: Quoted(placeTitle))),
            rows: found.ranked.enumerated().map { row(number: $0.offset + 1, $0.element) },
            notices: notices,
            list: found.list
        ))
        return nearbyState
    }

    /// The place the last list was made around, in this run or an earlier one.
    public func lastPlace() async -> Place? {
        await findNearby.lastPlace()
    }

    /// The last list made, in this run or an earlier one: what `@3` refers to.
    public func lastList() async -> ArticleList? {
        await findNearby.lastList()
    }

    /// "Amsterdam (52.3547° N, 4.8339° E)", or the coordinates alone.
    public func title(of place: Place) -> String {
        let text = coordinates.string(for: place.coordinate)
        return place.name.map { "\($0) (\(text))" } ?? text
    }

    private func row(number: Int, _ nearby: NearbyArticle) -> ArticleRow {
        let reference = ArticleReference.text(for: number)
        let article = nearby.article
        let hasDirection = nearby.distance.map(coordinates.hasDirection(metres:)) ?? false
        return ArticleRow(
            reference: reference,
            number: number,
            article: article,
            metres: nearby.distance,
            bearing: nearby.bearing,
            distance: nearby.distance.map(coordinates.distance(metres:)),
            direction: hasDirection ? nearby.bearing.map(coordinates.direction(bearing:)) : nil,
            sentence: localizer(ArticleText.nearbyPlainRow(
                reference: reference,
                title: Quoted(article.title),
                description: article.description,
                distance: nearby.distance.map(coordinates.spokenDistance(metres:)),
                direction: hasDirection ? nearby.bearing.map(coordinates.spokenDirection(bearing:)) : nil
            ))
        )
    }

    // MARK: One article

    /// What `text` names: a reference to the last list (`@3`), or a title on `site` (``site`` when `nil`).
    ///
    /// - Returns: The article, or the sentence that says why a reference names none.
    public func target(for text: String, site: WikipediaSite? = nil) async -> Result<ArticleTarget, ActionFailure> {
        await readArticle.target(for: text, site: site ?? self.site).mapError { ActionFailure(message: messages.referenceFailure($0), next: messages.referenceStep($0)) }
    }

    /// Asks for the summary of `target`.
    ///
    /// - Parameter target: From ``target(for:site:)``, or made for an article a link names.
    /// - Returns: The new ``cardState``.
    @discardableResult
    public func loadCard(for target: ArticleTarget) async -> ArticleCardState {
        cardState = .loading
        let reading: ArticleReading
        do {
            reading = try await readArticle(target)
        } catch {
            cardState = .failed(message: messages.articleFailure(error, site: target.site))
            return cardState
        }
        let summary = reading.summary
        let whereFromPlace = reading.fromPlace.map { from in
            let place = from.place.name ?? coordinates.string(for: from.place.coordinate)
            guard coordinates.hasDirection(metres: from.metres) else { return localizer(ArticleText.summaryAtPlace(place: Quoted(place))) }
            return localizer(ArticleText.summaryDistance(
                distance: coordinates.distance(metres: from.metres),
                direction: coordinates.spokenDirection(bearing: from.degrees),
                place: Quoted(place)
            ))
        }
        let extract = Location.normalizedName(summary.extract) == nil ? localizer(ArticleText.summaryNoExtract) : summary.extract
        cardState = .loaded(ArticleCard(
            summary: summary,
            reference: target.reference,
            coordinates: summary.coordinate.map(coordinates.string(for:)),
            whereFromPlace: whereFromPlace,
            extract: extract,
            notices: (summary.kind == .disambiguation
                ? [Notice(kind: .disambiguation, message: localizer(ArticleText.disambiguation(title: Quoted(summary.title))))] : [])
                + (savedNotice(reading.savedAt, because: reading.savedBecause, site: target.site).map { [$0] } ?? [])
        ))
        return cardState
    }

    /// Opens the article's page on the web with the system.
    ///
    /// - Parameter target: The article.
    /// - Returns: What happened; the page's address is the fallback when no browser took it.
    public func open(_ target: ArticleTarget) async -> OpenOutcome {
        OpenOutcome(
            await openLink.article(target),
            success: localizer(ArticleText.opened(title: Quoted(target.title))),
            noHandler: localizer(ArticleText.noBrowser),
            localizer: localizer
        )
    }

    // MARK: Shared

    /// The references and titles of the last list, for completion: `@1`, `@2`…, then the titles.
    public func completions() async -> (references: [String], titles: [String]) {
        let articles = await findNearby.lastList()?.articles ?? []
        return (articles.indices.map { ArticleReference.text(for: $0 + 1) }, articles.map(\.title))
    }

    private func savedNotice(_ savedAt: Date?, because failure: ArticleFailure?, site: WikipediaSite) -> Notice? {
        messages.savedAnswerNotice(savedAt, because: failure, site: site, now: now())
    }
}
