import Foundation
import PlacesTestSupport
import Testing

/// The built `places` binary reading whole articles from a loopback Wikipedia this test starts: the three articles
/// of the test Wikipedia piped, `--json`, `read @N` after `nearby`, a missing page and a text over 2 MB.
@Suite(.serialized) struct ReadEndToEndTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    private func places(_ arguments: [String], scenario: String = "amsterdam") async throws -> BuiltBinary.Result {
        let environment = home.xdgEnvironment.merging(["PLACES_WIKI": server.url("/wiki/\(scenario)").absoluteString]) { _, new in new }
        return try await BuiltBinary.run(["--source", Fixtures.url("locations.json").path] + arguments, environment: environment)
    }

    @Test("read of the three articles, piped: sections, a disambiguation page, a redirect; then @1 of nearby; --json")
    func threeArticles() async throws {
        let square = try await places(["read", "Dam Square"])
        let dam = try await places(["read", "Dam"])
        let redirect = try await places(["read", "Dam square"])
        for result in [square, dam, redirect] {
            #expect(result.status == 0 && result.err.isEmpty && !result.out.contains("\u{1B}"), "\(result.command)")
            #expect(result.out.contains("\nContents\n  1 "), "the table of contents first")
        }
        #expect(square.out.contains("\n    1.2 The weigh house and the town hall\n"))
        #expect(dam.out.contains("“Dam” is a disambiguation page"))
        #expect(redirect.out.hasPrefix("Dam Square\n(Redirected from “Dam square”.)\n"))
        Golden.expect([square, dam, redirect], home: home, in: "end-to-end/read-three-articles.txt", replacing: Golden.server(server))

        let nearby = try await places(["nearby", "Dam Square", "52.3731", "4.8926"])
        #expect(nearby.status == 0)
        let first = try await places(["read", "@1"])
        #expect(first.status == 0 && first.out == square.out, "@1 is Dam Square")

        let json = try await places(["--json", "read", "Dam"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "disambiguation" && object["title"] as? String == "Dam")
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.compactMap { $0["heading"] as? String } == ["", "Places", "People", "Other uses"])
    }

    @Test("a missing page and a text over 2 MB each say so; the binary keeps 2 MB of the text")
    func missingAndTooLong() async throws {
        let missing = try await places(["read", "Nowhere at all"])
        #expect(missing.status == 1 && missing.out.isEmpty)
        #expect(missing.err == "127.0.0.1:\(server.port) has no article titled “Nowhere at all”.\n")
        let huge = try await places(["read", "Endless"], scenario: "huge-article-3")
        #expect(huge.status == 0)
        #expect(huge.out.contains("The article is longer than 2 MB, the most Places shows, so it was cut here:\nafter "))
        #expect(huge.out.utf8.count < 2 * 1_048_576 + 200_000)
    }
}
