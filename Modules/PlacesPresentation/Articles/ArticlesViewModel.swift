#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Observation
public import PlacesDomain

/// The Places tab's articles: what Wikipedia has around a place, an article's summary, and opening its page.
///
/// Any front end binds to it, like ``LocationsViewModel``. It knows wikis only through Domain's
/// `ArticleRepository` (one per wiki, made by the factory it is given), and remembers the last list through
/// `RecentArticlesRepository`, so a reference such as `@3` means the same article in the next command and the
/// next run. Every message is a sentence in its language.
@MainActor
@Observable
public final class ArticlesViewModel {
    /// The articles around the last place asked about.
    public private(set) var nearbyState: NearbyArticlesState = .idle
    /// The last summary asked for.
    public private(set) var cardState: ArticleCardState = .idle
    /// The last list of articles shown, in this run or an earlier one.
    public private(set) var recent: ArticleList?
    /// The wiki asked unless a target names another.
    public let site: WikipediaSite
    /// The language of every message.
    public let language: Language

    private let repository: @Sendable (WikipediaSite) -> any ArticleRepository
    private let recentStore: any RecentArticlesRepository
    private let opener: LinkOpener
    private let now: @Sendable () -> Date
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter
    private let messages: MessageFormatter
    private var recentLoaded = false

    /// Creates the view model; nothing is asked until a method is called.
    ///
    /// - Parameters:
    ///   - site: The wiki asked by default.
    ///   - repository: The repository for a wiki (`WikipediaArticleRepository` in PlacesData).
    ///   - recent: Where the last list is remembered.
    ///   - opener: Hands an article's web address to the system.
    ///   - language: The language of every message.
    ///   - now: The clock, for "saved 3 hours ago".
    public init(
        site: WikipediaSite,
        repository: @escaping @Sendable (WikipediaSite) -> any ArticleRepository,
        recent: any RecentArticlesRepository,
        opener: LinkOpener,
        language: Language,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.site = site
        self.repository = repository
        recentStore = recent
        self.opener = opener
        self.language = language
        self.now = now
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
        messages = MessageFormatter(language: language)
    }

    // MARK: Around a place

    /// Asks for the articles around a place and lists them nearest first, each with its reference, distance and
    /// direction. The list is remembered for references; when it cannot be kept for the next run, a notice says so.
    ///
    /// - Parameters:
    ///   - query: The place, the radius and the limit (`NearbyQuery` checks the ranges the API accepts).
    ///   - label: The place's name, if it has one.
    /// - Returns: The new ``nearbyState``.
    @discardableResult
    public func loadNearby(_ query: NearbyQuery, label: String? = nil) async -> NearbyArticlesState {
        let place = ArticlePlace(coordinate: query.centre, label: label)
        let radius = query.radius
        nearbyState = .loading
        let answer: ArticleAnswer<[Article]>
        do {
            answer = try await repository(site).articles(near: query)
        } catch {
            nearbyState = .failed(message: messages.articleFailure(error, site: site))
            return nearbyState
        }
        let all = NearbyArticle.ranked(answer.value, from: place.coordinate)
        let within = all.filter(query.admits)
        let ranked = Array(within.prefix(query.limit))
        let list = ArticleList(site: site, centre: place.coordinate, label: place.label, articles: ranked.map(\.article))
        let radiusText = coordinates.radius(metres: radius)
        var notices: [Notice] = []
        if within.count < all.count {
            let left = all.count - within.count
            let farther = localizer(ArticleText.outsideRadius(host: site.host, count: left, radius: radiusText))
            notices.append(Notice(kind: .outsideRadius, message: farther))
        }
        if let notice = savedNotice(answer, site: site) { notices.append(notice) }
        recent = list
        recentLoaded = true
        do {
            try await recentStore.saveRecent(list)
        } catch {
            notices.append(Notice(kind: .notRemembered, message: messages.recentFailure(error)))
        }
        let placeTitle = title(of: place)
        nearbyState = .loaded(NearbyArticles(
            place: place,
            site: site,
            radius: radius,
            heading: localizer(ranked.isEmpty
                ? ArticleText.nearbyNone(radius: radiusText, place: placeTitle)
                : ArticleText.nearbyHeading(radius: radiusText, place: placeTitle)),
            rows: ranked.enumerated().map { row(number: $0.offset + 1, $0.element) },
            notices: notices
        ))
        return nearbyState
    }

    /// The place the last list was made around, in this run or an earlier one.
    public func lastPlace() async -> ArticlePlace? {
        await loadRecentIfNeeded()
        return recent.map { ArticlePlace(coordinate: $0.centre, label: $0.label) }
    }

    /// "Amsterdam (52.3547° N, 4.8339° E)", or the coordinates alone.
    public func title(of place: ArticlePlace) -> String {
        let text = coordinates.string(for: place.coordinate)
        return place.label.map { "\($0) (\(text))" } ?? text
    }

    private func row(number: Int, _ nearby: NearbyArticle) -> ArticleRow {
        let reference = "@\(number)"
        let article = nearby.article
        let sentence = localizer(ArticleText.nearbyPlainRow(
            reference: reference,
            title: article.title,
            description: article.description,
            distance: nearby.distance.map(coordinates.spokenDistance(metres:)),
            direction: nearby.bearing.map(coordinates.spokenDirection(bearing:))
        ))
        return ArticleRow(
            reference: reference,
            number: number,
            article: article,
            metres: nearby.distance,
            bearing: nearby.bearing,
            distance: nearby.distance.map(coordinates.distance(metres:)),
            direction: nearby.bearing.map(coordinates.direction(bearing:)),
            sentence: sentence
        )
    }

