import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct OpenLinkTests {
    @Test("a Places link goes to the opener; when nothing takes it, the same place on the web is the answer")
    func places() async {
        let opener = RecordingOpener(answer: .noHandler)
        let opened = await OpenLink(opener: opener.opener).place("wikipedia://places?lat=1&lon=2", webPage: "https://web")
        #expect(opened == .noHandler(link: "wikipedia://places?lat=1&lon=2", webPage: "https://web"))
        #expect(opener.links == ["wikipedia://places?lat=1&lon=2"])
    }

    @Test("an article's page is opened only when it is http(s) on the article's own wiki", arguments: [
        ("https://en.wikipedia.org/wiki/Dam_Square", true),
        ("http://EN.wikipedia.org/wiki/Dam_Square", true),
        ("file:///etc/passwd", false),
        ("https://evil.example/wiki/Dam_Square", false),
        ("https://en.wikipedia.org.evil.example/wiki/x", false),
        ("javascript:alert(1)", false),
        ("https://en.wikipedia.org/wiki/a b", false),
    ])
    func articles(url: String, opens: Bool) async {
        let opener = RecordingOpener()
        let listed = Article(pageID: 1, title: "Dam Square", description: nil, coordinate: nil, url: url)
        let target = ArticleTarget(title: "Dam Square", site: .english, number: 1, listed: listed)
        let opened = await OpenLink(opener: opener.opener).article(target)
        #expect(opened == (opens ? .opened(link: url) : .refused(link: url)))
        #expect(opener.links == (opens ? [url] : []))
    }
}
