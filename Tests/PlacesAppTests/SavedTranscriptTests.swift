import Foundation
@testable import PlacesApp
import PlacesTestSupport
import Testing

/// `save`, `saved`, `unsave` and `map saved`, in-process against the loopback Wikipedia of `Fixtures/wikipedia/`,
/// through the real libcurl transport and the real files of a fresh home. Whole outputs are in
/// `Fixtures/golden/saved/`.
@MainActor
@Suite struct SavedTranscriptTests {
    private let server: LoopbackHTTPServer
    private let home: TemporaryDirectory

    init() throws {
        server = try LoopbackHTTPServer()
        home = try TemporaryDirectory()
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Transcript {
        try await Transcript.run(
            Transcript.fixture + arguments,
            environment: ["PLACES_WIKI": server.url("/wiki/amsterdam").absoluteString].merging(environment) { _, new in new },
            folder: home,
            transport: Transcript.live
        )
    }

    @Test("save three (one twice), list them as a table, in words and as JSON, take one off, and map them")
    func session() async throws {
        var runs: [Transcript] = []
        for arguments in [
            ["nearby", "Dam Square", "52.3731", "4.8926", "--limit", "5"],
            ["save", "@1"], ["save", "@4"], ["save", "Rijksmuseum"], ["save", "@1"],
            ["saved"], ["--plain", "saved"], ["--json", "saved"],
            ["unsave", "S2"], ["unsave", "S9"], ["unsave", "Kalverstraat"], ["saved"],
            ["map", "saved"], ["--plain", "map", "saved"],
        ] {
            let result = try await run(arguments)
            runs.append(result)
        }
        #expect(runs[1].out == "Saved Dam Square as S1.\n")
        #expect(runs[4].out == "Refreshed the saved copy of Dam Square, S1.\n")
        #expect(runs[9].status == .failure && runs[10].status == .failure)
        Golden.expect(runs, "saved/session.txt", replacing: Golden.server(server))
    }

    @Test("a saved list that cannot be read is moved aside and said once; what could be read is kept")
    func damaged() async throws {
        _ = try await run(["save", "Rijksmuseum"])
        let path = home.appending("data/places/saved-articles.json")
        try Data("{\"saved\": [oops".utf8).write(to: URL(fileURLWithPath: path))
        let first = try await run(["saved"])
        #expect(first.status == .success)
        #expect(first.err.hasPrefix("No articles are saved.\nThe saved articles could not be read (it is not a saved list Places wrote): the file was moved to \(path).unreadable-"))
        #expect(first.err.hasSuffix(", nothing was deleted.\n"))
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: home.appending("data/places")).first { $0.hasPrefix("saved-articles.json.unreadable-") })
        #expect(try String(contentsOfFile: home.appending("data/places/" + aside), encoding: .utf8) == "{\"saved\": [oops")
        let second = try await run(["saved"])
        #expect(second.err == "No articles are saved.\n", "said once")
        #expect(second.out == "")
    }

    @Test("offline, article of a saved article comes from the saved copy and says how old it is")
    func offline() async throws {
        _ = try await run(["save", "Rijksmuseum"])
        try FileManager.default.removeItem(atPath: home.appending("cache"))
        server.stop()
        let article = try await run(["article", "Rijksmuseum"])
        #expect(article.status == .success)
        #expect(article.out.hasPrefix("Rijksmuseum\n"))
        #expect(article.err.contains("Showing the answer saved just now."))
        let missing = try await run(["article", "Kalverstraat"])
        #expect(missing.status == .failure, "not saved, not cached: nothing to show")
    }
}
