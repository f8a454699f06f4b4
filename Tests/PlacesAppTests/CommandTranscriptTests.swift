import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Synchronization
import Testing

/// One-shot commands: arguments in, the whole output and exit status compared with `Fixtures/golden/commands/`. The
/// outputs that need no more than a command line are files in `Fixtures/golden/runs/`, run by ``GoldenRunTests``.
@MainActor
@Suite struct CommandTranscriptTests {
    @Test("every --json output is written one way: each object on one line, members as \"key\": value, as list writes them", arguments: [
        ["--json", "list"], ["--json", "search", "cop"], ["--json", "link", "1"], ["--json", "where", "kyoto"],
        ["--json", "inspect", "wikipedia://places?lat=52.37&lon=4.89"], ["--json", "inspect", "wikipedia://places?lat=91&lon=0"],
    ])
    func jsonStyle(arguments: [String]) async throws {
        let result = try await Transcript.run(Transcript.fixture + arguments)
        _ = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
        for line in result.out.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            #expect(["[", "]"].contains(String(trimmed)) || (trimmed.hasPrefix("{") && (trimmed.hasSuffix("}") || trimmed.hasSuffix("},"))), "\(line)")
            #expect(line.components(separatedBy: "\":").count == line.components(separatedBy: "\": ").count, "\(line)")
        }
    }

    @Test("--json output is valid JSON with a null name for the unnamed location")
    func json() async throws {
        let all = try await Transcript.run(Transcript.fixture + ["list", "--json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(all.out.utf8)) as? [[String: Any]]
        #expect(decoded?.count == 4)
        #expect(decoded?[3]["name"] is NSNull)
    }

    @Test("open hands the link to the opener and confirms")
    func open() async throws {
        let opener = RecordingOpener()
        let result = try await Transcript.run(Transcript.fixture + ["open", "3"], opener: opener)
        Golden.expect(result, "commands/open.txt")
        #expect(opener.links == ["wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen"])
    }

    @Test("with no app for wikipedia:// links, one sentence and the web page")
    func noHandler() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["open", "amsterdam"], opener: RecordingOpener(answer: .noHandler))
        Golden.expect(result, "commands/open-no-handler.txt")
    }

    @Test("a blank argument is no argument: every command that needs one says so and exits 2, asking nothing")
    func blankArgument() async throws {
        let commands = CommandSet.all.filter { $0.argument == .required }.map(\.name)
        #expect(commands.contains("read") && commands.contains("open"))
        for command in commands {
            for blank in ["", "   "] {
                let result = try await Transcript.run(Transcript.fixture + [command, blank])
                #expect(result.status == .usage, "\(command) '\(blank)': \(result.err)")
                #expect(result.out == "")
                #expect(result.err.hasPrefix("\(command) needs an argument"), "\(command): \(result.err)")
            }
        }
    }

    @Test("usage errors say what is wrong and exit 2", arguments: [
        (["--bogus"], "unknown-option"),
        (["frobnicate"], "unknown-command"),
        (["serch", "cop"], "unknown-command-suggested"),
        (["open"], "missing-argument"),
        (["list", "extra"], "unexpected-argument"),
        (["--link-style", "nope", "list"], "invalid-link-style"),
        (["--source"], "missing-option-value"),
        (["--json=yes", "list"], "flag-with-value"),
        (["--timeout", "0", "list"], "timeout-zero"),
        (["--timeout", "0.0001", "list"], "timeout-too-small"),
        (["--timeout", "0x10", "list"], "timeout-hex"),
        (["--timeout", "1e1", "list"], "timeout-exponent"),
        (["--timeout=-5", "list"], "timeout-negative"),
        (["--timeout", "inf", "list"], "timeout-infinite"),
        (["--source", "ftp://example.com/x.json", "list"], "source-ftp"),
        (["quit"], "quit-outside-session"),
        (["help", "nope"], "help-unknown-topic"),
        (["add", "Somewhere", "91", "0"], "add-latitude-range"),
        (["add", "52,4"], "add-ambiguous-comma"),
    ])
    func usageErrors(arguments: [String], name: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + arguments)
        #expect(result.status == .usage)
        #expect(result.out == "")
        Golden.expect(result, "usage/\(name).txt")
    }

    @Test("help lists the commands; help COMMAND explains one with examples")
    func help() async throws {
        let overview = try await Transcript.run(["help"])
        Golden.expect(overview, "help/overview.txt")
        for command in CommandSet.all {
            #expect(overview.out.contains(command.name), "\(command.name) is missing from help")
        }
        let open = try await Transcript.run(["help", "open"])
        Golden.expect(open, "help/open.txt")
        #expect(try await Transcript.run(["--help"]).out == overview.out)
        #expect(try await Transcript.run(["open", "--help"]).out == open.out)
    }

    @Test("help fits the terminal's width at word boundaries, and a help longer than the screen goes through the pager")
    func helpFitsAndPages() async throws {
        for width in [40, 60, 80, 120] {
            let style = OutputStyle(interactive: false, animated: false, color: false, plain: false, width: width)
            for arguments in [["help"], ["help", "nearby"], ["help", "add"]] {
                let result = try await Transcript.run(arguments, style: style)
                let widest = result.out.split(separator: "\n").map { DisplayText.width(of: String($0)) }.max() ?? 0
                #expect(widest <= max(width, 40), "\(arguments) at \(width): \(widest)")
                #expect(!result.out.contains(" \n"), "\(arguments) at \(width) leaves trailing spaces")
            }
        }
        let paged = Mutex<[String]>([])
        let terminal = OutputStyle(interactive: true, animated: false, color: false, plain: false, width: 80, height: 24, pages: true)
        let result = try await Transcript.run(["help"], style: terminal, pager: { text in paged.withLock { $0.append(text) }; return true })
        #expect(result.out == "")
        #expect(paged.withLock { $0 } == [HelpCommand.overview(.english, width: 80) + "\n"])
        let short = try await Transcript.run(["help", "list"], style: terminal, pager: { text in paged.withLock { $0.append(text) }; return true })
        #expect(short.out.hasPrefix("list"), "a help that fits the screen is printed")
        let noPager = try await Transcript.run(["help"], style: terminal, pager: { _ in false })
        #expect(noPager.out == HelpCommand.overview(.english, width: 80) + "\n", "without a pager the help is printed")
    }

    @Test("any output longer than the screen goes through the pager on a terminal, what was said about it after; --no-pager and pipes print it")
    func longOutputPages() async throws {
        let paged = Mutex<[String]>([])
        let recording: @Sendable (String) async -> Bool = { text in paged.withLock { $0.append(text) }; return true }
        let terminal = OutputStyle(interactive: true, animated: false, color: false, plain: false, width: 80, height: 24, pages: true)
        let long = ["where", "san", "--limit", "100"]
        let piped = try await Transcript.run(long, pager: recording)
        #expect(piped.out.split(separator: "\n").count > 24 && !piped.err.isEmpty)
        #expect(paged.withLock { $0 }.isEmpty, "never paged into a pipe")
        // Merged as a terminal shows them: the table went to the pager, and the sentence about it follows.
        let shown = try await Transcript.run(long, style: terminal, pager: recording, mergingStreams: true)
        #expect(paged.withLock { $0 } == [piped.out])
        #expect(shown.out == piped.err)
        let printed = try await Transcript.run(["--no-pager"] + long, style: terminal, pager: recording, mergingStreams: true)
        #expect(printed.out == piped.out + piped.err)
        let short = try await Transcript.run(["where", "san"], style: terminal, pager: recording)
        #expect(short.out == (try await Transcript.run(["where", "san"])).out, "what fits the screen is printed")
        #expect(paged.withLock { $0 }.count == 1)
    }

    @Test("--version prints the version and credits the data built in")
    func version() async throws {
        Golden.expect(try await Transcript.run(["--version"]), "commands/version.txt")
    }

    @Test("a source that cannot be read is refused: no other feed's data stands in for it")
    func sourceRefused() async throws {
        Golden.expect(try await Transcript.run(["--source", "/nonexistent/feed.json", "list"]), "commands/source-refused.txt")
    }

    @Test("the default feed, unreachable and never saved, falls back to the copy built into places")
    func defaultFeedFallsBack() async throws {
        let unreachable = HTTPTransport { _ async throws(HTTPFailure) -> Data in throw .unreachable(host: "raw.githubusercontent.com") }
        let result = try await Transcript.run(["list"], transport: { _ in unreachable })
        Golden.expect(result, "commands/default-feed-falls-back.txt")
        #expect(result.out == (try await Transcript.run(Transcript.fixture + ["list"])).out)
    }

    @Test("a notice the last run said is said briefly; --quiet and PLACES_QUIET say none; on a terminal it breaks at spaces")
    func noticesOnce() async throws {
        let unreachable = HTTPTransport { _ async throws(HTTPFailure) -> Data in throw .unreachable(host: "raw.githubusercontent.com") }
        let home = try TemporaryDirectory()
        let first = try await Transcript.run(["list"], folder: home, transport: { _ in unreachable })
        let second = try await Transcript.run(["list"], folder: home, transport: { _ in unreachable })
        #expect(first.err == FeedText.showingSnapshot(
            reason: FeedText.feedUnreachable(host: "raw.githubusercontent.com").english, capturedOn: "2026-11-22"
        ).english + "\n")
        #expect(second.err == FeedText.stillSnapshot(capturedOn: "2026-11-22").english + "\n")
        #expect(second.out == first.out)
        let quiet = try await Transcript.run(["--quiet", "list"], folder: home, transport: { _ in unreachable })
        #expect(quiet.err == "" && quiet.out == first.out)
        let environment = try await Transcript.run(["list"], environment: ["PLACES_QUIET": "1"], folder: home, transport: { _ in unreachable })
        #expect(environment.err == "")
        let terminal = OutputStyle(interactive: false, animated: true, color: false, plain: false, width: 40)
        let wrapped = try await Transcript.run(["list"], style: terminal, transport: { _ in unreachable })
        // What follows the spinner's last erasure is the notice.
        let lines = (wrapped.err.components(separatedBy: "\r\u{1B}[K").last ?? "").split(separator: "\n")
        #expect(lines.count > 1 && lines.allSatisfy { DisplayText.width(of: String($0)) <= 40 })
        #expect(lines.joined(separator: " ") + "\n" == first.err)
    }

    @Test("skipped entries are reported, the rest shown")
    func skipped() async throws {
        let result = try await Transcript.run(["--source", Fixtures.url("skipped-entries.json").path, "--json", "list"])
        Golden.expect(result, "commands/skipped-entries.txt")
        #expect(result.out.components(separatedBy: "\"number\"").count - 1 == 7)
    }

    @Test("Dutch output follows LANG; links and JSON do not change")
    func dutch() async throws {
        let dutch = ["LANG": "nl_NL.UTF-8"]
        Golden.expect(try await Transcript.run(Transcript.fixture + ["list"], environment: dutch), "dutch/list.txt")
        Golden.expect(try await Transcript.run(Transcript.fixture + ["frobnicate"], environment: dutch), "dutch/unknown-command.txt")
        let json = try await Transcript.run(Transcript.fixture + ["--json", "list"], environment: dutch)
        #expect(json.out == (try await Transcript.run(Transcript.fixture + ["--json", "list"])).out)
    }
}
