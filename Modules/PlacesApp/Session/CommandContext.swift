import PlacesDomain
import PlacesPresentation

/// What every command runs with: the view models, the console, the options, and the few output steps that several
/// commands share (loading with progress, finding a location, printing a link).
///
/// The same context serves `places COMMAND` and every line of a session, so both have the same grammar and the same
/// output. It loads the feed the first time a command needs locations, not before: `help`, `inspect` and `style`
/// never touch the network. It holds no rules and no sentences: it asks the view models and the text catalogs.
@MainActor
final class CommandContext {
    let list: LocationsViewModel
    /// Land and water for maps, when the land mask could be read.
    let landMask: (any LandMask)?
    /// Wikipedia's articles around places: `nearby`, `article`, `open @N`, `handle-url`.
    let articles: ArticlesViewModel
    let console: Console
    var options: Options
    let reader: LineReader
    let desktop: DesktopIntegration
    let progress: ProgressIndicator
    /// Whether this context serves an interactive session (affects hints and `quit`).
    let inSession: Bool
    /// The feed's URL or path as shown in messages.
    let sourceName: String
    let localizer: Localizer
    let messages: MessageFormatter
    /// Set by `quit`; the session ends after the line that set it.
    var sessionEnded = false
    /// What `map` without an argument draws: the list (as last searched), or the articles of the last `nearby`.
    enum MapSubject {
        case locations
        case articles
    }

    /// Set by `list` and `search` (the locations) and by `nearby` and `handle-url` (the articles).
    var mapSubject = MapSubject.locations

    /// The place the last command showed (`open`, `link`, `add`, `nearby`, `handle-url`): where `nearby` without an
    /// argument looks.
    var lastPlace: ArticlePlace?
    private var loaded = false

    init(
        list: LocationsViewModel,
        landMask: (any LandMask)? = nil,
        articles: ArticlesViewModel,
        console: Console,
        options: Options,
        reader: LineReader,
        desktop: DesktopIntegration,
        progress: ProgressIndicator,
        inSession: Bool,
        sourceName: String
    ) {
        self.list = list
        self.landMask = landMask
        self.articles = articles
        self.console = console
        self.options = options
        self.reader = reader
        self.desktop = desktop
        self.progress = progress
        self.inSession = inSession
        self.sourceName = sourceName
        localizer = Localizer(language: list.language)
        messages = MessageFormatter(language: list.language)
    }

    /// The language of everything printed.
    var language: Language { list.language }

    /// Runs a parsed command.
    func run(_ parsed: ParsedCommand) async -> ExitStatus {
        await parsed.command.run(parsed.argument, in: self)
    }

    /// Explains a usage problem and returns ``ExitStatus/usage``.
    func report(_ problem: UsageProblem) -> ExitStatus {
        console.message(UsageMessages(language: language, inSession: inSession).text(for: problem))
        return .usage
    }

    // MARK: Loading

    /// Loads the locations once, showing progress and then the notices. False when nothing could be shown.
    func ensureLoaded() async -> Bool {
        if loaded { return true }
        return await reload()
    }

    /// Loads the locations again, showing progress and the notices. False when nothing could be shown.
    func reload() async -> Bool {
        await progress.during(localizer(SessionText.fetching(source: sourceName))) {
            await list.load()
        }
        for notice in list.notices { console.message(notice.message) }
        if case .failed(let message) = list.state {
            console.message(message)
            loaded = false
        } else {
            loaded = true
        }
        return loaded
    }

    // MARK: Shared output

    /// Finds a location of the list by number or name, explaining on the console when it cannot (`remove`, which
    /// only the list's locations can be). A location found becomes the place `nearby` looks around next.
    func find(_ target: String) async -> LocationRow? {
        guard await ensureLoaded() else { return nil }
        switch list.lookUp(target) {
        case .found(let row):
            lastPlace = ArticlePlace(coordinate: row.location.coordinate, label: row.location.name)
            return row
        case .ambiguous(let message, let candidates):
            console.message(message)
            console.err.write(LocationTable(style: console.style, localizer: localizer).render(candidates))
        case .notFound(let message, _):
            console.message(message)
        }
        return nil
    }

    /// The article a reference (`@3`) or a title names, explaining on the console when a reference names none.
    func findArticle(_ text: String) async -> ArticleTarget? {
        switch await articles.target(for: text) {
        case .success(let target):
            return target
        case .failure(let failure):
            console.message(failure.message)
            return nil
        }
    }

    /// What `findPlace` found.
    enum FoundPlace {
        /// A location of the list.
        case location(LocationRow)
        /// A place of the built-in gazetteer (the console has said so).
        case place(GazetteerPlace)
        /// Nothing, after saying why; the status to end with (2 when a one-shot command must be told which place).
        case none(ExitStatus)

        /// The coordinate and name, whichever it is.
        var articlePlace: ArticlePlace? {
            switch self {
            case .location(let row): ArticlePlace(coordinate: row.location.coordinate, label: row.location.name)
            case .place(let place): ArticlePlace(coordinate: place.coordinate, label: place.name)
            case .none: nil
            }
        }
    }

