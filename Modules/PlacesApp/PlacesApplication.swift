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
/// view models, the command context — is built exactly as in production.
public enum PlacesApplication {
    /// The version `--version` prints.
    public static let version = "1.0.0"

    /// Where the built-in gazetteer's data comes from, for the credit GeoNames' licence asks for.
    static var gazetteerSource: String { EmbeddedGazetteer()?.source ?? "none" }

    /// Where the maps' land mask comes from, for the credit its licence asks for.
    static var landMaskSource: String { EmbeddedLandMask()?.source ?? "none" }

    /// Where the country shapes come from (Natural Earth, public domain: credited, though it asks for nothing).
    static var countrySource: String { EmbeddedGazetteer()?.countrySource ?? "none" }

    /// The `User-Agent` of every request: Wikimedia's policy asks each client to name itself and its version.
    static let userAgent = "places/\(version) (command-line Places tab for Wikipedia; Swift) libcurl"

    /// Runs `places` for this process and returns its exit status.
    ///
    /// - Parameters:
    ///   - arguments: The command line without the program name.
    ///   - environment: The process environment.
    /// - Returns: 0, 1 or 2 (see README's exit statuses).
    @MainActor
    public static func main(arguments: [String], environment: [String: String]) async -> Int32 {
        await run(arguments: arguments, system: .live(environment: environment)).rawValue
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
        system.console.message(Localizer(language: language)(SessionText.outputFailed, reason))
        return max(status, .failure)
    }

    @MainActor
    private static func runCommand(arguments: [String], system: SystemServices) async -> ExitStatus {
        let environment = system.environment
        let language = Language(environment: environment)
        var console = system.console

        let invocation: Invocation
        switch InvocationParser.parse(arguments, environment: environment) {
        case .success(let parsed):
            invocation = parsed
        case .failure(let problem):
            console.message(UsageMessages(language: language, inSession: false).text(for: problem))
            return .usage
        }
        var options = invocation.options
        console.style.color = console.style.color && !options.noColor
        console.style.plain = options.plain
        if options.version {
            console.line(Localizer(language: language)(SessionText.version, version, gazetteerSource, landMaskSource, countrySource))
            return .success
        }
        let source: FeedSource
        do {
            source = try options.source.map(FeedSource.init(parsing:)) ?? .standard
        } catch {
            let problem = UsageProblem.invalidSource(TerminalText.quoted(FeedSource.masked(options.source ?? "")))
            console.message(UsageMessages(language: language, inSession: false).text(for: problem))
            return .usage
        }
        options.source = source.description

        let directories = XDGDirectories(environment: environment)
        let list = LocationsViewModel(
            feed: feedRepository(for: source, options: options, system: system, cacheDirectory: directories.cache),
            custom: FileCustomLocationRepository(directory: directories.data) { [console] in
                console.message(Localizer(language: language)(StoreText.storeWaiting))
            },
            opener: system.opener,
            sourceName: source.description,
            language: language,
            linkStyle: options.linkStyle,
            now: system.now,
            gazetteer: EmbeddedGazetteer()
        )
        let site = options.wiki?.site ?? WikiChoice.standard(for: language)
        let articleLimits = httpLimits(options)
        let transport = system.transport
        let articleCache = directories.cache.map { ArticleCache(directory: $0 + "/wikipedia") }
        let articles = ArticlesViewModel(
            site: site,
            repository: { site in
                WikipediaArticleRepository(
                    site: site,
                    transport: transport(articleLimits),
                    cache: articleCache,
                    deadline: .milliseconds(Int((articleLimits.totalTimeout * 1000).rounded(.up)))
                )
            },
            recent: FileRecentArticlesRepository(path: directories.state.map { $0 + "/last-articles.json" }),
            opener: system.opener,
            language: language,
            now: system.now
        )
        let inSession = invocation.words.isEmpty && !options.help
        let completer = Completer(commands: CommandSet.completions, locationNames: [])
        let (reader, interrupts) = inSession ? system.sessionInput(completer) : (system.reader, nil)
        let progressMode: ProgressMode = !console.style.animated ? .silent : options.plain ? .announce : .spinner
        let context = CommandContext(
            list: list,
            landMask: EmbeddedLandMask(),
            articles: articles,
            console: console,
            options: options,
            reader: reader,
            desktop: DesktopIntegration(
                applicationsDirectory: directories.dataHome.map { $0 + "/applications" },
                configDirectory: directories.configHome,
                recordDirectory: directories.state.map { $0 + "/handler" },
                executable: system.executablePath
            ),
            progress: ProgressIndicator(mode: progressMode, sink: console.err),
            inSession: inSession,
            sourceName: source.description
        )

        if options.help {
            let topic = invocation.words.first.map { CommandArgument(text: $0, words: [$0]) } ?? .none
            return await HelpCommand.run(topic, in: context)
        }
        if inSession {
            return await REPL(context: context, interactive: console.style.interactive, interrupts: interrupts).run()
        }
        switch CommandParser.parse(words: invocation.words, language: language) {
        case .success(let parsed):
            return await context.run(parsed)
        case .failure(let problem):
            return context.report(problem)
        }
    }

    /// The bounds of every fetch, the feed's and Wikipedia's alike: `--timeout` in all, idle at most 10 s.
    private static func httpLimits(_ options: Options) -> HTTPLimits {
        HTTPLimits(
            totalTimeout: options.timeout,
            idleTimeout: min(options.timeout, HTTPLimits.standard.idleTimeout),
            maximumBytes: HTTPLimits.standard.maximumBytes,
            maximumRedirects: HTTPLimits.standard.maximumRedirects
        )
    }

    /// Where the locations come from: the source, a saved copy of it when it is remote, and for the default feed
    /// only, the copy compiled into `places` when neither can be had.
    private static func feedRepository(
        for source: FeedSource,
        options: Options,
        system: SystemServices,
        cacheDirectory: String?
    ) -> any LocationRepository {
        let fromSource: any LocationRepository
        switch source {
        case .file(let path):
            fromSource = FileLocationRepository(path: path, timeout: .milliseconds(Int((options.timeout * 1000).rounded(.up))))
        case .remote(let url):
            let transport = system.transport(httpLimits(options))
            let remote = RemoteLocationRepository(url: url, transport: transport)
            fromSource = cacheDirectory.map {
                CachingLocationRepository(source: remote, cache: FeedCache(directory: $0), key: source.cacheKey)
            } ?? remote
        }
        // The copy compiled into places is a copy of the default feed: it stands in for that feed only. Another
        // source that cannot be loaded says so, rather than showing Amsterdam and Mumbai as if they came from it.
        guard source == .standard else { return fromSource }
        return FallbackLocationRepository(primary: fromSource, fallback: SnapshotLocationRepository())
    }
}
