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

/// The composition root: the one place that knows every layer and builds the object graph through initializers.
///
/// `main` calls ``main(arguments:environment:)``; tests call ``run(arguments:system:)`` with their own
/// ``SystemServices`` (captured output, scripted input, a recording opener), and everything else — repositories,
/// use cases, view models, commands — is built exactly as in production.
public enum PlacesApplication {
    /// The version `--version` prints.
    public static let version = "1.0.0"

    /// The `User-Agent` of every request: Wikimedia's policy asks each client to name itself and its version.
    static let userAgent = "places/\(version) (command-line Places tab for Wikipedia; Swift) libcurl"

    /// Runs `places` for this process and returns its exit status.
    ///
    /// - Parameters:
    ///   - arguments: The command line without the program name.
    ///   - environment: The process environment.
    /// - Returns: 0, 1 or 2 (see README's exit statuses; Ctrl-C ends a one-shot command by SIGINT, 130).
    @MainActor
    public static func main(arguments: [String], environment: [String: String]) async -> Int32 {
        // The config file is a layer below the environment: every reader of the environment reads it too.
        let configuration = Configuration.load(environment: environment)
        var system = SystemServices.live(environment: configuration.layered)
        system.configuration = configuration
        return await run(arguments: arguments, system: system).rawValue
    }

    /// Runs `places` with the given arguments (without the program name) against `system`.
    @MainActor
    static func run(arguments: [String], system: SystemServices) async -> ExitStatus {
        let status = await runCommand(arguments: arguments, system: system)
        guard let failure = system.console.out.failure() else { return status }
        // Nobody reading any more (`| head -1`) is the reader's choice: end quietly. Anything else lost output.
        if failure.code == EPIPE { return status }
        let language = Language(environment: system.environment)
        let reason = MessageFormatter(language: language).systemReason(failure.reason)
        system.console.message(Localizer(language: language)(SessionText.outputFailed(reason: reason)))
        return max(status, .failure)
    }

    /// Parses the command line, builds what the run keeps, and runs the command, the help, the version or a session.
    @MainActor
    private static func runCommand(arguments: [String], system: SystemServices) async -> ExitStatus {
        let language = Language(environment: system.environment)
        if arguments.first == ShellCompletion.entry {
            return await completeForShell(Array(arguments.dropFirst()), system: system, language: language)
        }
        // Said once, before anything else, and never fatal: the rest of the file applies.
        for problem in system.configuration?.problems ?? [] { system.console.message(problem.text(language)) }
        let invocation: Invocation
        switch CommandLineParser.parse(arguments: arguments, globals: GlobalOptions(environment: system.environment), language: language) {
        case .success(let parsed):
            invocation = parsed
        case .failure(let problem):
            system.console.message(UsageMessages(language: language, inSession: false).text(for: problem))
            return .usage
        }
        let globals = invocation.globals
        let source: FeedSource
        do {
            source = try globals.source.map(FeedSource.init(parsing:)) ?? .standard
        } catch {
            let problem = UsageProblem.invalidSource(globals.source ?? "")
            system.console.message(UsageMessages(language: language, inSession: false).text(for: problem))
            return .usage
        }
        let inSession = invocation.command == nil && !globals.help && !globals.version
        let completer = CommandSet.completer()
        let (reader, interrupts) = inSession ? system.sessionInput(completer) : (system.reader, nil)
        let kept = AppGraph.keep(system: system, language: language, source: source, reader: reader, inSession: inSession)
        if globals.version {
            let version = CommandSpec(VersionCommand.self)
            return await outcome(of: version, Invocation(command: version, argument: .none, options: OptionValues(), globals: globals), session: SessionState(), kept: kept).status
        }
        if globals.help {
            let help = CommandSpec(HelpCommand.self)
            let topic = invocation.command.map { CommandArgument(text: $0.name, words: [$0.name]) } ?? .none
            return await outcome(of: help, Invocation(command: help, argument: topic, options: OptionValues(), globals: globals), session: SessionState(), kept: kept).status
        }
        guard let command = invocation.command else {
            return await REPL(kept: kept, globals: globals, interrupts: interrupts).run()
        }
        return await outcome(of: command, invocation, session: SessionState(), kept: kept).status
    }

    /// `places __complete WORD…`, asked by a shell's completion script at each Tab (``ShellCompletion``): the
    /// completer's answer, with the list's names as the list can be had at once. The network is never asked — a
    /// remote feed is its saved copy, the standard feed also the copy compiled in — and nothing is said on
    /// standard error, which would land in the middle of the line being typed.
    @MainActor
    private static func completeForShell(_ words: [String], system: SystemServices, language: Language) async -> ExitStatus {
        let (before, word) = ShellCompletion.line(words)
        var completer = CommandSet.completer()
        var catalog: LocationCatalog?
        if ShellCompletion.needsWords(completer.position(before: before, word: word)) {
            var offline = system
            offline.console.err = ConsoleSink(write: { _ in })
            offline.transport = { _ in HTTPTransport(get: { url throws(HTTPFailure) in throw HTTPFailure.unreachable(host: url.host ?? "") }) }
            var globals = GlobalOptions(environment: system.environment)
            globals.quiet = true
            let source = (try? (ShellCompletion.source(in: words) ?? globals.source).map(FeedSource.init(parsing:))) ?? .standard
            let kept = AppGraph.keep(system: offline, language: language, source: source, reader: system.reader, inSession: false)
            let graph = AppGraph.build(kept, globals: globals)
            catalog = await graph.list.catalog(graph.io)
            let articles = await graph.articles.completions()
            completer = completer.with(CompletionWords(
                locations: catalog ?? LocationCatalog(feed: []),
                articleReferences: articles.references,
                articleTitles: articles.titles,
                savedReferences: await graph.saved.completions()
            ))
        }
        system.console.out.write(ShellCompletion.answer(words, completer: completer, catalog: catalog, language: language))
        return .success
    }

    /// Runs one command for `invocation`, on a graph built for its global options, and shows its output: the results,
    /// paged when long, then the notices about them.
    @MainActor
    static func outcome(of command: CommandSpec, _ invocation: Invocation, session: SessionState, kept: AppGraph.Kept) async -> CommandOutcome {
        let input = CommandInput(
            argument: invocation.argument,
            options: invocation.options,
            globals: invocation.globals,
            session: session,
            inSession: kept.inSession
        )
        let graph = AppGraph.build(kept, globals: invocation.globals)
        let outcome = await command.run(graph, input, graph.io)
        await graph.io.output.finish()
        return outcome
    }
}
