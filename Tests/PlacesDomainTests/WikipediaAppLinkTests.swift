import Foundation
import PlacesDomain
import PlacesTestSupport
import Testing

/// Every `wikipedia://` link, read as the Wikipedia app reads it: the app's own test cases and the links its source
/// reads or builds (Fixtures/wikipedia-ios/app-links.json, MIT), then the rules that are Places' own.
@Suite struct WikipediaAppLinkTests {
    /// One link and what the app makes of it.
    struct AppCase: Decodable, Sendable, CustomTestStringConvertible {
        let test: String
        let url: String
        /// The app's activity type without its `WMFUserActivityType` prefix; `nil` when it opens nothing.
        let type: String?
        let webpageURL: String?
        let searchTerm: String?

        var testDescription: String { "\(test): \(url)" }
    }

    private struct File: Decodable {
        let cases: [AppCase]
    }

    static func load() throws -> [AppCase] {
        try JSONDecoder().decode(File.self, from: Fixtures.data("wikipedia-ios/app-links.json")).cases
    }

    static let appCases = (try? load()) ?? []

    /// The activity type the app gives what Places read.
    private static func activityType(_ link: WikipediaAppLink) -> String {
        switch link {
        case .places: "Places"
        case .article: "Link"
        case .search(_, nil): "Search"
        case .search(_, _?): "Link"
        case .screen(.explore): "Explore"
        case .screen(.saved): "SavedPages"
        case .screen(.history): "History"
        case .screen(.activity): "Activity"
        case .screen(.random): "Random"
        case .screen(.content): "Content"
        }
    }

    @Test("the fixture holds the app's cases")
    func fixture() throws {
        #expect(try Self.load().contains { $0.type == nil })
        #expect(try Self.load().contains { $0.type == "Places" })
    }

    @Test("reads each link as the app does: the same screen, web address and search term", arguments: appCases)
    func likeTheApp(item: AppCase) throws {
        guard let type = item.type else {
            #expect(throws: PlacesLinkRejection.self) { try WikipediaAppLink.parse(item.url) }
            return
        }
        let link = try WikipediaAppLink.parse(item.url)
        #expect(Self.activityType(link) == type)
        if let webpageURL = item.webpageURL {
            switch link {
            case .places(let request): #expect(request?.article?.url == webpageURL)
            default: #expect(link.webAddress(on: .english) == webpageURL)
            }
        }
        if type == "Search", case let .search(query, _) = link {
            #expect(query == item.searchTerm)
        }
    }

    @Test("a Places link reads as PlacesLinkParser reads it; one with no place is the tab, not an error", arguments: [
        "wikipedia://places", "wikipedia://places/", "WIKIPEDIA://PLACES", "wikipedia-official://places/",
        "wikipedia://places?name=Amsterdam", "wikipedia://places?zoom=3",
    ])
    func placesTab(link: String) throws {
        #expect(try WikipediaAppLink.parse(link) == .places(nil))
        #expect(throws: PlacesLinkRejection.nothingToShow) { try PlacesLinkParser.parse(link) }
    }

    @Test("strictness about coordinates stays", arguments: [
        ("wikipedia://places?lat=91&lon=0", PlacesLinkRejection.latitudeOutOfRange("91")),
        ("wikipedia://places?lat=52.35", .missingLongitude),
        ("wikipedia://places?lat=abc&lon=4", .malformedNumber(parameter: "lat", value: "abc")),
        ("wikipedia://places/extra", .unexpectedPath("/extra")),
        ("https://en.wikipedia.org/wiki/Special:Nearby#/coord/91,0", .latitudeOutOfRange("91")),
    ])
    func strict(link: String, rejection: PlacesLinkRejection) {
        #expect(throws: rejection) { try WikipediaAppLink.parse(link) }
        #expect(throws: rejection) { try PlacesLinkParser.parse(link) }
    }

    @Test("a Places link with a place is the same request either way")
    func sameRequest() throws {
        let link = "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"
        #expect(try WikipediaAppLink.parse(link) == .places(try PlacesLinkParser.parse(link)))
    }

    @Test("articles: the title decoded, on the link's wiki, at the desktop address")
    func articles() throws {
        let mobile = try WikipediaAppLink.parse("wikipedia://nl.m.wikipedia.org/wiki/Dam_(Amsterdam)#Geschiedenis")
        guard case let .article(article, site) = mobile else {
            Issue.record("not an article: \(mobile)")
            return
        }
        #expect(article.title == "Dam (Amsterdam)")
        #expect(site.host == "nl.wikipedia.org")
        #expect(article.url == "https://nl.wikipedia.org/wiki/Dam_%28Amsterdam%29")
        #expect(try WikipediaAppLink.parse("https://en.wikipedia.org/wiki/Special:Nearby") == .places(nil))
        let web = try WikipediaAppLink.parse("https://en.wikipedia.org/wiki/AC%2FDC")
        #expect(web.webAddress(on: .english) == "https://en.wikipedia.org/wiki/AC/DC")
    }

