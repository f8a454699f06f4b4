import Foundation
@testable import PlacesApp
import PlacesData
import PlacesTestSupport
import Testing

/// What README and docs/USAGE.md show is what `places` prints: every `$ places …` line of their plain code blocks is
/// run on the real feed (the copy in Fixtures) and the test Wikipedia (`Fixtures/wikipedia/amsterdam`, playing every
/// `LANG.wikipedia.org`; a block the text says is the output of another scenario, "(Output of the test Wikipedia in
/// `Fixtures/wikipedia/NAME`…", runs on that one), and what it prints — messages and results in the order a
/// terminal shows them — must be the lines under it. Every example of README's command table runs too.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ReadmeExampleTests {
    /// A command README shows with what it prints.
    struct Shown: CustomStringConvertible {
        let command: String
        let lines: [String]
        /// The folder of `Fixtures/wikipedia` that plays Wikipedia for it.
        var scenario = "amsterdam"
        var description: String { command }
    }

    /// README, then docs/USAGE.md.
    static let readme = UserDocs.all

    /// Every `$ places …` line of a plain code block (```), with the lines up to the next command or the block's end.
    static func shown(in readme: String) -> [Shown] {
        var result: [Shown] = []
        var inBlock = false
        var inPlainBlock = false
        var current: (command: String, lines: [String])?
        // The commands of the plain block that ended last, until the first line after it says whose output it is.
        var lastBlock: Range<Int>?
        func finish() {
            if let current { result.append(Shown(command: current.command, lines: current.lines)) }
            current = nil
        }
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                finish()
                if inPlainBlock { lastBlock = lastBlock.map { $0.lowerBound..<result.count } }
                inPlainBlock = !inBlock && line == "```"
                if inPlainBlock { lastBlock = result.count..<result.count }
                inBlock.toggle()
                continue
            }
            if !inBlock, let block = lastBlock, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let marker = "(Output of the test Wikipedia in `Fixtures/wikipedia/"
                if line.hasPrefix(marker), let name = line.dropFirst(marker.count).split(separator: "`").first {
                    for index in block { result[index].scenario = String(name) }
                }
                lastBlock = nil
            }
            guard inPlainBlock else { continue }
            if line.hasPrefix("$ places ") {
                finish()
                current = (String(line.dropFirst(2)), [])
            } else {
                current?.lines.append(line)
            }
        }
        finish()
        return result
    }

    /// The examples of README's command table that are whole command lines (`places …`), in table order.
    static func tableExamples(in readme: String) -> [String] {
        readme.components(separatedBy: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[3].hasPrefix("`places "), cells[3].hasSuffix("`") else { return nil }
            return String(cells[3].dropFirst().dropLast())
        }
    }

    /// Whether printed `lines` are what README shows. A shown `…` stands for any lines, and a shown line ending in
    /// ` …` for a line that begins with what comes before it, followed by any lines.
    static func matches(_ shown: ArraySlice<String>, _ lines: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return lines.isEmpty }
        if first == "…" {
            return (lines.startIndex...lines.endIndex).contains { matches(shown.dropFirst(), lines[$0...]) }
        }
        guard let line = lines.first else { return false }
        if first.hasSuffix(" …") {
            guard line.hasPrefix(first.dropLast(2)) else { return false }
            return matches(["…"] + shown.dropFirst(), lines.dropFirst())
        }
        return first == line && matches(shown.dropFirst(), lines.dropFirst())
    }

    @Test("README finds what it tests: the shown commands and the table's examples")
    func parses() {
        let shown = Self.shown(in: Self.readme).map(\.command)
        #expect(shown.contains("places list"))
        #expect(shown.contains("places article @4"))
        #expect(Self.tableExamples(in: Self.readme).contains("places export --format gpx"))
        #expect(Self.shown(in: Self.readme).first { $0.command == "places find colosseum" }?.scenario == "landmarks")
        #expect(Self.matches(["a", "b …", "d"], ["a", "bc", "x", "y", "d"]))
        #expect(!Self.matches(["a", "b"], ["a", "c"]))
    }

    @Test("every output README shows is what places prints, on the real feed and the test Wikipedia")
    func shownOutputs() async throws {
        let server = try LoopbackHTTPServer()
        let home = try TemporaryDirectory()
        let repository = Fixtures.root.path + "/"
        for shown in Self.shown(in: Self.readme) {
            let wiki = server.url("/wiki/\(shown.scenario)").absoluteString
            let words = CommandSetTests.shellWords(shown.command).dropFirst().map { word in
                word.hasPrefix("Fixtures/") ? repository + word : word
            }
            let result = try await Transcript.run(
                Transcript.fixture + words,
                folder: home,
                transport: ExampleTests.wikipedia(playedBy: wiki),
                mergingStreams: true
            )
            let printed = result.out.replacingOccurrences(of: repository, with: "").components(separatedBy: "\n").dropLast()
            #expect(Self.matches(shown.lines[...], printed[...]), "README shows for \(shown.command):\n\(shown.lines.joined(separator: "\n"))\nplaces prints:\n\(printed.joined(separator: "\n"))")
        }
    }

    @Test("every example of README's command table runs on the real feed, and succeeds unless it shows a refusal")
    func tableExamples() async throws {
        let server = try LoopbackHTTPServer()
        let home = try TemporaryDirectory()
        let wiki = server.url("/wiki/amsterdam").absoluteString
        let refusals: Set<String> = [#"places inspect "wikipedia://places?lat=91&lon=0""#]
        for example in Self.tableExamples(in: Self.readme) {
            // A full-screen command runs where it can: on a pseudo-terminal.
            if CommandSetTests.shellWords(example).dropFirst().first == ExploreCommand.name {
                try await ExampleTests.runFullScreen(example, home: home, wiki: wiki)
                continue
            }
            let words = try CommandSetTests.shellWords(example).dropFirst().map {
                try ExampleTests.file($0, in: home, importing: example.hasPrefix("places import"))
            }
            let result = try await Transcript.run(
                Transcript.fixture + words,
                folder: home,
                transport: ExampleTests.wikipedia(playedBy: wiki)
            )
            #expect(result.status == (refusals.contains(example) ? .failure : .success), "\(example): \(result.err)")
        }
    }
}
