import Foundation
import PlacesTestSupport
import Testing

/// Every file in `Fixtures/golden/runs/` is a test of its own: its first line is the command (`$ places ARGUMENTS`,
/// with `<repo>` for the repository's folder), the lines after it that start with `> ` are what was typed, and the
/// rest is what places answered. The command is run again as every transcript is — no network but a Wikipedia that
/// finds nothing, an opener that opens — and must answer the same.
///
/// A new golden file needs no Swift: write its first line, then `PLACES_UPDATE_GOLDEN=1 swift test --filter
/// GoldenRunTests` writes the rest (and fails once, as every update does) — read it, it is what people will see.
@MainActor
@Suite struct GoldenRunTests {
    /// The files, by name.
    nonisolated static let files: [String] = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url("golden/runs").path))?
        .filter { $0.hasSuffix(".txt") }.sorted() ?? []

    @Test("each command in Fixtures/golden/runs/ answers as its file says", arguments: files)
    func replay(file: String) async throws {
        let text = try String(contentsOf: Fixtures.url("golden/runs/\(file)"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        guard let command = lines.first, command.hasPrefix("$ places") else {
            Issue.record("Fixtures/golden/runs/\(file) does not start with “$ places”")
            return
        }
        let arguments = CommandSetTests.shellWords(String(command.dropFirst(2))).dropFirst().map {
            $0.replacingOccurrences(of: "<repo>", with: Fixtures.root.path)
        }
        let typed = lines.dropFirst().prefix { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        let opener = RecordingOpener()
        let result = try await Transcript.run(arguments, lines: typed, opener: opener)
        Golden.expect(result, "runs/\(file)")
        if !arguments.contains("open") || arguments.contains("--dry-run") { #expect(opener.links.isEmpty) }
    }
}
