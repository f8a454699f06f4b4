import Foundation
@testable import PlacesApp
import PlacesData
import PlacesPresentation
import PlacesSystem
import PlacesTestSupport
import Testing

/// The interactive session on a real pseudo-terminal: completion, history, Ctrl-C, Ctrl-D, colour and width.
///
/// A terminal's output is redrawn as keys arrive, so it is waited for piece by piece, not compared whole; the
/// sentences waited for come from the catalogs, so that a change of wording is made in one place.
@Suite(.serialized) struct TerminalTests {
    private let home: TemporaryDirectory
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    init() throws {
        home = try TemporaryDirectory()
    }

    private func session(
        _ arguments: [String],
        environment: [String: String] = [:],
        columns: UInt16 = 100,
        directory: String? = nil
    ) throws -> PseudoTerminal {
        var env = home.xdgEnvironment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        env["TERM"] = "xterm-256color"
        env["LANG"] = "C.UTF-8"
        // Never the public map server: a map here is drawn without its street layer.
        env["PLACES_MAP_SERVER"] = "off"
        env.merge(environment) { _, new in new }
        return try PseudoTerminal(
            executable: BuiltBinary.path, arguments: arguments, environment: env, columns: columns, directory: directory
        )
    }

    /// Waits for `text` after byte `offset`, then for the prompt after it: the session reads a line again, so what is
    /// typed next reaches it. A Tab or Ctrl-D typed while a line still runs reaches the terminal's line discipline
    /// instead, which echoes the one and takes the other as its own end of input, and the session never sees them.
    private func waitForPrompt(_ terminal: PseudoTerminal, after text: String, from offset: Int) async -> Bool {
        guard let shown = await terminal.waitForBytes(text, after: offset) else { return false }
        return await terminal.waitForBytes("places> ", after: shown) != nil
    }

    private var historyFile: String { home.appending("state/places/history") }

    /// The entries of the history file, decoded, without its header.
    private func historyEntries() throws -> [String] {
        try String(contentsOfFile: historyFile, encoding: .utf8).split(separator: "\n")
            .filter { $0 != HistoryFile.header }
            .map { HistoryLineCoding.decoded(String($0)) }
    }

    /// The words of a sentence before the text it quotes: a long quote is broken onto a line of its own.
    private static func opening(of message: (Quoted) -> some Message) -> String {
        let one = message("x").english, other = message("y").english
        var words = zip(one, other).prefix { $0 == $1 }.map(\.0)
        while let last = words.last, !last.isLetter { words.removeLast() }
        return String(words)
    }

    private func recordingOpener() throws -> (path: String, log: String) {
        let log = home.appending("opener.log")
        let path = try home.script("record-opener", "printf '%s\\n' \"$@\" >> '\(log)'")
        return (path, log)
    }

