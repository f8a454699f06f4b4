#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesSystem

/// The object graph of one command: every view model and service a command is made from, built by ``build(_:globals:)``,
/// the composition root. Each command's ``Command/make(_:)`` takes from it only what that command uses.
@MainActor
struct AppGraph {
    /// How the command talks to the person: console, progress, chooser, reader.
    let io: CommandIO
    /// The language of everything said.
    let language: Language
    /// The list, loaded when a command first needs it.
    let list: ListAccess
    /// Typed words to places.
    let lookup: PlaceLookupViewModel
    /// Wikipedia's articles around places, and summaries, on the run's wiki.
    let articles: ArticlesViewModel
    /// The saved list of articles: `save`, `unsave`, `saved`, `map saved`.
    let saved: SavedArticlesViewModel
    /// Wikipedia's articles by what was typed: `find`, on the run's wiki.
    let search: ArticleSearchViewModel
    /// Whole articles: `read`, and the explorer's panel, on the run's wiki.
    let reader: ArticleReaderViewModel
    /// Maps.
    let maps: MapMaker
    /// The host maps' streets are asked of (`overpass-api.de`), for progress; `nil` with `--map-server off`.
    let mapServerHost: String?
    /// Gazetteer places by name, as `where` lists them.
    let places: PlaceFinder
    /// What the Wikipedia app's Places tab does with a link (`handle-url`).
    let placesTab: PlacesTabViewModel
    /// The session's `add` form.
    let addForm: CustomLocationFormViewModel
    /// The built-in gazetteer, for labels.
    let gazetteer: (any Gazetteer)?
    /// The desktop's handler for `wikipedia://` links.
    let desktop: DesktopIntegration
    /// What `--version` says about the data compiled in.
    let credits: Credits
    /// The config file and the environment it lies below, for `config`.
    let configuration: Configuration
    /// The language's own Wikipedia, asked unless `--wiki` names another.
    let standardSite: WikipediaSite
    /// Articles' pictures on the terminal, where it draws them.
    let pictures: PictureDrawing

    /// The version and where the data compiled into `places` comes from.
    struct Credits {
        let version: String
        let gazetteer: String
        let landMask: String
        let countries: String
    }

    /// The list's view model.
    var locations: LocationsViewModel { list.locations }

    /// The explorer around `centre`, over this graph's view models.
    func explorer(around centre: Place) -> ExplorerViewModel {
        ExplorerViewModel(
            centre: centre, articles: articles, lookup: lookup, locations: locations, maps: maps, feed: list.feed, saved: saved,
            reader: reader
        )
    }

    /// What a run keeps from its first command to its last: the outside world, the list once loaded, the stores and
    /// the data compiled in. A session's every line is built from the same one.
    struct Kept {
        let system: SystemServices
        let language: Language
        let source: FeedSource
        /// Lines typed: a session's, or a one-shot form's.
        let reader: LineReader
        let inSession: Bool
        let directories: XDGDirectories
        /// The list, kept loaded from one line to the next.
        let locations: LocationsViewModel
        let gazetteer: (any Gazetteer)?
        let landMask: (any LandMask)?
        let recent: any RecentArticlesRepository
        /// The saved articles, beside the user's locations.
        let savedArticles: any SavedArticlesRepository
        let articleCache: ArticleCache?
        let streetCache: StreetMapCache?
        let pictureCache: PictureCache?
        let desktop: DesktopIntegration
        let noticeLog: NoticeLog
        /// The language's own Wikipedia, asked unless `--wiki` names another.
        let standardSite: WikipediaSite
        let credits: Credits
    }

