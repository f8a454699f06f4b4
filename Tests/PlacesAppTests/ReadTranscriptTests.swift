import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Synchronization
import Testing

/// `read`, in-process against the loopback server playing Wikipedia from `Fixtures/wikipedia/`, through the real
/// libcurl transport. Whole outputs are in `Fixtures/golden/articles/read-*.txt`, the server's address as `<server>`.
@MainActor
@Suite struct ReadTranscriptTests {
    private let server: LoopbackHTTPServer
    private let home: TemporaryDirectory

    init() throws {
        server = try LoopbackHTTPServer()
        home = try TemporaryDirectory()
    }

    private func run(
        _ arguments: [String],
        scenario: String = "amsterdam",
        environment: [String: String] = [:],
        style: OutputStyle = .pipe,
        pager: @escaping @Sendable (String) async -> Bool = { _ in false }
    ) async throws -> Transcript {
        try await Transcript.run(
            Transcript.fixture + arguments,
            environment: ["PLACES_WIKI": server.url("/wiki/\(scenario)").absoluteString].merging(environment) { _, new in new },
            folder: home,
            style: style,
            pager: pager,
            transport: Transcript.live
        )
    }

    private func expect(_ transcripts: Transcript..., in name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.expect(transcripts, "articles/\(name)", replacing: Golden.server(server), sourceLocation: sourceLocation)
    }

    @Test("read: a long article with sections, the table of contents first; a redirect; a disambiguation page")
    func threeArticles() async throws {
        let square = try await run(["read", "Dam Square"])
        #expect(square.status == .success && square.err.isEmpty)
        expect(square, in: "read-dam-square.txt")
        let redirect = try await run(["read", "Dam square"])
        #expect(redirect.out.hasPrefix("Dam Square\n(Redirected from “Dam square”.)\n"))
        expect(redirect, in: "read-redirect.txt")
        let dam = try await run(["read", "Dam"])
        #expect(dam.out.contains("is a disambiguation page") && dam.out.contains("• Dam Square, a town square in Amsterdam"))
        expect(dam, in: "read-disambiguation.txt")
        let dutch = try await run(["read", "Dam square"], environment: ["LANG": "nl_NL.UTF-8"])
        #expect(dutch.out.contains("(Doorverwezen vanaf “Dam square”.)") && dutch.out.contains("Inhoud\n"))
        expect(dutch, in: "read-dutch.txt")
    }

    @Test("read --json: the title, address, type, redirect and the numbered sections with their blocks")
    func json() async throws {
        let result = try await run(["--json", "read", "Dam square"])
        #expect(result.status == .success)
        expect(result, in: "read-json.txt")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Dam Square" && object["redirected_from"] as? String == "Dam square")
        #expect(object["type"] as? String == "article" && object["cut_at_bytes"] is NSNull)
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.map { $0["number"] as? String } == ["", "1", "1.1", "1.2", "1.3", "2", "3", "4", "5"])
        let buildings = try #require(sections[5]["blocks"] as? [[String: String]])
        #expect(buildings.map { $0["type"] } == ["paragraph", "item", "item", "item", "item", "item", "paragraph"])
    }

    @Test("a missing page, a text too long, garbage and a reference without a list each say so; offline, a copy read before")
    func sentences() async throws {
        let missing = try await run(["read", "Nowhere at all"])
        #expect(missing.status == .failure && missing.out.isEmpty)
        let huge = try await run(["read", "Endless"], scenario: "huge-article-3")
        #expect(huge.status == .success)
        let tail = huge.out.split(separator: "\n").suffix(3).joined(separator: "\n")
        #expect(tail.hasPrefix("The article is longer than 2 MB, the most Places shows, so it was cut here:\nafter "))
        #expect(huge.out.utf8.count < 2_200_000)
        let truncated = try await run(["read", "Dam Square"], scenario: "truncated")
        let noList = try await run(["read", "@3"])
        expect(missing, truncated, noList, in: "read-failures.txt")
        let ending = Golden.server(server).reduce(tail + "\n") { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        Golden.expect(ending, "articles/read-too-long-end.txt")

        // Read once, then the wiki gone: the saved copy, with its age and why.
        _ = try await run(["read", "Dam"])
        server.stop()
        let offline = try await run(["read", "Dam"])
        #expect(offline.status == .success && offline.out.contains("• Dam Square, a town square in Amsterdam"))
        #expect(offline.err.contains("Showing the answer saved"))
    }

    @Test("a title, headings and text with escapes are inert in read's text and exact in its JSON")
    func hostile() async throws {
        for arguments in [["read", "Escapes"], ["--plain", "read", "Escapes"]] {
            let result = try await run(arguments, scenario: "hostile")
            #expect(result.status == .success, "\(arguments): \(result.err)")
            for scalar in result.out.unicodeScalars {
                #expect(scalar == "\n" || !ControlCharacters.contains(scalar), "\(arguments): U+\(String(scalar.value, radix: 16))")
            }
            #expect(result.out.contains("東京駅"))
        }
        let json = try await run(["--json", "read", "Escapes"], scenario: "hostile")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(parsed["title"] as? String == "Escapes \u{1B}[31mRed")
        let sections = try #require(parsed["sections"] as? [[String: Any]])
        #expect(sections.last?["heading"] as? String == "Heading \u{1B}[2J that clears")
    }

    @Test("on a terminal, a text longer than the screen goes through the pager; piped it is written, plain")
    func paged() async throws {
        let paged = Mutex<[String]>([])
        var terminal = OutputStyle(interactive: true, animated: false, color: true, plain: false, width: 60)
        terminal.height = 24
        terminal.pages = true
        let result = try await run(["read", "Dam Square"], style: terminal, pager: { text in paged.withLock { $0.append(text) }; return true })
        #expect(result.status == .success && result.out.isEmpty)
        let text = try #require(paged.withLock { $0.first })
        #expect(text.contains("\u{1B}[1mContents\u{1B}[0m") || text.contains("\u{1B}[1mContents"))
        #expect(text.split(separator: "\n").allSatisfy { line in
            DisplayText.width(of: String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)) <= 60
        })
        let piped = try await run(["read", "Dam Square"])
        #expect(!piped.out.contains("\u{1B}") && piped.out.contains("\n1.1 Origins\n"))
    }
}