    @Test("Tab completes command names and location names")
    func completion() async throws {
        let opener = try recordingOpener()
        let terminal = try session(fixture, environment: ["PLACES_OPENER": opener.path])
        #expect(await terminal.waitFor("places> "))
        terminal.type("op\t")
        #expect(await terminal.waitForScreen("places> open "))
        terminal.type("Cop\t")
        #expect(await terminal.waitForScreen("places> open Copenhagen"))
        terminal.type("\r")
        #expect(await terminal.waitFor(LocationText.opened(title: "Copenhagen").english))
        #expect(try String(contentsOfFile: opener.log, encoding: .utf8) == "wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen\n")
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test("remove by part of a name asks on a real terminal; yes removes, and undo brings it back with its number")
    func removeConfirmation() async throws {
        let terminal = try session(fixture)
        #expect(await terminal.waitFor("places> "))
        terminal.type("add Gym 52.3 4.3\r")
        #expect(await terminal.waitFor(LocationText.added(number: 5, title: "Gym").english))
        terminal.type("remove gy\r")
        #expect(await terminal.waitFor(LocationText.removeNotExact("gy", number: 5, title: "Gym").english))
        #expect(await terminal.waitFor(PromptText.removePrompt.english))
        terminal.type("yes\r")
        #expect(await terminal.waitFor(LocationText.removed(number: 5, title: "Gym").english + " " + CommandHintText.undoHint(inSession: true).english))
        terminal.type("undo\r")
        #expect(await terminal.waitFor(LocationText.restored(number: 5, title: "Gym").english))
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test("history survives the session and is kept private and bounded")
    func history() async throws {
        let first = try session(fixture)
        #expect(await first.waitFor("places> "))
        first.type("search mum\r")
        #expect(await first.waitFor("Mumbai"))
        first.type("quit\r")
        #expect(await first.waitForExit() == 0)

        #expect(try historyEntries() == ["search mum", "quit"])
        let attributes = try FileManager.default.attributesOfItem(atPath: historyFile)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let second = try session(fixture)
        #expect(await second.waitFor("places> "))
        let mark = second.byteCount
        second.type("\u{1B}[A")
        #expect(await second.waitForScreen("places> quit"))
        second.type("\u{1B}[A")
        #expect(await second.waitForScreen("places> search mum"))
        second.type("\r")
        #expect(await waitForPrompt(second, after: "19.0824° N", from: mark))
        second.type("\u{4}")
        #expect(await second.waitForExit() == 0)

        // Bounded: lines are appended, and a file of more than twice 500 lines is cut to the newest 500.
        for (count, kept) in [(700, 702), (1_200, 502)] {
            let old = (0..<count).map { "search old\($0)" }.joined(separator: "\n")
            try Data("_HiStOrY_V2_\n\(old.replacingOccurrences(of: " ", with: "\\040"))\n".utf8).write(to: URL(fileURLWithPath: historyFile))
            let third = try session(fixture)
            #expect(await third.waitFor("places> "))
            third.type("list\r")
            #expect(await third.waitFor("Copenhagen"))
            third.type("quit\r")
            #expect(await third.waitForExit() == 0)
            let entries = try historyEntries()
            #expect(entries.count == kept, "\(count)")
            #expect(entries.suffix(3) == ["search old\(count - 1)", "list", "quit"], "\(count)")
        }
    }

    @Test("each line is in the history file as soon as it is entered: a killed session loses only the line being typed")
    func historySurvivesKill() async throws {
        let terminal = try session(fixture)
        #expect(await terminal.waitFor("places> "))
        terminal.type("search ams\r")
        #expect(await terminal.waitFor("Amsterdam"))
        terminal.type("search   cop \\ \r")
        terminal.type("search mum")
        #expect(await terminal.waitForScreen("places> search mum"))
        terminal.send(SIGKILL)
        #expect(await terminal.waitForExit() == 128 + SIGKILL)
        #expect(try historyEntries() == ["search ams", "search   cop \\"])
    }

    @Test("a line of 800 accented, CJK, emoji or combining characters is read whole, remembered and recalled")
    func longNonASCIILines() async throws {
        let terminal = try session(fixture)
        #expect(await terminal.waitFor("places> "))
        let lines = ["é", "東", "😀", "e\u{301}"].map { "search " + String(repeating: $0, count: 800) }
        for line in lines {
            let mark = terminal.output.count
            terminal.type(line + "\r")
            #expect(await terminal.waitFor(Self.opening(of: LocationText.noMatch), after: mark), "\(line.prefix(8))")
        }
        // Up recalls the last long line from libedit's history, and it runs again.
        let mark = terminal.output.count
        terminal.type("\u{1B}[A\r")
        #expect(await terminal.waitFor(Self.opening(of: LocationText.noMatch), after: mark))
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(!terminal.output.contains("malloc"))
        #expect(try historyEntries() == lines + ["quit"])
    }

    @Test("Tab offers only Places' own words, never the names of files in the folder, which could carry escapes")
    func completionNeverOffersFiles() async throws {
        let folder = home.appending("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["evil\u{1B}[31mRED\u{1B}]0;PWNED\u{7}name", "everything.txt", "@1", "article-notes"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data())
        }
        let terminal = try session(fixture, directory: folder)
        #expect(await terminal.waitFor("places> "))
        let mark = terminal.output.count
        // Ctrl-U clears the line after each try, so nothing a Tab might have typed is run; an empty line is still
        // being edited, not the end of input.
        for keys in ["where \t\t", "article e\t\t", "article @\t\t", "open \t\t", "x\u{7F}"] {
            terminal.type(keys + "\u{15}")
        }
        let asking = terminal.byteCount
        terminal.type("version\r")
        #expect(await waitForPrompt(terminal, after: PlacesApplication.version, from: asking))
        let typed = terminal.output.dropFirst(mark)
        for fileName in ["PWNED", "RED", "evil", "everything", "@1", "notes", "\u{1B}]0;"] {
            #expect(!typed.contains(fileName), "\(fileName)")
        }
        // Places' own words are still offered: the list's names after open, commands at the start.
        #expect(typed.contains("Amsterdam") && typed.contains("Copenhagen"))
        terminal.type("ar\t")
        #expect(await terminal.waitForScreen("places> article "))
        terminal.type("\u{15}quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test("Tab completes article references after article, nearby and map (@ lists @1…@7), and titles after article")
    func articleReferences() async throws {
        let server = try LoopbackHTTPServer()
        let wiki = server.url("/wiki/amsterdam").absoluteString
        let folder = home.appending("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/@file", contents: Data())
        let terminal = try session(fixture, environment: ["PLACES_WIKI": wiki], directory: folder)
        #expect(await terminal.waitFor("places> "))
        terminal.type("nearby Dam Square 52.3731 4.8926\r")
        #expect(await waitForPrompt(terminal, after: "Kalverstraat", from: 0))
        for command in ["article", "nearby", "map"] {
            let mark = terminal.output.count
            terminal.type("\(command) @\t\t")
            #expect(await terminal.waitFor("@7", after: mark), "\(command)")
            #expect(!terminal.output.dropFirst(mark).contains("@file"), "\(command)")
            terminal.type("\u{15}")
        }
        terminal.type("article Roy\t")
        #expect(await terminal.waitForScreen("places> article Royal Palace of Amsterdam"))
        let mark = terminal.output.count
        terminal.type("\r")
        // The page's own address, as the summary gives it, not one rebuilt from the loopback wiki's.
        #expect(await terminal.waitFor(LinkText.handleOnWeb(url: "https://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam").english, after: mark))
        #expect(terminal.output.dropFirst(mark).contains("Royal Palace of Amsterdam"))
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        server.stop()
    }

    @Test("history kept behind a symbolic link stays a link, and the file it leads to is updated")
    func historyThroughLink() async throws {
        let dotfiles = home.appending("dotfiles")
        try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.appending("state/places"), withIntermediateDirectories: true)
        let link = home.appending("state/places/history")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dotfiles + "/places-history")
        let terminal = try session(fixture)
        #expect(await terminal.waitFor("places> "))
        terminal.type("search mum\r")
        #expect(await terminal.waitFor("Mumbai"))
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == dotfiles + "/places-history")
        #expect(try String(contentsOfFile: dotfiles + "/places-history", encoding: .utf8).contains("search"))
    }

    @Test("Ctrl-C cancels a fetch and returns to the prompt; Ctrl-C at the prompt drops the line; Ctrl-D quits")
    func interrupts() async throws {
        let server = try LoopbackHTTPServer()
        let stalling = server.url("/locations.json?stall=600&after=10")
        // A copy saved by an earlier fetch, which the cancelled fetch falls back to.
        let cache = FeedCache(directory: home.appending("cache/places"))
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        try Fixtures.data("locations.json").write(to: URL(fileURLWithPath: cache.path(forKey: stalling.absoluteString)))
        // What `open something` says when it runs: the line below must be dropped before it does.
        let unanswered = try await BuiltBinary.run(fixture + ["open", "something"], environment: home.xdgEnvironment).err
        try #require(!unanswered.isEmpty)
        let terminal = try session(["--timeout", "60", "--source", stalling.absoluteString])
        #expect(await terminal.waitFor(SessionText.fetching(source: Quoted(locator: stalling.absoluteString)).english))
        terminal.type("\u{3}")
        let cancelled = FeedText.showingSaved(reason: FeedText.feedCancelled.english, age: FeedText.ageJustNow.english)
        #expect(await terminal.waitFor(cancelled.english))
        #expect(await terminal.waitFor("places> "))
        let mark = terminal.output.count
        terminal.type("open something\u{3}")
        #expect(await terminal.waitFor("places> ", after: mark))
        let listing = terminal.byteCount
        terminal.type("list\r")
        #expect(await waitForPrompt(terminal, after: "Copenhagen", from: listing))
        #expect(!terminal.output.dropFirst(mark).contains(unanswered.trimmingCharacters(in: .newlines)))
        terminal.type("\u{4}")
        #expect(await terminal.waitForExit() == 0)
        server.stop()
    }

    @Test("Ctrl-C in a one-shot command during a fetch clears the spinner's line and ends it by SIGINT: status 130")
    func interruptOneShot() async throws {
        let server = try LoopbackHTTPServer()
        let stalling = server.url("/locations.json?stall=600&after=10")
        let terminal = try session(["--timeout", "60", "--source", stalling.absoluteString, "list"], columns: 160)
        let fetching = SessionText.fetching(source: Quoted(locator: stalling.absoluteString)).english
        // The spinner's frame, drawn once the fetch has taken a moment: Ctrl-C comes while it spins.
        #expect(await terminal.waitFor("⠋ " + fetching))
        terminal.type("\u{3}")
        #expect(await terminal.waitForExit() == 128 + SIGINT)
        #expect(ExitStatus.interrupted.rawValue == 128 + SIGINT)
        let screen = terminal.display.text
        #expect(!screen.contains(fetching) && !screen.contains("^C"), "\(screen)")
        server.stop()
    }

    @Test("on a terminal long output goes through $PAGER and the sentence about it follows; --no-pager prints it")
    func pager() async throws {
        let record = home.appending("paged.txt")
        let pager = try home.script("record-pager", "cat > '\(record)'")
        let long = fixture + ["where", "san", "--limit", "100"]
        let environment = ["PAGER": pager, "NO_COLOR": "1"]
        let printed = try session(["--no-pager"] + long, environment: environment)
        #expect(await printed.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: record), "--no-pager ran the pager")
        let paging = try session(long, environment: environment)
        #expect(await paging.waitForExit() == 0)
        let paged = try String(contentsOfFile: record, encoding: .utf8)
        let table = paged.split(separator: "\n")
        #expect(table.count > 30, "a screen of 30 rows")
        // The same table, printed whole on the terminal with --no-pager; the sentence about it after it.
        let plain = printed.output.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(plain.hasPrefix(paged), "\(plain)")
        let sentence = String(plain.dropFirst(paged.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!sentence.isEmpty)
        let shown = paging.output.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(shown == sentence, "only the sentence is on the terminal: the table went to the pager")
        // Into a pipe, never.
        try FileManager.default.removeItem(atPath: record)
        let piped = try await BuiltBinary.run(long, environment: home.xdgEnvironment.merging(environment) { _, new in new })
        #expect(piped.status == 0 && piped.out.split(separator: "\n").count == table.count)
        #expect(!FileManager.default.fileExists(atPath: record))
    }

    @Test("Ctrl-C at \"which one?\" cancels that command only: nothing is added, and the next fetch is not cancelled")
    func interruptAtTheQuestion() async throws {
        let server = try LoopbackHTTPServer()
        let terminal = try session(["--source", server.url("/locations.json").absoluteString])
        #expect(await terminal.waitFor("places> "))
        var mark = terminal.output.count
        terminal.type("add Springfield\r")
        #expect(await terminal.waitFor(PromptText.chooseOne.english.trimmingCharacters(in: .whitespaces), after: mark))
        terminal.type("\u{3}")
        #expect(await terminal.waitFor(PlaceText.chooseCancelled.english, after: mark))
        #expect(await terminal.waitFor("places> ", after: mark))
        mark = terminal.output.count
        // A fetch after the question runs to its end: the interrupt was spent on the question.
        terminal.type("refresh\r")
        #expect(await terminal.waitFor("places> ", after: mark))
        terminal.type("list\r")
        #expect(await terminal.waitFor("Copenhagen", after: mark))
        let after = String(terminal.output.dropFirst(mark))
        #expect(!after.contains(FeedText.feedCancelled.english), "\(after)")
        #expect(!after.contains("Springfield"), "\(after)")
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        let store = (try? String(contentsOfFile: home.appending("data/places/custom-locations.json"), encoding: .utf8)) ?? ""
        #expect(!store.contains("Springfield"))
        server.stop()
    }

    @Test("colour on a terminal, but not with NO_COLOR, TERM=dumb or --no-color")
    func color() async throws {
        let colored = try session(fixture + ["list"])
        #expect(await colored.waitForExit() == 0)
        #expect(colored.output.contains("\u{1B}[1m#"))
        for (environment, arguments) in [(["NO_COLOR": "1"], []), (["TERM": "dumb"], []), ([:], ["--no-color"])] as [([String: String], [String])] {
            let plain = try session(fixture + arguments + ["list"], environment: environment)
            #expect(await plain.waitForExit() == 0)
            // No colour: no SGR sequence (a spinner's erasing of its line, on a slow load, is not colour).
            #expect(plain.output.firstRange(of: /\u{1B}\[[0-9;]*m/) == nil, "\(environment) \(arguments)")
            if environment["TERM"] == "dumb" { #expect(!plain.output.contains("\u{1B}["), "a dumb terminal gets no escapes at all") }
            #expect(plain.output.contains("Copenhagen"))
        }
    }

    @Test("the table fits the terminal's width")
    func width() async throws {
        let terminal = try session(["--source", Fixtures.url("hostile-names.json").path, "--no-color", "list"], columns: 40)
        #expect(await terminal.waitForExit() == 0)
        let lines = terminal.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.count > 10)
        for line in lines {
            #expect(line.count <= 40, "\(line)")
        }
        #expect(terminal.output.contains("…"))
    }

    @Test("--plain announces progress once in words and draws no spinner")
    func plainProgress() async throws {
        let server = try LoopbackHTTPServer()
        let source = server.url("/locations.json?delay=0.5").absoluteString
        let terminal = try session(["--plain", "--source", source, "list"])
        #expect(await terminal.waitForExit() == 0)
        let output = terminal.output
        #expect(output.components(separatedBy: SessionText.fetching(source: Quoted(locator: source)).english).count == 2)
        #expect(!output.contains("⠋") && !output.contains("\u{1B}[K"))
        // The same sentences as through a pipe.
        let piped = try await BuiltBinary.run(fixture + ["--plain", "list"], environment: home.xdgEnvironment).out
        #expect(output.replacingOccurrences(of: "\r\n", with: "\n").contains(piped))
        server.stop()
    }
}
