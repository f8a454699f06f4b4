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
    /// - Returns: 0, 1 or 2 (see README's exit statuses).
    @MainActor
    public static func main(arguments: [String], environment: [String: String]) async -> Int32 {
        await run(arguments: arguments, system: .live(environment: environment), endsProcess: true).rawValue
    }

    /// Runs `places` with the given arguments (without the program name) against `system`.
    ///
    /// - Parameter endsProcess: Whether the process exits after this run, which then leaves what it loaded for the
    ///   system to reclaim instead of freeing it piece by piece: a large feed is 235,000 names, and freeing them took a
    ///   one-shot search of it 2–3 ms.
    @MainActor
    static func run(arguments: [String], system: SystemServices, endsProcess: Bool = false) async -> ExitStatus {
        let status = await runCommand(arguments: arguments, system: system, endsProcess: endsProcess)
        guard let failure = system.console.out.failure() else { return status }
        // Nobody reading any more (`| head -1`) is the reader's choice: end quietly. Anything else lost output.
        if failure.code == EPIPE { return status }
        let language = Language(environment: system.environment)
        let reason = MessageFormatter(language: language).systemReason(failure.reason)
        system.console.message(Localizer(language: language)(SessionText.outputFailed(reason: reason)))
        return max(status, .failure)
    }

    @MainActor
    private static func runCommand(arguments: [String], system: SystemServices, endsProcess: Bool) async -> ExitStatus {
        let language = Language(environment: system.environment)
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
        let completer = Completer(commands: CommandSet.completions, locationNames: [])
        let (reader, interrupts) = inSession ? system.sessionInput(completer) : (system.reader, nil)
        let services = SessionServices(system: system, language: language, source: source, reader: reader, inSession: inSession)
        // Never released: the process ends first (see `endsProcess`).
        if endsProcess { _ = Unmanaged.passRetained(services) }
        if globals.version {
            return await services.run(CommandSpec(VersionCommand.self), Invocation(command: CommandSpec(VersionCommand.self), argument: .none, options: OptionValues(), globals: globals), session: SessionState())
        }
        if globals.help {
            let topic = invocation.command.map { CommandArgument(text: $0.name, words: [$0.name]) } ?? .none
            return await services.run(CommandSpec(HelpCommand.self), Invocation(command: CommandSpec(HelpCommand.self), argument: topic, options: OptionValues(), globals: globals), session: SessionState())
        }
        guard let command = invocation.command else {
            return await REPL(services: services, globals: globals, interrupts: interrupts).run()
        }
        return await services.run(command, invocation, session: SessionState())
    }
}

/// What a run of `places` keeps from its first command to its last: the outside world, the list and the stores,
/// and how to build the graph for one command or one session line.
///
/// One per run, shared by reference: a session hands it to every line's work, which would otherwise copy all of its
/// fields (a retain and a release each) every line.
@MainActor
final class SessionServices {
    let system: SystemServices
    let language: Language
    let source: FeedSource
    /// Lines typed: a session's, or a one-shot form's.
    let reader: LineReader
    let inSession: Bool
    let directories: XDGDirectories
    let locations: LocationsViewModel
    /// The user's locations on disk, whose files nothing else may write.
    let store: FileCustomLocationRepository
    let gazetteer: (any Gazetteer)?
    let landMask: (any LandMask)?
    let recent: any RecentArticlesRepository
    let articleCache: ArticleCache?
    let desktop: DesktopIntegration
    let noticeLog: NoticeLog
    /// The language's own Wikipedia, asked unless `--wiki` names another.
    let standardSite: WikipediaSite
    /// What `version` credits, read once: telling the embedded data apart copied the gazetteer on every line.
    let credits: AppGraph.Credits

