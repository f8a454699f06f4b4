import PlacesData
import PlacesDomain
import PlacesPresentation

/// Runs one ``Command`` against the view models and writes what it produced to the console.
///
/// The same runner serves `places COMMAND` and every line of the REPL, so both have the same grammar and the
/// same output. It loads the feed the first time a command needs locations, not before: `help`, `inspect` and
/// `style` never touch the network.
@MainActor
final class CommandRunner {
    let list: LocationsViewModel
    let console: Console
    private(set) var options: Options
    let reader: LineReader
    let desktop: DesktopIntegration
    let localizer: Localizer
    let messages: MessageFormatter
    let coordinates: CoordinateFormatter
    /// Whether this runner serves a REPL session (affects hints and `quit`).
    let inSession: Bool
    let progress: Progress
    private var loaded = false

    init(
        list: LocationsViewModel,
        console: Console,
        options: Options,
        reader: LineReader,
        desktop: DesktopIntegration,
        progress: Progress,
        inSession: Bool
    ) {
        self.list = list
        self.console = console
        self.options = options
        self.reader = reader
        self.desktop = desktop
        self.progress = progress
        self.inSession = inSession
        localizer = Localizer(language: list.language)
        messages = MessageFormatter(language: list.language)
        coordinates = CoordinateFormatter(language: list.language)
    }

    /// Runs `command`; `quit` is the REPL's to handle and does nothing here.
    func run(_ command: Command) async -> ExitStatus {
        switch command {
        case .list: return await show(query: "")
        case .search(let text): return await show(query: text)
        case .open(let target): return await open(target)
        case .link(let target): return await link(target)
        case .refresh: return await refresh()
        case .add(let text): return await add(text)
        case .remove(let target): return await remove(target)
        case .inspect(let link): return inspect(link)
        case .handleURL(let link): return await handle(link)
        case .installHandler: return installHandler()
        case .uninstallHandler: return uninstallHandler()
        case .style(let name): return style(name)
        case .help(let topic): return help(topic)
        case .version:
            console.line(localizer(AppText.version, PlacesApplication.version))
            return .success
        case .quit: return .success
        }
    }

    // MARK: Loading

    /// Loads the locations once, showing progress and then the notices. False when nothing could be shown.
    func ensureLoaded() async -> Bool {
        if loaded { return true }
        await load()
        return loaded
    }

    private func load() async {
        await progress.during(localizer(AppText.fetching, sourceName)) {
            await list.load()
        }
        for notice in list.notices { console.message(notice.message) }
        switch list.state {
        case .failed(let message):
            console.message(message)
            loaded = false
        default:
            loaded = true
        }
    }

    var sourceName: String { options.source ?? FeedSource.standard.description }

    private func refresh() async -> ExitStatus {
        loaded = false
        await load()
        guard loaded else { return .failure }
        console.line(localizer(AppText.loadedCount, String(list.catalog.locations.count)))
        return .success
    }

    // MARK: Browsing

    private func show(query: String) async -> ExitStatus {
        guard await ensureLoaded() else { return .failure }
        list.search(query)
        let rows = list.rows
        if options.json {
            console.out.write(JSONOutput.rows(rows, link: linkText))
            return .success
        }
        if case .empty(let message) = list.state {
            console.message(message)
            return .success
        }
        if rows.isEmpty {
            console.message(localizer(AppText.noMatches, query))
            return .success
        }
        console.out.write(LocationTable(style: console.style, localizer: localizer).render(rows))
        return .success
    }

    func linkText(_ row: LocationRow) -> String? {
        try? list.link(for: row).get()
    }

    /// Finds a location by number or name, explaining on the console when it cannot.
    private func find(_ target: String) async -> LocationRow? {
        guard await ensureLoaded() else { return nil }
        switch list.lookUp(target) {
        case .found(let row):
            return row
        case .ambiguous(let message, let candidates):
            console.message(message)
            console.err.write(LocationTable(style: console.style, localizer: localizer).render(candidates))
        case .notFound(let message, _):
            console.message(message)
        }
        return nil
    }