    // MARK: One article

    /// What `text` names: a reference to the last list (`@3`), or a title on ``site``.
    ///
    /// - Parameter text: What the person typed after `article` or `open`.
    /// - Returns: The article, or the sentence that says why a reference names none.
    public func target(for text: String) async -> Result<ArticleTarget, ActionFailure> {
        let trimmed = Location.normalizedName(text) ?? ""
        guard let number = ArticleTarget.referenceNumber(trimmed) else {
            return .success(ArticleTarget(title: trimmed.replacing("_", with: " "), site: site))
        }
        await loadRecentIfNeeded()
        guard let recent else { return .failure(ActionFailure(message: localizer(ArticleText.referenceNoList(trimmed)))) }
        guard recent.articles.indices.contains(number - 1) else {
            let message = recent.articles.isEmpty
                ? localizer(ArticleText.referenceEmptyList(trimmed))
                : localizer(ArticleText.referenceOutOfRange(trimmed, count: recent.articles.count))
            return .failure(ActionFailure(message: message))
        }
        let article = recent.articles[number - 1]
        return .success(ArticleTarget(title: article.title, site: recent.site, reference: "@\(number)", listed: article))
    }

    /// The place of an article of the last list, to look around or draw a map of: `nearby @3`.
    ///
    /// - Parameter reference: `@` and the article's number.
    /// - Returns: The article's coordinates with its title, or why there are none: no list, no such number, or
    ///   an article Wikipedia gave no coordinates.
    public func place(ofReference reference: String) async -> Result<ArticlePlace, ActionFailure> {
        let target: ArticleTarget
        switch await self.target(for: reference) {
        case .success(let found): target = found
        case .failure(let failure): return .failure(failure)
        }
        guard let coordinate = target.listed?.coordinate else {
            return .failure(ActionFailure(message: localizer(ArticleText.referenceUnplaced(reference: target.reference ?? reference, title: target.title))))
        }
        return .success(ArticlePlace(coordinate: coordinate, label: target.title))
    }

    /// Asks for the summary of `target`.
    ///
    /// - Parameter target: From ``target(for:)``, or made for an article a link names.
    /// - Returns: The new ``cardState``.
    @discardableResult
    public func loadCard(for target: ArticleTarget) async -> ArticleCardState {
        cardState = .loading
        let answer: ArticleAnswer<ArticleSummary>
        do {
            answer = try await repository(target.site).summary(ofArticleTitled: target.title)
        } catch {
            cardState = .failed(message: messages.articleFailure(error, site: target.site))
            return cardState
        }
        let summary = answer.value
        var whereFromPlace: String?
        if target.listed != nil, let recent, let coordinate = summary.coordinate {
            let place = ArticlePlace(coordinate: recent.centre, label: recent.label)
            whereFromPlace = localizer(ArticleText.summaryDistance(
                distance: coordinates.distance(metres: recent.centre.distance(to: coordinate)),
                direction: coordinates.spokenDirection(bearing: recent.centre.bearing(to: coordinate)),
                place: place.label ?? coordinates.string(for: recent.centre)
            ))
        }
        let extract = Location.normalizedName(summary.extract) == nil ? localizer(ArticleText.summaryNoExtract) : summary.extract
        cardState = .loaded(ArticleCard(
            summary: summary,
            reference: target.reference,
            coordinates: summary.coordinate.map(coordinates.string(for:)),
            whereFromPlace: whereFromPlace,
            extract: extract,
            notices: savedNotice(answer, site: target.site).map { [$0] } ?? []
        ))
        return cardState
    }

    /// Opens the article's page on the web with the system.
    ///
    /// - Parameter target: The article.
    /// - Returns: What happened; the page's address is the fallback when no browser took it.
    public func open(_ target: ArticleTarget) async -> OpenOutcome {
        let url = target.url
        return OpenOutcome(
            await opener.open(url),
            link: url,
            webFallback: url,
            opened: localizer(ArticleText.opened(title: target.title)),
            noHandler: localizer(ArticleText.noBrowser),
            localizer: localizer
        )
    }

    // MARK: Shared

    /// The references and titles of the last list, for completion: `@1`, `@2`…, then the titles.
    public func completions() async -> (references: [String], titles: [String]) {
        await loadRecentIfNeeded()
        let articles = recent?.articles ?? []
        return (articles.indices.map { "@\($0 + 1)" }, articles.map(\.title))
    }

    private func loadRecentIfNeeded() async {
        guard !recentLoaded else { return }
        recentLoaded = true
        if recent == nil { recent = await recentStore.loadRecent() }
    }

    private func savedNotice<Value>(_ answer: ArticleAnswer<Value>, site: WikipediaSite) -> Notice? {
        guard let savedAt = answer.savedAt else { return nil }
        let reason = answer.failure.map { messages.articleFailure($0, site: site) } ?? ""
        let text = localizer(ArticleText.showingSaved(reason: reason, age: messages.age(of: savedAt, now: now())))
        return Notice(kind: .savedAnswer, message: text)
    }
}