    /// Finds a location of the list by number or name, or else a place of the built-in gazetteer by name, and
    /// explains on the console what it cannot decide. Between namesakes a session asks; a one-shot command lists
    /// them and ends with status 2. What is found becomes the place `nearby` looks around next.
    ///
    /// - Parameters:
    ///   - target: A number (`3`, `#3`) or a name, maybe with a country or US state after a comma.
    ///   - otherwise: A sentence to add when nothing matches (why the text is not coordinates either, for `nearby`).
    func findPlace(_ target: String, otherwise: String? = nil) async -> FoundPlace {
        guard await ensureLoaded() else { return .none(.failure) }
        let found: FoundPlace
        switch list.findPlace(target) {
        case .location(let row):
            found = .location(row)
        case .place(let place, let note):
            console.message(note)
            found = .place(place)
        case .ambiguousLocations(let message, let candidates):
            console.message(message)
            console.err.write(LocationTable(style: console.style, localizer: localizer).render(candidates))
            return .none(.failure)
        case .ambiguousPlaces(let message, let choices, let hint):
            guard let place = await choose(among: choices, message: message, hint: hint) else {
                return .none(inSession ? .failure : .usage)
            }
            found = .place(place)
        case .notFound(let message):
            console.message(otherwise.map { "\(message)\n\($0)" } ?? message)
            return .none(.failure)
        }
        lastPlace = found.articlePlace
        return found
    }

    /// Why ``place(named:)`` found no place, after the console has said so: the status to end with.
    struct NoPlace: Error {
        let status: ExitStatus
    }

    /// The place `nearby` or `map` is to look around: a link's place, an article of the last list (`@3`),
    /// coordinates with or without a name in front, or a location or gazetteer place by number or name
    /// (``findPlace(_:otherwise:)``). What it cannot find it explains on the console; what it finds becomes the
    /// last place shown.
    ///
    /// - Parameter words: The argument's words, not empty.
    /// - Returns: The place, or the status to end with.
    func place(named words: [String]) async -> Result<ArticlePlace, NoPlace> {
        let place: ArticlePlace
        switch PlaceArgument.reading(words, language: language) {
        case .place(let given):
            place = given
        case .article(let reference):
            switch await articles.place(ofReference: reference) {
            case .success(let found):
                place = found
            case .failure(let failure):
                console.message(failure.message)
                return .failure(NoPlace(status: .failure))
            }
        case .rejected(let message):
            console.message(message)
            return .failure(NoPlace(status: .failure))
        case .location(let text, let coordinateProblem):
            let found = await findPlace(text, otherwise: coordinateProblem)
            guard let articlePlace = found.articlePlace else {
                if case .none(let status) = found { return .failure(NoPlace(status: status)) }
                return .failure(NoPlace(status: .failure))
            }
            place = articlePlace
        }
        lastPlace = place
        return .success(place)
    }

    /// Lists `choices`, numbered; in a session asks for a number and returns that place, elsewhere says how to name
    /// one and returns `nil`.
    func choose(among choices: [PlaceRow], message: String, hint: String) async -> GazetteerPlace? {
        console.message(message)
        console.err.write(PlaceTable(style: console.style, localizer: localizer).render(choices, numbered: true))
        guard inSession else {
            console.message(hint)
            return nil
        }
        while true {
            let input = await reader.read(localizer(PlaceText.chooseOne))
            guard case .line(let line) = input, let text = Location.normalizedName(line) else {
                console.message(localizer(PlaceText.chooseCancelled))
                return nil
            }
            if let number = Int(text), choices.indices.contains(number - 1) { return choices[number - 1].place }
            console.message(localizer(PlaceText.chooseInvalid(TerminalText.quoted(text), count: choices.count)))
        }
    }

    /// The link for a row in the current style, or `nil` when the style cannot make one.
    func linkText(_ row: LocationRow) -> String? {
        try? list.link(for: row).get()
    }

    /// Prints a row's link, or why the current style cannot make one.
    func printLink(for row: LocationRow) -> ExitStatus {
        switch list.link(for: row) {
        case .success(let link):
            console.line(link)
            return .success
        case .failure(let unavailable):
            console.message(unavailable.message)
            return .failure
        }
    }

    /// Says what became of an addition: its number and how to open it, or why it was not saved.
    func reportAdding(_ result: Result<LocationRow, ActionFailure>) -> ExitStatus {
        switch result {
        case .success(let row):
            lastPlace = ArticlePlace(coordinate: row.location.coordinate, label: row.location.name)
            console.line(TerminalText.sanitized(list.addedMessage(for: row)))
            // An unnamed location's title already says where it is.
            if let name = row.location.name, let sentence = list.labeler.sentence(for: row.location.coordinate, named: name) {
                console.line(TerminalText.sanitized(sentence))
            }
            console.line(localizer(SessionText.openHint(number: row.number)))
            return .success
        case .failure(let failure):
            console.message(failure.message)
            return .failure
        }
    }
}