    private func open(_ target: String) async -> ExitStatus {
        guard let row = await find(target) else { return .failure }
        if options.dryRun {
            return printLink(for: row)
        }
        switch await list.open(row) {
        case .opened(_, let message):
            console.line(TerminalText.sanitized(message))
            return .success
        case .noHandler(_, let webFallback, let message), .failed(_, let webFallback, let message):
            console.message(message)
            console.line(webFallback)
            return .failure
        case .noLink(let message):
            console.message(message)
            return .failure
        }
    }

    private func link(_ target: String) async -> ExitStatus {
        guard let row = await find(target) else { return .failure }
        if options.json {
            console.out.write(JSONOutput.rows([row], link: linkText))
            return linkText(row) == nil ? .failure : .success
        }
        return printLink(for: row)
    }

    private func printLink(for row: LocationRow) -> ExitStatus {
        switch list.link(for: row) {
        case .success(let link):
            console.line(link)
            return .success
        case .failure(let unavailable):
            console.message(unavailable.message)
            return .failure
        }
    }

    // MARK: The user's locations

    private func add(_ text: String?) async -> ExitStatus {
        guard let text else { return await AddForm(runner: self).run() }
        let named: NamedCoordinate
        do {
            named = try CoordinateTextParser.namedCoordinate(from: text)
        } catch {
            console.message(messages.coordinateText(error))
            return .usage
        }
        guard await ensureLoaded() else { return .failure }
        return await save(Location(name: named.name, coordinate: named.coordinate, origin: .custom))
    }

    /// Saves a location and says where it went and how to open it.
    func save(_ location: Location) async -> ExitStatus {
        reportAdding(await list.add(location))
    }

    /// Says what became of an addition: its number and how to open it, or why it was not saved.
    func reportAdding(_ result: Result<LocationRow, ActionFailure>) -> ExitStatus {
        switch result {
        case .success(let row):
            console.line(TerminalText.sanitized(list.addedMessage(for: row)))
            console.line(localizer(AppText.openHint, String(row.number)))
            return .success
        case .failure(let failure):
            console.message(failure.message)
            return .failure
        }
    }

    private func remove(_ target: String) async -> ExitStatus {
        guard let row = await find(target) else { return .failure }
        switch await list.remove(row) {
        case .success(let message):
            console.line(TerminalText.sanitized(message))
            return .success
        case .failure(let failure):
            console.message(failure.message)
            return .failure
        }
    }

    // MARK: Settings and help

    private func style(_ name: String?) -> ExitStatus {
        let names = PlacesLinkStyle.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name else {
            console.line(localizer(AppText.styleShow, list.linkStyle.rawValue, names))
            return .success
        }
        guard let style = PlacesLinkStyle(rawValue: name.lowercased()) else {
            console.message(localizer(AppText.invalidLinkStyle, name, names))
            return .usage
        }
        list.linkStyle = style
        options.linkStyle = style
        console.line(localizer(AppText.styleSet, style.rawValue))
        return .success
    }

    private func help(_ topic: String?) -> ExitStatus {
        guard let topic else {
            console.line(HelpTopic.overview.text(list.language))
            return .success
        }
        guard let help = HelpTopic(command: topic) else {
            let commands = Command.names.joined(separator: ", ")
            console.message(localizer(AppText.unknownHelpTopic, TerminalText.sanitized(topic), commands))
            return .usage
        }
        console.line(help.text(list.language))
        return .success
    }

    /// Explains a usage error and returns ``ExitStatus/usage``.
    func report(_ error: UsageError) -> ExitStatus {
        console.message(UsageMessages(localizer: localizer, messages: messages, inSession: inSession).text(for: error))
        return .usage
    }
}
