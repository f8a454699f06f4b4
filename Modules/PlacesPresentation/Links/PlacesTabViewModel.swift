public import PlacesDomain

/// The Places tab for a link, as a receiving Wikipedia app would show it: the place, and what lies around it.
///
/// Reading the link never needs the list; the nearest locations do, and are a bonus: a front end loads the list
/// (``LocationsViewModel/load(from:)``) between ``link(for:)`` and ``state(for:)`` when the link has coordinates, and
/// the place is still shown when the list could not be loaded.
@MainActor
public struct PlacesTabViewModel {
    /// How many of the list's locations are shown around a place.
    public static let nearestCount = 5

    private let list: LocationsViewModel
    private let site: WikipediaSite?
    private let labeler: PlaceLabeler
    private let rules: HandleLink
    private let messages: MessageFormatter
    private let coordinates: CoordinateFormatter

    /// A Places tab over `list`.
    ///
    /// - Parameters:
    ///   - list: Where the nearest locations come from, in its language.
    ///   - site: The wiki the tab asks for articles; its own Special:Nearby page is the place on the web (a Dutch
    ///     session asks nl.wikipedia.org and should not send the reader to the English one). Without one, the
    ///     link contract's web fallback on English Wikipedia.
    ///   - gazetteer: Where the link's place is, in words.
    ///   - fixedSite: Whether `site` was given by address (a mirror or a test server), so that it answers every link,
    ///     whichever wiki the link names.
    public init(list: LocationsViewModel, site: WikipediaSite? = nil, gazetteer: (any Gazetteer)? = nil, fixedSite: Bool = false) {
        self.list = list
        self.site = site
        rules = HandleLink(session: site, fixed: fixedSite)
        labeler = PlaceLabeler(gazetteer: gazetteer, language: list.language)
        messages = MessageFormatter(language: list.language)
        coordinates = CoordinateFormatter(language: list.language)
    }

    /// What `text`, any `wikipedia://` link, asks the tab to show: a Places request, an article, a search, or
    /// something only the app shows (with its web page on this session's wiki).
    ///
    /// - Returns: What to show, or the sentence that says why a receiving app would reject the link ("Rejected:
    ///   latitude 91 is out of range…"; a link the app opens nothing for).
    public func link(for text: String) -> Result<PlacesTabLink, LinkRejected> {
        let localizer = Localizer(language: list.language)
        let appLink: WikipediaAppLink
        do {
            appLink = try WikipediaAppLink.received(text)
        } catch {
            return .failure(LinkRejected(message: localizer(LinkText.inspectRejected(reason: messages.linkRejection(error))), next: messages.linkRejectionStep(error)))
        }
        let web = appLink.webAddress(on: site ?? .english)
        switch appLink {
        case .places(let request?):
            return .success(.places(request))
        case .places(nil):
            return .success(.elsewhere(sentence: localizer(LinkText.handleTabOnly), webAddress: web, next: .namePlace))
        case .article(let article, let site):
            return .success(.article(article, site: site))
        case .search(let text?, let searchSite):
            return .success(.search(text, site: searchSite, webAddress: web))
        case .search(nil, _), .screen:
            return .success(.elsewhere(sentence: localizer(LinkText.handleElsewhere(what: messages.appLink(appLink))), webAddress: web))
        }
    }

    /// "Dam Square (52.3731° N, 4.8926° E)": the link's label with its coordinates, or the coordinates alone, or
    /// the label alone for a link without coordinates. Not escaped.
    public func title(for request: PlacesLinkRequest) -> String {
        guard let coordinate = request.coordinate else { return request.label ?? request.article?.title ?? "" }
        let place = coordinates.string(for: coordinate)
        return request.label.map { "\($0) (\(place))" } ?? place
    }

    /// "That is 4.4 km from the centre of Amsterdam, The Netherlands.", when the gazetteer can place `coordinate`.
    /// Not escaped.
    public func whereSentence(for coordinate: Coordinate) -> String? {
        labeler.sentence(for: coordinate)
    }

    /// What the tab shows for `request`, with the nearest of the list's locations as loaded now.
    ///
    /// - Parameter request: The request a ``PlacesTabLink/places(_:)`` from ``link(for:)`` carries.
    /// - Returns: The place with its surroundings, or the article when the link has no coordinates.
    public func state(for request: PlacesLinkRequest) -> PlacesTabState {
        guard let coordinate = request.coordinate else {
            return .article(label: request.label, url: request.article?.url ?? "")
        }
        let whereabouts = labeler.sentenceAndNearest(for: coordinate)
        let nearest = list.catalog.nearest(to: coordinate, limit: Self.nearestCount).compactMap { item in
            list.row(number: item.number).map {
                NearbyLocation(row: $0, metres: item.metres, distance: coordinates.distance(metres: item.metres))
            }
        }
        return .place(PlacesTabPlace(
            title: title(for: request),
            label: request.label,
            coordinate: coordinate,
            nearestPlace: whereabouts?.nearest,
            whereSentence: whereabouts?.sentence,
            articleURL: request.article?.url,
            nearest: nearest,
            webFallback: site?.nearbyPage(around: coordinate) ?? PlacesLink.webFallback(for: coordinate)
        ))
    }

    /// The wiki that answers a link's article or search (`HandleLink.site(forLink:)` in PlacesDomain): the link's own, unless the
    /// tab's was given by address or the link names none.
    public func site(forLink link: WikipediaSite?) -> WikipediaSite? {
        rules.site(forLink: link)
    }

    /// What the tab shows for a link with a place, once Wikipedia was asked for the articles around it and the list
    /// loaded (or not): the place with the nearest locations, what its map shows, and whether every part answered.
    ///
    /// - Parameters:
    ///   - request: The request, with coordinates.
    ///   - place: The link's place.
    ///   - nearby: The articles Wikipedia gave around it, if it did.
    ///   - articlesAnswered: Whether Wikipedia answered, or was not asked.
    public func outcome(for request: PlacesLinkRequest, around place: Place, nearby: NearbyArticleList?, articlesAnswered: Bool) -> PlacesTabOutcome {
        let catalog = list.isLoaded ? list.catalog : nil
        return PlacesTabOutcome(
            state: state(for: request),
            map: HandleLink.mapSubject(around: place, articles: nearby?.list, catalog: catalog),
            succeeded: HandleLink.succeeded(articlesAnswered: articlesAnswered, listLoaded: list.isLoaded)
        )
    }
}

/// What the Places tab shows for a link with a place: ``PlacesTabViewModel/outcome(for:around:nearby:articlesAnswered:)``.
public struct PlacesTabOutcome: Sendable {
    /// The place, its surroundings and the nearest locations.
    public let state: PlacesTabState
    /// What the map shows: the articles with coordinates, or the area around the place.
    public let map: ComposeMap.Subject
    /// Whether Wikipedia and the list both answered; the rest is shown either way.
    public let succeeded: Bool
}
