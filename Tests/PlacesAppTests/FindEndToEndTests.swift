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

    private func places(_ arguments: [String], input: String = "") async throws -> BuiltBinary.Result {
        let environment = home.xdgEnvironment.merging(["PLACES_WIKI": server.url("/wiki/landmarks").absoluteString]) { _, new in new }
        return try await BuiltBinary.run(["--source", Fixtures.url("locations.json").path] + arguments, environment: environment, input: input)
    }

    @Test("nearby Colosseum, find, @N in the next run, and a session: each says where its place came from")
    func landmarks() async throws {
        let nearby = try await places(["nearby", "Colosseum", "--limit", "3"])
        #expect(nearby.status == 0)

        let find = try await places(["find", "colosseum"])
        #expect(find.status == 0)
        #expect(find.out.contains("@2  The Colosseum at Caesars Palace"))
        #expect(find.out.contains("Concert venue in Las Vegas"))
        let article = try await places(["--dry-run", "open", "@2"])
        #expect(article.out == server.url("/wiki/landmarks/wiki/The_Colosseum_at_Caesars_Palace").absoluteString + "\n")

        let session = try await places([], input: "add Statue of Liberty\nlist\n")
        #expect(session.status == 0)
        Golden.expect([nearby, session], home: home, in: "find/end-to-end-landmarks.txt", replacing: Golden.server(server))
    }

    @Test("offline with nothing saved: the name was found nowhere, Wikipedia offline, exit 1")
    func offline() async throws {
        server.stop()
        let result = try await places(["nearby", "Giethoorn"])
        #expect(result.status == 1)
        #expect(result.out == "")
        Golden.expect([result], home: home, in: "find/end-to-end-offline.txt", replacing: Golden.server(server))
    }
}
