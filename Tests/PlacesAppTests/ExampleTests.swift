import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Every example in help works on the real feed (the copy in Fixtures) against a Wikipedia that answers: run in
/// help's order in one home, so `article @1` follows `nearby` and `remove 5` follows `add`.
@MainActor
@Suite struct ExampleTests {
    /// Examples that show a refusal on purpose.
    static let refusals: Set<String> = ["places --json inspect \"wikipedia://places?lat=91&lon=0\""]

    @Test("every example in help runs on the real feed and a Wikipedia, and succeeds unless it shows a refusal")
    func helpExamplesWork() async throws {
        let server = try LoopbackHTTPServer()
        let home = try TemporaryDirectory()
        let wiki = server.url("/wiki/amsterdam").absoluteString
        // Every wiki the examples name is played by the test Wikipedia.
        let transport: @Sendable (HTTPLimits) -> HTTPTransport = { limits in
            let live = HTTPTransport.libcurl(limits: limits)
            return HTTPTransport { url async throws(FeedFailure) -> HTTPResponse in
                var text = url.absoluteString
                if let range = text.range(of: #"^https://[a-z-]+\.wikipedia\.org"#, options: .regularExpression) {
                    text.replaceSubrange(range, with: wiki)
                }
                return try await live.fetch(URL(string: text) ?? url)
            }
        }
        for command in CommandSet.all {
            for example in command.help(.english).examples {
                // A reference needs a list of articles to refer to, as it would for a person.
                if example.contains("@") {
                    let primed = try await Transcript.run(Transcript.fixture + ["nearby", "Dam", "52.3731", "4.8926"], environment: ["PLACES_WIKI": wiki], folder: home, transport: transport)
                    #expect(primed.status == .success)
                }
                let result: Transcript
                if example.hasPrefix("places ") {
                    let words = CommandSetTests.shellWords(example).dropFirst().map { $0 }
                    result = try await Transcript.run(Transcript.fixture + words, environment: ["PLACES_WIKI": wiki], folder: home, transport: transport)
                } else {
                    // A session line, with answers for the add form.
                    let lines = example == "add" ? [example, "Home", "52.1", "4.1"] : [example]
                    result = try await Transcript.run(Transcript.fixture, lines: lines, environment: ["PLACES_WIKI": wiki], folder: home, transport: transport)
                }
                let expected: PlacesApp.ExitStatus = Self.refusals.contains(example) ? .failure : .success
                #expect(result.status == expected, "\(example): \(result.err)")
            }
        }
    }
}