    init(system: SystemServices, language: Language, source: FeedSource, reader: LineReader, inSession: Bool) {
        self.system = system
        self.language = language
        self.source = source
        self.reader = reader
        self.inSession = inSession
        let directories = XDGDirectories(environment: system.environment)
        self.directories = directories
        standardSite = WikiChoice.standard(for: language)
        let gazetteer = EmbeddedGazetteer()
        self.gazetteer = gazetteer
        let mask = EmbeddedLandMask()
        landMask = mask
        credits = AppGraph.Credits(
            version: PlacesApplication.version,
            gazetteer: gazetteer?.source ?? "none",
            landMask: mask?.source ?? "none",
            countries: gazetteer?.countrySource ?? "none"
        )
        let console = system.console
        let store = FileCustomLocationRepository(directory: directories.data) {
            console.message(Localizer(language: language)(StoreText.storeWaiting))
        }
        self.store = store
        locations = LocationsViewModel(
            feed: Self.feedRepository(for: source, timeout: GlobalOptions().timeout, system: system, cacheDirectory: directories.cache),
            custom: store,
            opener: system.opener,
            sourceName: source.description,
            language: language,
            now: system.now,
            gazetteer: gazetteer,
            names: BitSetIndexer()
        )
        recent = FileRecentArticlesRepository(path: directories.state.map { $0 + "/last-articles.json" })
        articleCache = directories.cache.map { ArticleCache(directory: $0 + "/wikipedia") }
        noticeLog = NoticeLog(path: directories.state.map { $0 + "/notices" })
        desktop = DesktopIntegration(
            applicationsDirectory: directories.dataHome.map { $0 + "/applications" },
            configDirectory: directories.configHome,
            recordDirectory: directories.state.map { $0 + "/handler" },
            executable: system.executablePath,
            hasDesktopSession: ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(system.environment[$0] ?? "").isEmpty }
        )
    }

    /// Runs one command for `invocation` and returns its outcome's status.
    func run(_ command: CommandSpec, _ invocation: Invocation, session: SessionState) async -> ExitStatus {
        await outcome(of: command, invocation, session: session).status
    }

    /// Runs one command for `invocation`.
    func outcome(of command: CommandSpec, _ invocation: Invocation, session: SessionState) async -> CommandOutcome {
        let input = CommandInput(
            argument: invocation.argument,
            options: invocation.options,
            globals: invocation.globals,
            session: session,
            inSession: inSession
        )
        let io = io(for: invocation.globals)
        return await command.run(graph(for: invocation.globals, progress: io.progress), input, io)
    }

    /// The view models and services of one run, for its global options.
    ///
    /// - Parameters:
    ///   - globals: The run's global options.
    ///   - progress: Where the resolver's questions to Wikipedia show that they are being asked; none for a graph
    ///     that only answers Tab.
    func graph(for globals: GlobalOptions, progress: ProgressIndicator? = nil) -> AppGraph {
        let transport = system.transport
        let limits = Self.httpLimits(timeout: globals.timeout)
        let cache = articleCache
        let repository: @Sendable (WikipediaSite) -> WikipediaArticleRepository = { site in
            WikipediaArticleRepository(
                site: site,
                transport: transport(limits),
                cache: cache,
                deadline: .milliseconds(Int((limits.totalTimeout * 1000).rounded(.up)))
            )
        }
        let site = globals.wiki?.site ?? standardSite
        let articles = ArticlesViewModel(
            site: site,
            repository: repository,
            recent: recent,
            opener: system.opener,
            language: language,
            now: system.now
        )
        let language = self.language
        var resolverSearch: (any ArticleSearch)? = progress.map { progress in
            AnnouncedSearch(site: site, progress: progress, language: language) { repository(site) }
        } ?? repository(site)
        // A PLACES_WIKI that names no wiki is refused by the commands that ask Wikipedia first; where a place is
        // merely expected (open, link, map, add), another wiki must not be asked in its place.
        if globals.wikiProblem != nil { resolverSearch = nil }
        let list = ListAccess(
            locations: locations,
            store: store,
            sourceName: source.description,
            feed: Self.feedRepository(for: source, timeout: globals.timeout, system: system, cacheDirectory: directories.cache)
        )
        return AppGraph(
            language: language,
            list: list,
            lookup: PlaceLookupViewModel(
                resolve: ResolvePlace(gazetteer: gazetteer, recent: recent, wikipedia: resolverSearch),
                list: locations,
                gazetteer: gazetteer,
                now: system.now
            ),
            articles: articles,
            search: ArticleSearchViewModel(site: site, search: { repository($0) }, recent: recent, language: language, now: system.now),
            maps: MapMaker(landMask: landMask, gazetteer: gazetteer, language: language),
            places: PlaceFinder(gazetteer: gazetteer, language: language),
            gazetteer: gazetteer,
            desktop: desktop,
            credits: credits
        )
    }

    /// How one run talks to the person: the console styled by its options, progress, the chooser, the reader.
    func io(for globals: GlobalOptions) -> CommandIO {
        var console = system.console
        console.style.color = console.style.color && !globals.noColor
        console.style.plain = globals.plain
        let mode: ProgressMode = !console.style.animated || globals.quiet ? .silent : globals.plain ? .announce : .spinner
        return CommandIO(
            console: console,
            progress: ProgressIndicator(mode: mode, sink: console.err),
            chooser: Chooser(console: console, reader: reader, asks: inSession && console.style.interactive, language: language),
            reader: reader,
            pager: system.pager,
            quiet: globals.quiet,
            noticeLog: noticeLog,
            fullScreen: system.fullScreen
        )
    }

    /// The bounds of every question to a server, the feed's and Wikipedia's alike: `--timeout` is the one time
    /// limit, so that what help says is what happens (no shorter idle limit cuts a long `--timeout` short).
    static func httpLimits(timeout: Double) -> HTTPLimits {
        HTTPLimits(
            totalTimeout: timeout,
            idleTimeout: timeout,
            maximumBytes: HTTPLimits.standard.maximumBytes,
            maximumRedirects: HTTPLimits.standard.maximumRedirects
        )
    }

    /// Where the locations come from: the source, a saved copy of it when it is remote, and for the default feed
    /// only, the copy compiled into `places` when neither can be had.
    static func feedRepository(
        for source: FeedSource,
        timeout: Double,
        system: SystemServices,
        cacheDirectory: String?
    ) -> any LocationRepository {
        let fromSource: any LocationRepository
        switch source {
        case .file(let path):
            fromSource = FileLocationRepository(path: path, timeout: .milliseconds(Int((timeout * 1000).rounded(.up))))
        case .remote(let url):
            let remote = RemoteLocationRepository(url: url, transport: system.transport(httpLimits(timeout: timeout)))
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
