import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Random lines for the REPL dispatcher: every line is answered, none crashes it, and the session ends normally.
@MainActor
@Suite struct SessionFuzzTests {
    private static let words = [
        "list", "search", "open", "link", "add", "remove", "refresh", "inspect", "handle-url", "style", "help", "version",
        "LIST", "Open", "?", "frobnicate", "1", "4", "0", "-1", "#2", "99999999999999999999", "amsterdam", "a", "é", "\u{0}",
        "\u{1B}[31m", "\u{202E}", "52.35", "4.83", "52,4", "N", "geo:1,2", "wikipedia://places?lat=1&lon=2", "\"", "'", "--json",
        "lat-lon", "wmf", "cancel", "   ", "\t",
    ]

    @Test("random lines never crash the session and every status is 0, 1 or 2")
    func randomLines() async throws {
        var random = SeededGenerator(seed: FuzzBudget.seed &+ 3)
        let lines = (0..<FuzzBudget.iterations(default: 1_500)).map { _ in
            (0..<Int.random(in: 0...5, using: &random)).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        }.filter { !$0.lowercased().hasPrefix("quit") && !$0.lowercased().hasPrefix("exit") }
        let opener = RecordingOpener(answer: .noHandler)
        let result = try await Transcript.run(Transcript.fixture, lines: lines, opener: opener)
        #expect([.success, .failure, .usage].contains(result.status))
        let leaks = (result.out + result.err).split(separator: "\n").filter { $0.contains("\u{1B}") || $0.contains("\u{202E}") }
        #expect(leaks.isEmpty, "\(leaks.prefix(3).map { String($0).debugDescription })")
    }
}
