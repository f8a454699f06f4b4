import PlacesDomain
import Testing

/// A wiki's own addresses: which article addresses are its own, titles of dots, and a user name and password that
/// go to the wiki and nowhere else.
@Suite struct WikipediaSiteTests {
    @Test("user information is taken out of the base for storing and masked for messages; the host never has it")
    func credentials() throws {
        let site = try #require(WikipediaSite(base: "http://user:se@cret@wiki.example:8080/w"))
        #expect(site.withoutCredentials.base == "http://wiki.example:8080/w")
        #expect(site.maskedBase == "http://***@wiki.example:8080/w")
        #expect(site.host == "wiki.example:8080")
        #expect(site.articleURL(title: "Dam") == "http://wiki.example:8080/w/wiki/Dam")
        #expect(site.nearbyPage(around: try Coordinate(latitude: 1, longitude: 2)).hasPrefix("http://wiki.example:8080/w/wiki/Special:Nearby"))
        let plain = WikipediaSite.english
        #expect(plain.withoutCredentials == plain && plain.maskedBase == plain.base)
        // An @ in the path is not user information.
        let pathAt = try #require(WikipediaSite(base: "https://wiki.example/a@b"))
        #expect(pathAt.withoutCredentials == pathAt && pathAt.host == "wiki.example")
    }

    @Test("only the wiki's own article addresses and Wikipedia's are its articles", arguments: [
        ("https://en.wikipedia.org/wiki/Dam_Square", true),
        ("https://en.wikipedia.org/wiki/Nieuwe_Kerk_(Amsterdam)", true),
        ("https://en.wikipedia.org/wiki/S%C3%A3o_Paulo", true),
        ("https://en.wikipedia.org/wiki/AC/DC", true),
        ("https://en.wikipedia.org/wiki/", false),
        ("https://en.wikipedia.org/w/index.php?title=Dam", false),
        ("https://en.wikipedia.org/wiki/Dam?action=edit", false),
        ("https://en.wikipedia.org/wiki/Dam#History", false),
        ("https://en.wikipedia.org.evil.example/wiki/Dam", false),
        // Another language's Wikipedia, and the mobile host, are Wikipedia's own addresses; a port, user information
        // or capitals in the host are not how Wikipedia writes them.
        ("https://nl.wikipedia.org/wiki/Dam", true),
        ("https://en.m.wikipedia.org/wiki/Dam", true),
        ("https://en.wikipedia.org:8443/wiki/Dam", false),
        ("https://user@en.wikipedia.org/wiki/Dam", false),
        ("https://en.wikipedia.org@evil.example/wiki/Dam", false),
        ("https://EN.wikipedia.org/wiki/Dam", false),
        ("https://wikipedia.org/wiki/Dam", false),
        ("http://en.wikipedia.org/wiki/Dam", false),
        ("file:///etc/passwd", false),
        ("javascript:alert(1)", false),
        ("https://en.wikipedia.org/wiki/Dam Square", false),
        ("https://en.wikipedia.org/wiki/Dam\u{1B}[31m", false),
        ("https://en.wikipedia.org/wiki/São", false),
    ])
    func articleAddresses(address: String, own: Bool) {
        #expect(WikipediaSite.english.isArticleAddress(address) == own)
    }

    @Test("a server in front of Wikipedia may give Wikipedia's own address for a page, never another host's")
    func wikipediaAddressesFromAnotherBase() throws {
        let site = try #require(WikipediaSite(base: "http://127.0.0.1:8080/wiki/amsterdam"))
        #expect(site.isArticleAddress("https://en.wikipedia.org/wiki/Nieuwe_Kerk_(Amsterdam)"))
        #expect(site.isArticleAddress("http://127.0.0.1:8080/wiki/amsterdam/wiki/Dam"))
        #expect(!site.isArticleAddress("http://127.0.0.1:8080/wiki/Dam"))
        #expect(!site.isArticleAddress("https://wiki.example/wiki/Dam"))
        #expect(!site.isArticleAddress("http://en.wikipedia.org/wiki/Dam"))
        #expect(!site.isArticleAddress("https://en.wikipedia.org/wiki/"))
    }

    @Test("a site with a password owns the addresses of its base without it")
    func articleAddressesWithCredentials() throws {
        let site = try #require(WikipediaSite(base: "http://user:secret@wiki.example"))
        #expect(site.isArticleAddress("http://wiki.example/wiki/Dam"))
        #expect(!site.isArticleAddress("http://user:secret@wiki.example/wiki/Dam"))
    }

    @Test("a title of dots alone is encoded, in the REST path and in the article's address")
    func dotTitles() {
        #expect(WikipediaSite.pathComponent("..") == "%2E%2E")
        #expect(WikipediaSite.pathComponent(".") == "%2E")
        #expect(WikipediaSite.pathComponent("...a") == "...a")
        #expect(WikipediaSite.english.articleURL(title: "..") == "https://en.wikipedia.org/wiki/%2E%2E")
        #expect(WikipediaSite.english.articleURL(title: "a/../b") == "https://en.wikipedia.org/wiki/a/%2E%2E/b")
        #expect(WikipediaSite.english.articleURL(title: "St. Louis") == "https://en.wikipedia.org/wiki/St._Louis")
    }
}
