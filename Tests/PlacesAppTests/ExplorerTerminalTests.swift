import Foundation
@testable import PlacesApp
import PlacesPresentation
import PlacesTestSupport
import Testing

/// `explore` on a real pseudo-terminal against the loopback Wikipedia: each step checked on the screen a terminal
/// would show, and every way of leaving checked to give the terminal back exactly as it was — the main screen, the
/// cursor, mouse reports off, and the same modes (echo, line mode, signals from keys).
@Suite(.serialized, .timeLimit(.minutes(3))) struct ExplorerTerminalTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    private func start(_ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100, rows: UInt16 = 30) throws -> PseudoTerminal {
        try PseudoTerminal(executable: BuiltBinary.path, arguments: fixture + arguments, environment: self.environment(environment), columns: columns, rows: rows)
    }

    /// What the program runs with: its own folders, a terminal that understands the view, the loopback Wikipedia, and
    /// no street layer (never the public map server; StreetLayerTerminalTests draws streets from the loopback one).
    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = home.xdgEnvironment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        env["TERM"] = "xterm-256color"
        env["LANG"] = "C.UTF-8"
        env["PLACES_WIKI"] = server.url("/wiki/amsterdam").absoluteString
        env["PLACES_MAP_SERVER"] = "off"
        env.merge(extra) { _, new in new }
        return env
    }

    /// The view is gone and the terminal is as it was before the program started.
    private func expectRestored(_ terminal: PseudoTerminal, mapOnMainScreen: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = terminal.display
        #expect(!screen.isAlternate, "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(screen.cursorVisible, "the cursor is still hidden", sourceLocation: sourceLocation)
        #expect(!screen.mouseReporting, "the mouse is still reported", sourceLocation: sourceLocation)
        #expect(!screen.bracketedPaste, "pastes are still bracketed", sourceLocation: sourceLocation)
        #expect(mapOnMainScreen || !screen.text.contains("⣿"), "the map was drawn on the main screen", sourceLocation: sourceLocation)
        #expect(terminal.modes == terminal.initialModes, "the terminal's modes were not restored", sourceLocation: sourceLocation)
        #expect(terminal.modes?.echoes == true && terminal.modes?.readsLines == true && terminal.modes?.keysSignal == true, sourceLocation: sourceLocation)
    }

    /// Waits for the first whole frame of the explorer around Amsterdam with its articles listed, nearest first.
    private func firstFrame(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) async throws -> TerminalScreen {
        try #require(await terminal.waitForDisplay { $0.isAlternate && $0.frameComplete && $0.text.contains("@1 Royal Palace of Amsterdam") }, sourceLocation: sourceLocation)
    }

    @Test("explore amsterdam: pan, zoom, select, summary, search this area, resize, click, and q gives the terminal back")
    func wholeVisit() async throws {
        let terminal = try start(["explore", "amsterdam"])
        var screen = try await firstFrame(terminal)
        // The articles are 4 km north-east of the list's Amsterdam: the map is fitted to them and the place.
        #expect(screen.lines[0].hasPrefix(MapText.regionalTitle(width: "10 km", centre: Quoted("Amsterdam")).english), "\(screen.lines[0])")
        #expect(!screen.cursorVisible && screen.mouseReporting && screen.bracketedPaste)
        #expect(terminal.modes?.echoes == false && terminal.modes?.readsLines == false && terminal.modes?.keysSignal == false)
        #expect(screen.lines[29].contains("pan") && screen.lines[29].contains("zoom") && screen.lines[29].contains("leave"))
        #expect(screen.find("├") != nil, "the scale under the map")

        // Pan north, away from the articles and the place: the centre is no longer Amsterdam, and searching this area
        // is suggested.
        terminal.type("k")
        screen = try #require(await terminal.waitForFrame(showing: ExplorerScreenText.searchHere(search: "s").english))
        #expect(screen.lines[0].hasPrefix(MapText.regionalTitle(width: "10 km", centre: Quoted("52.")).english), "\(screen.lines[0])")

        // Zoom in and out again.
        terminal.type("+")
        screen = try #require(await terminal.waitForFrame(showing: SentenceStart.mapTitle(width: "5 km")))
        terminal.type("-")
        screen = try #require(await terminal.waitForFrame(showing: SentenceStart.mapTitle(width: "10 km")))

        // Select the first article: its row in inverse video, its mark on the map highlighted.
        terminal.type("\t")
        screen = try #require(await terminal.waitForDisplay { $0.frameComplete && Self.selectedRow($0)?.contains("@1 Royal Palace") == true })
        let row = try #require(Self.selectedRow(screen))
        let mark = try #require(Self.highlightedMark(screen))
        #expect(row.contains("@1") && mark.character == "1", "the row's article is the mark's number: \(row), \(mark.character)")

        // Its summary, then close it.
        terminal.type("\r")
        screen = try #require(await terminal.waitForFrame(showing: "The Royal Palace of Amsterdam stands"))
        #expect(screen.text.contains("Palace in Amsterdam, Netherlands"))
        terminal.type("\u{1B}")
        screen = try #require(await terminal.waitForFrame(showing: "@1 Royal Palace"))

        // Search this area: a new question around the new centre, and the list made around it.
        let asked = server.receivedRequests.filter { $0.contains("generator=geosearch") }.count
        terminal.type("s")
        screen = try #require(await terminal.waitForDisplay { screen in
            screen.frameComplete && screen.lines.contains { $0.contains(SentenceStart.nearbyHeading) && $0.contains("52.") && !$0.contains("Amsterdam (") }
        })
        #expect(server.receivedRequests.filter { $0.contains("generator=geosearch") }.count > asked)

        // A click on a row of the list selects that article.
        let third = try #require(screen.find("@3 "))
        terminal.type("\u{1B}[<0;\(third.column + 1);\(third.row + 1)M")
        screen = try #require(await terminal.waitForDisplay { $0.frameComplete && Self.selectedRow($0)?.contains("@3") == true })

        // Narrower: the list goes under the map, the key bar stays on the last line.
        terminal.resize(columns: 70, rows: 24)
        screen = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.columns == 70 && $0.lines[23].contains("pan") && $0.lines[0].hasPrefix(SentenceStart.regionalMap + " ") })
        #expect(screen.lines.allSatisfy { $0.count <= 70 })

        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("explore amsterdam opens on the articles; Tab to an article off the map moves the map to it, and zooming keeps it")
    func selectionPans() async throws {
        let terminal = try start(["explore", "amsterdam"])
        var screen = try await firstFrame(terminal)
        // The list's Amsterdam, 4.6 km west of the articles, is said and marked; the map is fitted to both.
        #expect(screen.text.contains(PlaceText.fromList(place: "Amsterdam", number: 1).english), "\(screen.text)")
        #expect(screen.text.contains(MapText.keyPlace(symbol: "+", name: "Amsterdam").english))
        #expect(screen.find("+") != nil)
        // Zoomed in to 500 m across around the middle of it all, no article is on the map.
        terminal.type("++++++")
        screen = try #require(await terminal.waitForFrame(showing: SentenceStart.mapTitle(width: "500 m")))
        // Each Tab moves the map to the article selected, whose mark is on it, highlighted; nothing is said about it.
        for number in 1...4 {
            terminal.type("\t")
            screen = try #require(await terminal.waitForDisplay { $0.frameComplete && Self.selectedRow($0)?.contains("@\(number) ") == true })
            _ = try #require(Self.highlightedMark(screen), "@\(number) is on the map: \(screen.text)")
            #expect(!screen.text.contains(ExplorerScreenText.searchHere(search: "s").english))
        }
        // Zooming out and in again keeps the selected article's mark on the map.
        terminal.type("-")
        screen = try #require(await terminal.waitForFrame(showing: SentenceStart.mapTitle(width: "1 km")))
        terminal.type("+")
        screen = try #require(await terminal.waitForFrame(showing: SentenceStart.mapTitle(width: "500 m")))
        #expect(Self.highlightedMark(screen) != nil && Self.selectedRow(screen)?.contains("@4 ") == true)
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("Ctrl-C leaves and gives the terminal back", arguments: ["\u{3}", "\u{1B}"])
    func leavingByKey(key: String) async throws {
        let terminal = try start(["explore", "amsterdam"])
        _ = try await firstFrame(terminal)
        terminal.type(key)
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("Alt keys, unknown sequences and a terminal's strings leave the view up: only Esc alone leaves")
    func ignoredSequences() async throws {
        let terminal = try start(["explore", "amsterdam"])
        _ = try await firstFrame(terminal)
        // Each in one piece, as a terminal sends it: Alt-x, Alt-Left, Alt-Shift-P (or a DCS string's start, ended
        // next), a window title (OSC) and a colour query's answer.
        for sequence in ["\u{1B}x", "\u{1B}\u{1B}[D", "\u{1B}P", "\u{1B}\\", "\u{1B}]0;title\u{7}", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"] {
            terminal.type(sequence)
        }
        // A key after them is still a key, in the view: had any of them left it, the program would have ended.
        terminal.type("?")
        let keys = try #require(await terminal.waitForFrame(showing: ExplorerScreenText.keysTitle.english, timeout: 60))
        #expect(keys.isAlternate)
        #expect(!keys.text.contains("title") && !keys.text.contains("rgb"), "a string's bytes were typed")
        terminal.type("q")
        #expect(await terminal.waitForExit(timeout: 60) == 0)
        expectRestored(terminal)
    }

    @Test("under a shell with job control, Ctrl-Z and kill -TSTP stop it with the terminal given back; fg takes the view back")
    func stoppingUnderAShell() async throws {
        let prompt = "places-test$ "
        let terminal = try PseudoTerminal(
            executable: "/bin/bash",
            arguments: ["--norc", "--noprofile", "--noediting", "-i"],
            environment: environment(["PS1": prompt])
        )
        #expect(await terminal.waitForBytes(prompt, after: 0, timeout: 60) != nil)
        // sh says its process id, then becomes places: the shell's job, and the process to send SIGTSTP to.
        let words = [BuiltBinary.path] + fixture + ["explore", "amsterdam"]
        terminal.type("sh -c 'echo PID=$$; exec \"$0\" \"$@\"' " + words.map { "'\($0)'" }.joined(separator: " ") + "\r")
        _ = try #require(await terminal.waitForDisplay(timeout: 60) { $0.isAlternate && $0.frameComplete && $0.text.contains("@1 Royal Palace of Amsterdam") })
        let said = try #require(terminal.output.firstMatch(of: /PID=([0-9]+)/), "\(terminal.output)")
        let pid = try #require(pid_t(said.1))

        for (way, stop) in [("Ctrl-Z", { terminal.type("\u{1A}") }), ("kill -TSTP", { _ = kill(pid, SIGTSTP) })] as [(String, () -> Void)] {
            let before = terminal.byteCount
            stop()
            // The shell says the job stopped once it has: by then the terminal must be as the shell needs it, and
            // stay so while the job is stopped.
            let stopped = try #require(await terminal.waitForBytes("Stopped", after: before, timeout: 60), "\(way): \(terminal.output)")
            #expect(await terminal.waitForBytes(prompt, after: stopped, timeout: 60) != nil, "\(way)")
            let shell = terminal.display
            #expect(!shell.isAlternate, "\(way): the shell's prompt is on the alternate screen")
            #expect(shell.cursorVisible, "\(way): the cursor is hidden at the shell's prompt")
            #expect(!shell.mouseReporting, "\(way): the mouse is reported at the shell's prompt")
            #expect(!shell.bracketedPaste, "\(way): pastes are bracketed at the shell's prompt")
            #expect(shell.lines.contains { $0.hasPrefix(prompt.trimmingCharacters(in: .whitespaces)) }, "\(way): \(shell.text)")

            let resumed = terminal.byteCount
            terminal.type("fg\r")
            let back = await terminal.waitForDisplay(timeout: 60) { $0.isAlternate && $0.frameComplete && $0.text.contains("@1 Royal Palace of Amsterdam") }
            #expect(back != nil && terminal.byteCount > resumed, "\(way): the view is not back after fg")
            #expect(terminal.modes?.echoes == false && terminal.modes?.keysSignal == false, "\(way): not in raw mode after fg")
        }

        let leaving = terminal.byteCount
        terminal.type("q")
        #expect(await terminal.waitForBytes(prompt, after: leaving, timeout: 60) != nil)
        terminal.type("echo status=$?\r")
        #expect(await terminal.waitForBytes("status=0", after: leaving, timeout: 60) != nil, "\(terminal.output)")
        let shell = terminal.display
        #expect(!shell.isAlternate && shell.cursorVisible && !shell.mouseReporting && !shell.bracketedPaste)
        terminal.type("exit\r")
        #expect(await terminal.waitForExit(timeout: 60) != nil)
    }

    @Test(
        "SIGTERM, SIGHUP, SIGINT, and a crash's signals sent from outside end it as they would, after giving the terminal back",
        arguments: [SIGTERM, SIGHUP, SIGINT, SIGABRT, SIGSEGV, SIGQUIT, SIGUSR1, SIGALRM, SIGXCPU]
    )
    func leavingBySignal(signal: Int32) async throws {
        // With Swift's backtracer on, as a person runs it: `kill -ABRT` once reached the backtracer, which asked for a
        // key and then let the process spin on with its view given back.
        let terminal = try start(["explore", "amsterdam"])
        _ = try await firstFrame(terminal)
        terminal.send(signal)
        #expect(await terminal.waitForExit() == 128 + signal)
        expectRestored(terminal)
    }

    @Test("/ finds a place by name inside the view and goes there; ? lists every key")
    func findingAndKeys() async throws {
        let terminal = try start(["explore", "amsterdam"])
        _ = try await firstFrame(terminal)
        terminal.type("?")
        // The panel wraps a line of help: its start is on one line of the screen.
        let keys = try #require(await terminal.waitForFrame(showing: String(ExplorerText.helpSearch.english.prefix(20))))
        #expect(keys.text.contains(ExplorerScreenText.keysTitle.english) && keys.text.contains(ExplorerText.helpPan.english.prefix(12)))
        terminal.type("?/")
        _ = try #require(await terminal.waitForFrame(showing: ExplorerText.findPrompt.english + "█"))
        terminal.type("copenhagen\r")
        let there = try #require(await terminal.waitForFrame(showing: "around Copenhagen"))
        #expect(there.lines[0].contains("Copenhagen"))
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    // An arrow whose bytes arrive apart is one arrow: KeyDecoder's own test (ExplorerScreenTests) says so with no
    // clock; here a pause between writes would be a race with the Esc wait that a loaded machine can lose.
    @Test("an arrow pans the map; a paste is text for the find prompt, never keys, and ends without its end marker")
    func arrowsAndPastes() async throws {
        let terminal = try start(["explore", "amsterdam"])
        _ = try await firstFrame(terminal)
        // Down pans south; the view stays.
        terminal.type("\u{1B}[B")
        let moved = try #require(await terminal.waitForFrame(showing: ExplorerScreenText.searchHere(search: "s").english))
        #expect(moved.isAlternate && moved.lines[0].hasPrefix(MapText.regionalTitle(width: "10 km", centre: Quoted("52.")).english), "\(moved.lines[0])")

        // On the map a paste does nothing: had its "/" and "x" been keys, the prompt would hold "x/".
        terminal.type("\u{1B}[200~a\u{1}b\u{1B}[31md/x\u{1B}[201~")
        terminal.type("/")
        let prompt = try #require(await terminal.waitForFrame(showing: ExplorerText.findPrompt.english))
        #expect(prompt.text.contains(ExplorerText.findPrompt.english + "█"), "\(prompt.text)")
        // In the prompt it is typed, on one line: its line break does not find.
        terminal.type("\u{1B}[200~copen\u{1B}[201~\u{1B}[200~hagen\r\n\u{1B}[201~")
        _ = try #require(await terminal.waitForFrame(showing: ExplorerText.findPrompt.english + "copenhagen  █"))
        terminal.type("\r")
        _ = try #require(await terminal.waitForFrame(showing: "around Copenhagen"))

        // A paste's start and its text, and then nothing — no end marker: once nothing more arrives the paste is
        // over, typed into the prompt, and keys are keys again.
        terminal.type("/")
        _ = try #require(await terminal.waitForFrame(showing: ExplorerText.findPrompt.english + "█"))
        terminal.type("\u{1B}[200~kyo")
        _ = try #require(await terminal.waitForFrame(showing: ExplorerText.findPrompt.english + "kyo█"))
        terminal.type("to\r")
        _ = try #require(await terminal.waitForFrame(showing: "around Kyoto"))
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("the mouse wheel over an open panel scrolls the panel; over the map it zooms")
    func wheelOverPanel() async throws {
        let terminal = try start(["explore", "amsterdam"], columns: 80, rows: 24)
        _ = try #require(await terminal.waitForDisplay { $0.isAlternate && $0.frameComplete && $0.text.contains("Royal Palace") })
        terminal.type("?")
        let top = try #require(await terminal.waitForFrame(showing: "▼"))
        let title = try #require(top.find(ExplorerScreenText.keysTitle.english))
        // Towards the person, over the list of keys (SGR reports count from 1): it scrolls, the map stays.
        terminal.type("\u{1B}[<65;\(title.column + 2);\(title.row + 3)M")
        let scrolled = try #require(await terminal.waitForFrame(showing: "▲"))
        #expect(scrolled.lines[0] == top.lines[0], "the map zoomed: \(scrolled.lines[0])")
        // Away from the person, over the map: it zooms in, the panel stays where it was scrolled.
        terminal.type("\u{1B}[<64;2;5M")
        let zoomed = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.lines[0] != top.lines[0] })
        #expect(zoomed.text.contains("▲"))
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("o with no browser: the page's whole address in the view, and again on the main screen after leaving")
    func unopenedAddress() async throws {
        let terminal = try start(["explore", "amsterdam"])
        _ = try await firstFrame(terminal)
        terminal.type("\to")
        let failed = try #require(await terminal.waitForFrame(showing: ArticleText.noBrowser.english))
        let page = "/wiki/Royal_Palace_of_Amsterdam"
        #expect(failed.lines.contains { $0.hasPrefix("http") && $0.contains(page) }, "\(failed.text)")
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
        let main = terminal.display
        #expect(main.text.contains(ArticleText.noBrowser.english), "\(main.text)")
        #expect(main.lines.contains { $0.hasPrefix("http://") && $0.trimmingCharacters(in: .whitespaces).hasSuffix(page) }, "\(main.text)")
    }

    @Test("at 80 × 24 the list of keys says there is more and scrolls with PgDn, j and k; Esc closes it")
    func scrollingTheKeys() async throws {
        let terminal = try start(["explore", "amsterdam"], columns: 80, rows: 24)
        _ = try #require(await terminal.waitForDisplay { $0.isAlternate && $0.frameComplete && $0.text.contains("Royal Palace") })
        terminal.type("?")
        let top = try #require(await terminal.waitForFrame(showing: "▼"))
        #expect(!top.text.contains("▲") && top.text.contains(ExplorerScreenText.keysTitle.english))
        terminal.type("\u{1B}[6~")
        let paged = try #require(await terminal.waitForFrame(showing: "▲"))
        #expect(!paged.text.contains(ExplorerScreenText.keysTitle.english), "PgDn scrolled the title away")
        // k scrolls back a line at a time, without panning the map behind the panel.
        terminal.type(String(repeating: "k", count: 40))
        let back = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.text.contains(ExplorerScreenText.keysTitle.english) })
        #expect(!back.text.contains("▲") && back.lines[0] == top.lines[0], "the map did not move")
        terminal.type("\u{1B}")
        _ = try #require(await terminal.waitForDisplay { $0.frameComplete && !$0.text.contains("▼") && $0.text.contains("Royal Palace") })
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("in a session, explore returns to the prompt, and the prompt still works")
    func inASession() async throws {
        let terminal = try start([])
        #expect(await terminal.waitFor("places> "))
        terminal.type("explore amsterdam\r")
        _ = try await firstFrame(terminal)
        terminal.type("q")
        let back = await terminal.waitForDisplay { screen in
            !screen.isAlternate && screen.cursorVisible && screen.lines.filter { $0.hasPrefix("places>") }.count >= 2
        }
        #expect(back != nil, "the prompt is back after the view")
        #expect(back.map { !$0.text.contains("⣿") } == true, "nothing of the view is left on the main screen")
        let mark = terminal.output.count
        terminal.type("map\r")
        #expect(await terminal.waitFor(SentenceStart.regionalMap + " ", after: mark), "map after explore draws its articles")
        #expect(await terminal.waitFor("Royal Palace of Amsterdam", after: mark))
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal, mapOnMainScreen: true)
    }

    @Test("without a terminal it says so and what to use instead, and exits 2: TERM=dumb, --plain, --json")
    func refusalsOnATerminal() async throws {
        for (environment, arguments, words) in [
            (["TERM": "dumb"], ["explore", "amsterdam"], "TERM=dumb"),
            (["TERM": ""], ["explore", "amsterdam"], "TERM=xterm-256color"),
            ([:], ["--plain", "explore", "amsterdam"], "--plain asks for words"),
            ([:], ["--json", "explore", "amsterdam"], "--json asks for data"),
        ] {
            let terminal = try start(arguments, environment: environment)
            #expect(await terminal.waitForExit() == 2, "\(arguments)")
            #expect(terminal.output.contains(words), "\(arguments): \(terminal.output)")
            #expect(terminal.output.contains("nearby"))
            #expect(!terminal.output.contains("\u{1B}[?1049h"), "it never took the screen")
            expectRestored(terminal)
        }
    }

    @Test("r opens the selected article whole in the panel, from the test Wikipedia; PgDn scrolls it, r closes it")
    func wholeArticle() async throws {
        let terminal = try start(["explore", "Dam Square", "52.3731", "4.8926"], environment: ["NO_COLOR": "1"])
        _ = try #require(await terminal.waitForDisplay { $0.isAlternate && $0.frameComplete && $0.text.contains("@1 Dam Square") })
        terminal.type("\t")
        _ = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.text.contains("[1]") })
        terminal.type("r")
        let opened = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.text.contains("1.2 The weigh house") })
        #expect(opened.text.contains("Contents") && opened.text.contains("more lines"))
        #expect(opened.lines.last?.contains("r Esc close") == true, "\(opened.lines.last ?? "")")
        if let folder = ProcessInfo.processInfo.environment["PLACES_EVIDENCE"] {
            try opened.lines.joined(separator: "\n").write(toFile: folder + "/explore-article-opened.txt", atomically: true, encoding: .utf8)
        }
        terminal.type("\u{1B}[6~\u{1B}[6~")
        let scrolled = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.text.contains("▲") })
        #expect(!scrolled.text.contains("    1.1 Origins"))
        if let folder = ProcessInfo.processInfo.environment["PLACES_EVIDENCE"] {
            try scrolled.lines.joined(separator: "\n").write(toFile: folder + "/explore-article-scrolled.txt", atomically: true, encoding: .utf8)
        }
        terminal.type("r")
        _ = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.text.contains("@1 Dam Square") && !$0.text.contains("Contents") })
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("the picture of the view in the user's documentation is the screen explore draws")
    func readmePicture() async throws {
        let command = "$ NO_COLOR=1 places explore Dam Square 52.3731 4.8926"
        let block = try #require(UserDocs.all.components(separatedBy: "\n```\n").first { $0.contains(command) }, "README and docs/USAGE.md show no explore")
        let shown = block.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix(command) }.dropFirst().map(String.init)
        // As the documentation says: 100 × 30, no colour, Tab twice.
        let terminal = try start(["explore", "Dam Square", "52.3731", "4.8926"], environment: ["NO_COLOR": "1"])
        _ = try #require(await terminal.waitForDisplay { $0.isAlternate && $0.frameComplete && $0.text.contains("@1 Dam Square") })
        terminal.type("\t\t")
        let screen = try #require(await terminal.waitForDisplay { $0.frameComplete && $0.text.contains("[2]") })
        #expect(screen.lines == shown, "\(screen.text)")
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test("without a place, and none shown before, it says that explore needs one, and exits 2")
    func withoutPlace() async throws {
        let terminal = try start(["explore"])
        #expect(await terminal.waitForExit() == 2)
        // Wrapped to the terminal's width.
        let said = terminal.output.replacingOccurrences(of: "\r\n", with: " ")
        #expect(said.contains(CommandHintText.needsPlace(command: "explore").english), "\(terminal.output)")
        expectRestored(terminal)
    }

    @Test("piped, it says it needs a terminal and exits 2")
    func refusalPiped() async throws {
        var env = home.xdgEnvironment
        env["PLACES_WIKI"] = server.url("/wiki/amsterdam").absoluteString
        let result = try await BuiltBinary.run(fixture + ["explore", "amsterdam"], environment: env)
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("not one") && result.err.contains("nearby") && result.err.contains("map"), "\(result.err)")
    }

    /// The row of the list in inverse video: the selected article.
    static func selectedRow(_ screen: TerminalScreen) -> String? {
        for (row, line) in screen.lines.enumerated() {
            guard let at = line.range(of: "@") else { continue }
            let column = line.distance(from: line.startIndex, to: at.lowerBound)
            if screen.cell(column: column, row: row).attributes.split(separator: ";").contains("7") {
                return String(line[line.index(line.startIndex, offsetBy: max(0, column - 2))...])
            }
        }
        return nil
    }

    /// The map's cell drawn in the selected mark's colours (yellow).
    static func highlightedMark(_ screen: TerminalScreen) -> TerminalScreen.Cell? {
        for row in 0..<screen.rows {
            for column in 0..<screen.columns where screen.cell(column: column, row: row).attributes == "1;30;43" {
                return screen.cell(column: column, row: row)
            }
        }
        return nil
    }
}
