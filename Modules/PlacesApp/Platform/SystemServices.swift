#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesSystem

/// Everything `places` takes from the outside world, gathered so the composition root builds the same graph for
/// the real process and for tests.
struct SystemServices: Sendable {
    var environment: [String: String]
    var console: Console
    /// Lines for a one-shot command that asks (the `add` form).
    var reader: LineReader
    /// Sets up reading for an interactive session: line editing, completing with the given completer, and Ctrl-C
    /// handling on a terminal.
    var sessionInput: @Sendable (Completer) -> (reader: LineReader, interrupts: Interrupts?)
    var opener: LinkOpener
    var transport: @Sendable (HTTPLimits) -> HTTPTransport
    var now: @Sendable () -> Date
    /// Shows a long text through the person's pager; false when there is none to use (the text is then printed).
    var pager: @Sendable (String) async -> Bool = { _ in false }
    /// The absolute path of this program, for the desktop entry.
    var executablePath: String
    /// Whether a full-screen view (`explore`) may take over the terminal.
    var fullScreen = FullScreenAccess.none
    /// Whether the terminal draws pictures, and with which protocol: asked of the terminal when a picture could be
    /// drawn.
    var pictures = TerminalPictures.none
    /// The config file read at the start, below ``environment`` (which already holds its settings); `nil` for a
    /// test's environment, which has no file.
    var configuration: Configuration?

    /// The real process: its terminal, standard streams, libcurl and the platform opener.
    static func live(environment: [String: String]) -> SystemServices {
        // A closed pipe is an error to notice (and end quietly on), not a signal that kills the process mid-write.
        signal(SIGPIPE, SIG_IGN)
        let interactive = TerminalInfo.isTerminal(0)
        let style = OutputStyle(
            interactive: interactive,
            // A dumb terminal cannot erase a line: no spinner there.
            animated: TerminalInfo.isTerminal(2) && environment["TERM"] != "dumb",
            color: TerminalInfo.colorAllowed(environment: environment, noColorOption: false),
            plain: false,
            width: TerminalInfo.width(environment: environment),
            height: TerminalInfo.height(environment: environment),
            pages: TerminalInfo.isTerminal(1) && environment["TERM"] != "dumb",
            emphasis: TerminalInfo.isTerminal(1) && environment["TERM"] != "dumb"
        )
        return SystemServices(
            environment: environment,
            console: Console(out: .standardOutput, err: .standardError, style: style),
            reader: .standardInput(showPrompt: interactive),
            sessionInput: { sessionInput(interactive: interactive, environment: environment, completer: $0) },
            opener: .system(environment: environment),
            transport: { HTTPTransport.libcurl(limits: $0, userAgent: PlacesApplication.userAgent) },
            now: Date.init,
            pager: { await page($0, environment: environment) },
            executablePath: executablePath(),
            fullScreen: .live(environment: environment),
            pictures: .live(environment: environment)
        )
    }

    /// Hands `text` to `$PAGER` (a program and its words, no shell), or `less` when it is unset, as git and man do;
    /// `less` is told to quit when the text fits one screen and to keep colours. An empty `PAGER` or `cat` means no
    /// pager.
    private static func page(_ text: String, environment: [String: String]) async -> Bool {
        let words = (environment["PAGER"] ?? "less").split(whereSeparator: \.isWhitespace).map(String.init)
        guard let program = words.first, program != "cat" else { return false }
        if program.hasSuffix("less"), environment["LESS"] == nil { setenv("LESS", "FRX", 1) }
        return await ChildProcess.feed(text, to: program, arguments: Array(words.dropFirst()))
    }

    /// On a terminal: UTF-8 input for libedit, Ctrl-C taken over, and libedit when it loads. From a pipe:
    /// plain lines, and Ctrl-C keeps its usual meaning.
    private static func sessionInput(
        interactive: Bool,
        environment: [String: String],
        completer: Completer
    ) -> (reader: LineReader, interrupts: Interrupts?) {
        guard interactive, let interrupts = Interrupts() else { return (.standardInput(showPrompt: false), nil) }
        // Without a UTF-8 LC_CTYPE libedit mangles non-ASCII input.
        if setlocale(LC_CTYPE, "") == nil { setlocale(LC_CTYPE, "C.UTF-8") }
        interrupts.start()
        let history = XDGDirectories(environment: environment).state.map { HistoryFile(path: $0 + "/history", limit: LineReader.historyLimit) }
        let reader = LineReader.editing(history: history, interrupts: interrupts, completer: completer)
            ?? .standardInput(showPrompt: true, interrupts: interrupts)
        return (reader, interrupts)
    }

    /// This very binary, wherever it was started from, so the desktop entry runs it.
    private static func executablePath() -> String {
        CurrentProcess.executablePath ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }
}

extension ConsoleSink {
    /// Standard output, written with `write(2)` so output is never lost in a buffer when the process exits.
    static let standardOutput = StreamWriter(descriptor: 1).sink
    /// Standard error.
    static let standardError = StreamWriter(descriptor: 2).sink
}