    /// Builds what a run keeps: read once, whatever the options of each line.
    static func keep(system: SystemServices, language: Language, source: FeedSource, reader: LineReader, inSession: Bool) -> Kept {
        let directories = XDGDirectories(environment: system.environment)
        let gazetteer = EmbeddedGazetteer()
        let landMask = EmbeddedLandMask()
        let console = system.console
        let store = FileCustomLocationRepository(directory: directories.data) {
            console.message(Localizer(language: language)(StoreText.storeWaiting))
        }
        return Kept(
            system: system,
            language: language,
            source: source,
            reader: reader,
            inSession: inSession,
            directories: directories,
            // The feed's repository depends on each line's --timeout: every load is given the line's own.
            locations: LocationsViewModel(
                custom: store,
                // Kept beside the store, so undo works in a one-shot command and in a later run.
                history: FileRemovalHistoryRepository(directory: directories.data),
                files: LocationFile(),
                opener: system.opener,
                sourceName: source.description,
                language: language,
                now: system.now,
                gazetteer: gazetteer,
                names: BitSetIndexer()
            ),
            gazetteer: gazetteer,
            landMask: landMask,
            recent: FileRecentArticlesRepository(path: directories.state.map { $0 + "/last-articles.json" }),
            savedArticles: FileSavedArticlesRepository(directory: directories.data),
            articleCache: directories.cache.map { ArticleCache(directory: $0 + "/wikipedia") },
            streetCache: directories.cache.map { StreetMapCache(directory: $0 + "/maps") },
            pictureCache: directories.cache.map { PictureCache(directory: $0 + "/pictures") },
            desktop: DesktopIntegration(
                applicationsDirectory: directories.dataHome.map { $0 + "/applications" },
                configDirectory: directories.configHome,
                recordDirectory: directories.state.map { $0 + "/handler" },
                executable: system.executablePath,
                hasDesktopSession: ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(system.environment[$0] ?? "").isEmpty }
            ),
            noticeLog: NoticeLog(path: directories.state.map { $0 + "/notices" }),
            standardSite: WikiChoice.standard(for: language),
            credits: Credits(
                version: PlacesApplication.version,
                gazetteer: gazetteer?.source ?? "none",
                landMask: landMask?.source ?? "none",
                countries: gazetteer?.countrySource ?? "none"
            )
        )
    }

    /// The composition root: everything one command needs, for its global options, from top to bottom — how it talks
    /// to the person, the bounds of its questions to servers, the feed's and Wikipedia's repositories, the use cases
    /// and the view models over them.
    static func build(_ kept: Kept, globals: GlobalOptions) -> AppGraph {
        let system = kept.system
        let language = kept.language

        // How the run talks: the console styled by its options, progress, the one chooser, the reader.
        var console = system.console
        console.style.color = console.style.color && !globals.noColor
        console.style.plain = globals.plain
        console.style.pages = console.style.pages && !globals.noPager
        let mode: ProgressMode = !console.style.animated || globals.quiet ? .silent : globals.plain ? .announce : .spinner
        // Results first, then what was said about them; progress and questions go to the terminal at once.
        let output = CommandOutput(terminal: console, pager: system.pager)
        let io = CommandIO(
            console: output.console,
            progress: ProgressIndicator(mode: mode, sink: console.err),
            chooser: Chooser(console: console, reader: kept.reader, asks: kept.inSession && console.style.interactive, language: language),
            reader: kept.reader,
            output: output,
            quiet: globals.quiet,
            noticeLog: kept.noticeLog,
            fullScreen: system.fullScreen
        )

        // Every question to a server, the feed's and Wikipedia's alike, within --timeout: the one time limit, so that
        // what help says is what happens (no shorter idle limit cuts a long --timeout short).
        let limits = HTTPLimits(
            totalTimeout: globals.timeout,
            idleTimeout: globals.timeout,
            maximumBytes: HTTPLimits.standard.maximumBytes,
            maximumRedirects: HTTPLimits.standard.maximumRedirects
        )
        let transport = system.transport(limits)
        let list = ListAccess(
            locations: kept.locations,
            sourceName: kept.source.description,
            feed: feedRepository(for: kept.source, timeout: globals.timeout, transport: transport, cacheDirectory: kept.directories.cache)
        )

        // Wikipedia: the wiki --wiki names, or the language's own.
        let cache = kept.articleCache
        let repository: @Sendable (WikipediaSite) -> WikipediaArticleRepository = { site in
            WikipediaArticleRepository(
                site: site,
                transport: transport,
                cache: cache,
                deadline: .milliseconds(Int((limits.totalTimeout * 1000).rounded(.up)))
            )
        }
        // Whole articles (the wiki's plain-text extracts), for `read` and the saved list's copies.
        let bodies: @Sendable (WikipediaSite) -> any ArticleBodyRepository = { repository($0) }
        // The wiki's summaries and whole texts with the saved copies standing in when the wiki cannot be asked: what
        // `article` and `read` of a saved article show offline, with the copy's age.
        let savedArticles = kept.savedArticles
        let withSavedCopies: @Sendable (WikipediaSite) -> SavedCopyArticleRepository = { site in
            SavedCopyArticleRepository(site: site, articles: repository(site), bodies: bodies(site), saved: savedArticles)
        }
        let site = globals.wiki?.site ?? kept.standardSite
        // The resolver's questions to Wikipedia show that they are being asked. A PLACES_WIKI that names no wiki is
        // refused by the commands that ask Wikipedia first; where a place is merely expected (open, link, map, add),
        // another wiki must not be asked in its place.
        let resolverSearch: (any ArticleSearch)? = globals.wikiProblem != nil
            ? nil
            : AnnouncedSearch(site: site, progress: io.progress, language: language) { repository(site) }

        return AppGraph(
            io: io,
            language: language,
            list: list,
            lookup: PlaceLookupViewModel(
                resolve: ResolvePlace(gazetteer: kept.gazetteer, recent: kept.recent, wikipedia: resolverSearch),
                list: kept.locations,
                gazetteer: kept.gazetteer,
                now: system.now
            ),
            articles: ArticlesViewModel(
                site: site,
                repository: withSavedCopies,
                recent: kept.recent,
                saved: savedArticles,
                opener: system.opener,
                language: language,
                now: system.now
            ),
            saved: SavedArticlesViewModel(
                site: site,
                repository: withSavedCopies,
                bodies: withSavedCopies,
                saved: savedArticles,
                recent: kept.recent,
                language: language,
                now: system.now
            ),
            search: ArticleSearchViewModel(site: site, search: { repository($0) }, recent: kept.recent, language: language, now: system.now),
            reader: ArticleReaderViewModel(
                site: site, bodies: withSavedCopies, recent: kept.recent, saved: savedArticles, language: language, now: system.now
            ),
            maps: MapMaker(
                landMask: kept.landMask,
                gazetteer: kept.gazetteer,
                streets: streetRepository(globals.mapServer, transport: transport, cache: kept.streetCache, timeout: limits.totalTimeout),
                language: language
            ),
            mapServerHost: globals.mapServer.host(standard: standardMapServer),
            places: PlaceFinder(gazetteer: kept.gazetteer, language: language),
            placesTab: PlacesTabViewModel(list: kept.locations, site: site, gazetteer: kept.gazetteer, fixedSite: globals.wiki?.isAddress == true),
            addForm: CustomLocationFormViewModel(list: kept.locations, gazetteer: kept.gazetteer),
            gazetteer: kept.gazetteer,
            desktop: kept.desktop,
            credits: kept.credits,
            configuration: system.configuration ?? .load(environment: system.environment),
            standardSite: kept.standardSite,
            // Pictures where the terminal draws them: never with --plain, which is sentences only.
            pictures: globals.plain ? .none : PictureDrawing(
                terminal: system.pictures,
                pictures: ArticlePicturesViewModel(pictures: HTTPPictureRepository(
                    transport: transport,
                    cache: kept.pictureCache,
                    deadline: .milliseconds(Int((limits.totalTimeout * 1000).rounded(.up)))
                )),
                png: PictureConverter.png
            )
        )
    }

    /// The Overpass server maps' streets come from when nothing names another.
    static let standardMapServer = OverpassStreetMapRepository.defaultServer

    /// Where maps' streets come from: the Overpass server `--map-server` names, through the run's transport (Places'
    /// User-Agent, --timeout), answers kept by area; none with `--map-server off`.
    private static func streetRepository(_ server: MapServer, transport: HTTPTransport, cache: StreetMapCache?, timeout: Double) -> (any StreetMapRepository)? {
        let url: URL
        switch server {
        case .off: return nil
        case .address(let address): url = address
        case .standard:
            guard let standard = URL(string: OverpassStreetMapRepository.defaultServer) else { return nil }
            url = standard
        }
        return OverpassStreetMapRepository(server: url, transport: transport, cache: cache, deadline: .milliseconds(Int((timeout * 1000).rounded(.up))))
    }

    /// Where the locations come from: the source, a saved copy of it when it is remote, and for the default feed
    /// only, the copy compiled into `places` when neither can be had.
    private static func feedRepository(
        for source: FeedSource,
        timeout: Double,
        transport: HTTPTransport,
        cacheDirectory: String?
    ) -> any LocationRepository {
        let fromSource: any LocationRepository
        switch source {
        case .file(let path):
            fromSource = FileLocationRepository(path: path, timeout: .milliseconds(Int((timeout * 1000).rounded(.up))))
        case .remote(let url):
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
