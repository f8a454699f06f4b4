import Foundation
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The files behind `@N` and the one deadline of a question, through the built binary against the fault server:
/// an edited or unreadable `last-articles.json` is named as such (and never opened), `--timeout` bounds every round,
/// and a password in `--wiki` reaches no file. Whole outputs in `Fixtures/golden/wiki-files/`.
@Suite struct WikiFileAndDeadlineTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    private var listPath: String { home.appending("state/places/last-articles.json") }

    private func places(_ arguments: [String], environment: [String: String] = [:]) async throws -> BuiltBinary.Result {
        // The fixture feed: no test reaches the real one.
        try await BuiltBinary.run(["--source", Fixtures.url("locations.json").path] + arguments,
                            environment: home.xdgEnvironment.merging(environment) { _, new in new })
    }

    private func wiki(_ scenario: String) -> String {
        server.url("/wiki/\(scenario)").absoluteString
    }

    @Test("an edited list cannot make open hand file:///etc/passwd to the opener; it is named as damaged")
    func editedList() async throws {
        _ = try await places(["--wiki", wiki("amsterdam"), "nearby", "52.3731", "4.8926"])
        let original = try String(contentsOfFile: listPath, encoding: .utf8)
        let log = home.appending("opener.log")
        let opener = try home.script("opener", "printf '%s\\n' \"$@\" >> '\(log)'")
        var record = try #require(try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
        var articles = try #require(record["articles"] as? [[String: Any]])
        articles[0]["url"] = "file:///etc/passwd"
        record["articles"] = articles
        try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: listPath))
        let result = try await places(["open", "@1"], environment: ["PLACES_OPENER": opener])
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: log), "nothing was opened")
        Golden.expect([result], home: home, in: "wiki-files/edited-list.txt")
    }

    @Test("a folder where the list should be is named, not taken for no list")
    func folderInPlace() async throws {
        try FileManager.default.createDirectory(atPath: listPath, withIntermediateDirectories: true)
        let result = try await places(["article", "@1"])
        #expect(result.status == 1)
        Golden.expect([result], home: home, in: "wiki-files/folder-in-place.txt")
    }

    @Test("--timeout bounds the whole question: rounds of 1 second are cut off at 3 seconds, and the answer says so")
    func deadlineAcrossRounds() async throws {
        // The first round comes at once, each later one after a second: no request comes near the 3 seconds on its
        // own, and without the question's deadline the rounds' limit would end them instead, with another notice.
        let result = try await places(["--timeout", "3", "--wiki", wiki("slow-rounds-1"), "nearby", "52.3731", "4.8926"])
        let host = "127.0.0.1:\(server.port)"
        #expect(result.status == 0)
        #expect(result.out.contains("Slow"))
        // How many rounds arrive in time varies, so the output is not a golden file; the notice is the catalog's.
        #expect(result.err.contains(ArticleText.cutOffTime(host: host, seconds: 3).english))
        #expect(server.receivedRequests.count < 10)
    }

    @Test("a password in --wiki is sent to the wiki and written to no file")
    func noPasswordInFiles() async throws {
        let base = "http://user:secret@127.0.0.1:\(server.port)/wiki/amsterdam"
        let nearby = try await places(["--wiki", base, "nearby", "52.3731", "4.8926"])
        #expect(nearby.status == 0)
        _ = try await places(["--wiki", base, "article", "@1"])
        let enumerator = FileManager.default.enumerator(atPath: home.path)
        var files = 0
        while let name = enumerator?.nextObject() as? String {
            let path = home.appending(name)
            guard FileManager.default.isReadableFile(atPath: path), let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            files += 1
            #expect(!text.contains("secret"), "\(name)")
        }
        #expect(files >= 2, "the list and the saved answers were written")
        #expect(server.receivedHeaders.allSatisfy { $0["authorization"] != nil })
    }
}
