import PlacesDomain
import Testing

/// The Places tab's decisions for a link: which wiki, what the map shows, and when the tab fails.
@Suite struct HandleLinkTests {
    private let dutch = WikipediaSite(language: "nl")!
    private let mirror = WikipediaSite(base: "http://127.0.0.1:8080")!
    private let place = Place(coordinate: UseCaseFixtures.coordinate(52.37, 4.89), name: "Dam", origin: .coordinates)

    @Test("the link's wiki answers, unless the session's was given by address or the link names none")
    func site() {
        let session = HandleLink(session: .english, fixed: false)
        #expect(session.site(forLink: dutch) == dutch)
        #expect(session.site(forLink: nil) == .english)
        let fixed = HandleLink(session: mirror, fixed: true)
        #expect(fixed.site(forLink: dutch) == mirror)
        #expect(fixed.site(forLink: nil) == mirror)
    }

    @Test("the map shows the articles when one has coordinates, else the area around the place with the list")
    func mapSubject() {
        let located = Article(pageID: 1, title: "Dam", description: nil, coordinate: UseCaseFixtures.coordinate(52.373, 4.893), url: "https://en.wikipedia.org/wiki/Dam")
        let unlocated = Article(pageID: 2, title: "Amsterdam", description: nil, coordinate: nil, url: "https://en.wikipedia.org/wiki/Amsterdam")
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed)
        func list(_ articles: [Article]) -> ArticleList {
            ArticleList(site: .english, centre: place.coordinate, label: place.name, articles: articles)
        }
        guard case .articles(let shown, nil) = HandleLink.mapSubject(around: place, articles: list([unlocated, located]), catalog: catalog) else {
            Issue.record("articles with coordinates are not what the map shows")
            return
        }
        #expect(shown.articles.count == 2)
        for articles in [list([unlocated]), list([]), nil] {
            guard case .region(let centre, let around) = HandleLink.mapSubject(around: place, articles: articles, catalog: catalog) else {
                Issue.record("without articles with coordinates the map is not the region")
                return
            }
            #expect(centre == place && around?.locations.count == 4)
        }
        guard case .region(_, nil) = HandleLink.mapSubject(around: place, articles: nil, catalog: nil) else {
            Issue.record("a list that could not be loaded is on the map")
            return
        }
    }

    @Test("the tab fails when Wikipedia or the list did not answer")
    func succeeded() {
        #expect(HandleLink.succeeded(articlesAnswered: true, listLoaded: true))
        #expect(!HandleLink.succeeded(articlesAnswered: false, listLoaded: true))
        #expect(!HandleLink.succeeded(articlesAnswered: true, listLoaded: false))
        #expect(!HandleLink.succeeded(articlesAnswered: false, listLoaded: false))
    }
}
