import PlacesDomain
import Testing

/// The one reading of an http(s) address's authority, shared by `--source` and `--wiki`.
@Suite struct WebAuthorityTests {
    @Test("host, port and user information are read; IPv6 addresses keep their colons")
    func parts() throws {
        let plain = try #require(WebAuthority(address: "https://nl.wikipedia.org/wiki/Dam"))
        #expect(plain.host == "nl.wikipedia.org" && plain.port == nil && !plain.hasUserInformation)
        let full = try #require(WebAuthority(address: "http://user:pa:ss@127.0.0.1:8080?x"))
        #expect(full.host == "127.0.0.1" && full.port == 8080 && full.hasUserInformation)
        let six = try #require(WebAuthority(address: "http://[::1]:18765/x"))
        #expect(six.host == "[::1]" && six.port == 18765)
        #expect(WebAuthority(address: "HTTP://EXAMPLE.ORG")?.host == "EXAMPLE.ORG")
    }

    @Test("no host, a port out of range or not a number, a host longer than DNS allows, another scheme: nil")
    func refused() {
        for address in [
            "http://:18765/x", "http://127.0.0.1:99999/x", "http://host:0", "http://host:", "http://host:8x",
            "http://host:+80", "http://user@/", "ftp://host/", "host/x", "http://" + String(repeating: "a", count: 254),
        ] {
            #expect(WebAuthority(address: address) == nil, "\(address)")
        }
        #expect(WebAuthority(address: "http://" + String(repeating: "a", count: 253)) != nil)
    }

    @Test("masking hides the user information and nothing else; removing it leaves a working address")
    func masking() {
        #expect(WebAuthority.masked("http://user:secret@host:1/p?q=a@b") == "http://***@host:1/p?q=a@b")
        #expect(WebAuthority.masked("http://host/p@x") == "http://host/p@x")
        #expect(WebAuthority.masked("not an address") == "not an address")
        #expect(WebAuthority.withoutUserInformation("https://me:pw@wiki.example/w") == "https://wiki.example/w")
        #expect(WikipediaSite(base: "http://me:pw@127.0.0.1:8080/")?.host == "127.0.0.1:8080")
        #expect(WikipediaSite(base: "http://127.0.0.1:99999") == nil)
    }
}
