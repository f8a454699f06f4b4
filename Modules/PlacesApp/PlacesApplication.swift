#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesData
import PlacesDomain
import PlacesPresentation

/// The composition root: the one place that knows every layer and builds the object graph through initializers.
///
/// `main` calls ``main(arguments:environment:)``; tests call ``run(arguments:system:)`` with their own
/// ``SystemServices`` (captured output, scripted input, a recording opener), and everything else — repositories,
/// view models, the runner — is built exactly as in production.
public enum PlacesApplication {
    /// The version `--version` prints.
    public static let version = "1.0.0"

    /// Runs `places` for this process and returns its exit status.
    @MainActor
    public static func main(arguments: [String], environment: [String: String]) async -> Int32 {
        await run(arguments: arguments, system: .live(environment: environment)).rawValue
    }

    /// Runs `places` with the given arguments (without the program name) against `system`.
    @MainActor
    static func run(arguments: [String], system: SystemServices) async -> ExitStatus {
        let environment = system.environment
        let language = Language(environment: environment)
        let localizer = Localizer(language: language)
        let messages = MessageFormatter(language: language)

        let invocation: Invocation
        switch InvocationParser.parse(arguments, environment: environment) {
        case .success(let parsed):
            invocation = parsed
        case .failure(let error):
            let usage = UsageMessages(localizer: localizer, messages: messages, inSession: false)
            system.console.message(usage.text(for: error))
            return .usage
        }
        var options = invocation.options
        var console = system.console
        console.style.color = console.style.color && !options.noColor
        console.style.plain = options.plain

        if options.version {
            console.line(localizer(AppText.version, version))
            return .success
        }
        let source: FeedSource
        do {
            source = try options.source.map(FeedSource.init(parsing:)) ?? .standard
        } catch {
            let usage = UsageMessages(localizer: localizer, messages: messages, inSession: false)
            console.message(usage.text(for: .invalidSource(options.source ?? "")))
            return .usage
        }
        options.source = source.description

        let directories = XDGDirectories(environment: environment)
        let transport = system.transport(HTTPLimits(
            totalTimeout: options.timeout,
            idleTimeout: min(options.timeout, HTTPLimits.standard.idleTimeout),
            maximumBytes: HTTPLimits.standard.maximumBytes,
            maximumRedirects: HTTPLimits.standard.maximumRedirects
        ))
        let feed = CachingLocationRepository(
            remote: RemoteLocationRepository(source: source, transport: transport),
            cache: directories.cache.map { FeedCache(directory: $0) }
        )
        let list = LocationsViewModel(
            feed: feed,
            custom: FileCustomLocationRepository(directory: directories.data),
            opener: system.opener,
            sourceName: source.description,
            language: language,
            linkStyle: options.linkStyle,
            now: system.now
        )
        let inSession = invocation.words.isEmpty && !options.help
        let (reader, interrupts) = inSession ? system.sessionInput() : (system.reader, nil)
        let progressMode: Progress.Mode = !console.style.animated ? .silent : options.plain ? .announce : .spinner
        let runner = CommandRunner(
            list: list,
            console: console,
            options: options,
            reader: reader,
            desktop: DesktopIntegration(
                applicationsDirectory: directories.dataHome.map { $0 + "/applications" },
                configDirectory: directories.configHome,
                executable: system.executablePath
            ),
            progress: Progress(mode: progressMode, sink: console.err),
            inSession: inSession
        )

        if options.help {
            return await runner.run(.help(invocation.words.first))
        }
        if inSession {
            return await REPL(runner: runner, interactive: console.style.interactive, interrupts: interrupts).run()
        }
        switch CommandParser.parse(words: invocation.words, interactive: false) {
        case .success(let command):
            return await runner.run(command)
        case .failure(let error):
            return runner.report(error)
        }
    }
}