    @Test("searches: on the app's own screen or on a wiki; an empty term is none")
    func searches() throws {
        #expect(try WikipediaAppLink.parse("wikipedia://search?q=%20") == .search(query: nil, site: nil))
        #expect(try WikipediaAppLink.parse("wikipedia://search?q=a+b") == .search(query: "a+b", site: nil))
        let onWiki = try WikipediaAppLink.parse("https://nl.wikipedia.org/w/index.php?search=Dam+plein")
        #expect(onWiki == .search(query: "Dam+plein", site: WikipediaSite(language: "nl")))
        #expect(WikipediaAppLink.search(query: "Albert Einstein", site: nil).webAddress(on: .english)
            == "https://en.wikipedia.org/w/index.php?search=Albert%20Einstein&title=Special:Search&fulltext=1")
        #expect(throws: PlacesLinkRejection.malformedEncoding(parameter: "q")) {
            try WikipediaAppLink.parse("wikipedia://search?q=%zz")
        }
    }

    @Test("the web address of each screen: the wiki's own page, or none for what lives only on a device")
    func webAddresses() throws {
        let site = try #require(WikipediaSite(language: "nl"))
        #expect(WikipediaAppLink.screen(.explore).webAddress(on: site) == "https://nl.wikipedia.org/")
        #expect(WikipediaAppLink.screen(.random).webAddress(on: site) == "https://nl.wikipedia.org/wiki/Special:Random")
        #expect(WikipediaAppLink.screen(.saved).webAddress(on: site) == nil)
        #expect(WikipediaAppLink.places(nil).webAddress(on: site) == "https://nl.wikipedia.org/wiki/Special:Nearby")
        let place = try WikipediaAppLink.parse("wikipedia://places?lat=52.35&lon=4.83")
        #expect(place.webAddress(on: site) == "https://nl.wikipedia.org/wiki/Special:Nearby#/coord/52.35,4.83")
    }

    @Test("links the app opens nothing for are refused with the link", arguments: [
        "wikipedia://settings", "wikipedia://", "wikipedia://example.org/wiki/Foo", "wikipedia://en.wikipedia.org/wiki/",
        "https://example.org/wiki/Foo", "https://en.wikipedia.org/w/index.php?title=Foo",
    ])
    func unknown(link: String) {
        #expect(throws: PlacesLinkRejection.unknownAppLink(link)) { try WikipediaAppLink.parse(link) }
    }

    @Test("other schemes and non-links keep their reasons")
    func notLinks() {
        #expect(throws: PlacesLinkRejection.notALink) { try WikipediaAppLink.parse("places") }
        #expect(throws: PlacesLinkRejection.unsupportedScheme("geo")) { try WikipediaAppLink.parse("geo://52,4") }
    }

    @Test("a received link: the Places contract first, then the app's other links; invalid coordinates stay errors")
    func received() throws {
        #expect(try WikipediaAppLink.received("wikipedia://places?lat=52.37&lon=4.89") == .places(try PlacesLinkParser.parse("wikipedia://places?lat=52.37&lon=4.89")))
        #expect(try WikipediaAppLink.received("wikipedia://places") == .places(nil))
        #expect(throws: PlacesLinkRejection.latitudeOutOfRange("91")) { try WikipediaAppLink.received("wikipedia://places?lat=91&lon=0") }
        #expect(throws: PlacesLinkRejection.unknownAppLink("wikipedia://maps")) { try WikipediaAppLink.received("wikipedia://maps") }
        #expect(throws: PlacesLinkRejection.unsupportedScheme("geo")) { try WikipediaAppLink.received("geo:52,4") }
        guard case .screen(.explore) = try WikipediaAppLink.received("wikipedia://explore") else {
            Issue.record("wikipedia://explore is the Explore feed")
            return
        }
    }

    @Test("a title longer than MediaWiki keeps and a search longer than Wikipedia runs open nothing")
    func bounded() {
        let title = String(repeating: "a", count: WikipediaSite.maximumTitleBytes + 1)
        let search = String(repeating: "a", count: WikipediaAppLink.maximumSearchLength + 1)
        for link in ["wikipedia://en.wikipedia.org/wiki/" + title, "wikipedia://search?q=" + search] {
            #expect(throws: PlacesLinkRejection.unknownAppLink(link)) { try WikipediaAppLink.parse(link) }
        }
        #expect((try? WikipediaAppLink.parse("wikipedia://search?q=" + String(search.dropLast()))) != nil)
    }
}
