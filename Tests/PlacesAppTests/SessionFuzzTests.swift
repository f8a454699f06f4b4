import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Random lines for the REPL dispatcher: none crashes it or leaks a control character, every line that fails says
/// why, and a piped session's status is the worst of its lines' — each line's status found by running it alone.
@MainActor
@Suite struct SessionFuzzTests {
    private static let words = [
        "list", "search", "open", "link", "add", "remove", "refresh", "inspect", "handle-url", "style", "help", "version",
        "LIST", "Open", "?", "frobnicate", "1", "4", "0", "-1", "#2", "99999999999999999999", "amsterdam", "a", "é", "\u{0}",
        "\u{1B}[31m", "\u{202E}", "52.35", "4.83", "52,4", "N", "geo:1,2", "wikipedia://places?lat=1&lon=2", "\"", "'", "--json",
        "lat-lon", "wmf", "cancel", "   ", "\t",
    ]

    /// A line that always succeeds and prints one known line, to see whether the line before it asked a question.
    private static let probe = "link 1"
    private static let probeOutput = "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam\n"

    /// A session of `lines` in fresh folders; Wikipedia cannot be reached, as on a plane.
    private func session(_ lines: [String]) async throws -> Transcript {
        try await Transcript.run(
            Transcript.fixture, lines: lines, opener: RecordingOpener(answer: .noHandler), transport: RecordingTransport().transport
        )
    }

    private func expectNoLeaks(_ result: Transcript, sourceLocation: SourceLocation = #_sourceLocation) {
        let leaks = (result.out + result.err).split(separator: "\n").filter { $0.contains("\u{1B}") || $0.contains("\u{202E}") }
        #expect(leaks.isEmpty, "\(leaks.prefix(3).map { String($0).debugDescription })", sourceLocation: sourceLocation)
    }

    @Test("random lines: no crash, no leak, no silent failure, and the session's status is the worst line's")
    func randomLines() async throws {
        var random = SeededGenerator(seed: FuzzBudget.seed &+ 3)
        let lines = (0..<FuzzBudget.iterations(default: 600)).map { _ in
            (0..<Int.random(in: 0...5, using: &random)).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        }.filter { !$0.lowercased().hasPrefix("quit") && !$0.lowercased().hasPrefix("exit") }

        // All of them in one session, whatever they do to one another.
        expectNoLeaks(try await session(lines))

        // Each line alone, and its words as a one-shot command: the command's status is the line's, found without
        // the session's bookkeeping.
        var independent: [(line: String, status: PlacesApp.ExitStatus, alone: Transcript)] = []
        for line in lines {
            let alone = try await session([line])
            expectNoLeaks(alone)
            // Most say why on standard error; inspect's verdict on a link is its output.
            #expect(alone.status == .success || !(alone.out + alone.err).isEmpty, "“\(line.debugDescription)” failed without a word")
            // Followed by the probe: unless the line asked a question (which the probe then answered), the probe
            // runs as a command of its own.
            let probed = try await session([line, Self.probe])
            let asked = probed.out != alone.out + Self.probeOutput || probed.err != alone.err
            // A session's first word is always the command; on the command line, words before it are options.
            let words = LineWords.split(line)
            guard !asked, let first = words.first?.lowercased(), !first.hasPrefix("-") else { continue }
            let command = try await Transcript.run(
                Transcript.fixture + words, opener: RecordingOpener(answer: .noHandler), transport: RecordingTransport().transport
            )
            #expect(alone.status == command.status, "“\(line.debugDescription)” in a session and as a command")
            #expect(probed.status == command.status, "“\(line.debugDescription)” then \(Self.probe)")
            // Adding and changing the link style change what later lines do.
            if first != "add" && first != "style" { independent.append((line, command.status, alone)) }
        }
        try #require(Set(independent.map(\.status)).count == 3, "the random lines should succeed, fail and be refused")

        // Lines that cannot affect one another, in one session: each says what it said alone, in order, and the
        // piped session's status is the worst of theirs.
        let combined = try await session(independent.map(\.line))
        #expect(combined.status == independent.map(\.status).max())
        #expect(combined.out == independent.map(\.alone.out).joined())
        #expect(combined.err == independent.map(\.alone.err).joined())
    }
}
