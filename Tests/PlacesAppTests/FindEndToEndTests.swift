import Foundation
import PlacesTestSupport
import Testing

/// The built `places` binary finding places by article title against a loopback Wikipedia this test starts: what a
/// person types first, through the real process, libcurl and the files of a fresh home.
@Suite(.serialized) struct FindEndToEndTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    private func places(_ arguments: [String], input: String = "") throws -> BuiltBinary.Result {
        let environment = home.xdgEnvironment.merging(["PLACES_WIKI": server.url("/wiki/landmarks").absoluteString]) { _, new in new }
        return try BuiltBinary.run(["--source", Fixtures.url("locations.json").path] + arguments, environment: environment, input: input)
    }

    @Test("nearby Colosseum, find, @N in the next run, and a session: each says where its place came from")
    func landmarks() throws {
        let nearby = try places(["nearby", "Colosseum", "--limit", "3"])
        #expect(nearby.status == 0)
        #expect(nearby.err == "Colosseum — from Wikipedia: Ancient amphitheatre in Rome, Italy.\n")
        #expect(nearby.out.hasPrefix("Wikipedia articles within 10 km of Colosseum (41.8903° N, 12.4922° E):\n  @1  Colosseum "))

        let find = try places(["find", "colosseum"])
        #expect(find.status == 0)
        #expect(find.out.contains("@2  The Colosseum at Caesars Palace"))
        #expect(find.out.contains("Concert venue in Las Vegas"))
        let article = try places(["--dry-run", "open", "@2"])
        #expect(article.out == server.url("/wiki/landmarks/wiki/The_Colosseum_at_Caesars_Palace").absoluteString + "\n")

        let session = try places([], input: "add Statue of Liberty\nlist\n")
        #expect(session.status == 0)
        #expect(session.err.contains("Statue of Liberty — from Wikipedia: Colossal sculpture in New York Harbor.\n"))
        #expect(session.out.contains("5 * Statue of Liberty"))
    }

    @Test("offline with nothing saved: the name was found nowhere, Wikipedia offline, exit 1")
    func offline() throws {
        server.stop()
        let result = try places(["nearby", "Giethoorn"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix(
            "Neither the list, nor the built-in gazetteer, nor Wikipedia (which could not be asked, and has no saved answer) has a place called “Giethoorn”.\n"
        ))
        #expect(result.out == "")
    }
}
