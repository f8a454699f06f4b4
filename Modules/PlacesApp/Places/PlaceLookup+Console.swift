import PlacesDomain
import PlacesPresentation

extension PlaceLookupViewModel {
    /// What the person found, after the console has said what it must: a place, or the status to end with.
    enum Found {
        case place(Place)
        case none(ExitStatus)
    }

    /// Finds the place `words` name and says on the console what a person must know: where a gazetteer place or a
    /// Wikipedia article came from, the list's candidates, why there is none. Between namesakes the one chooser asks (or lists them where
    /// nobody can answer).
    ///
    /// - Parameters:
    ///   - words: The argument's words.
    ///   - kinds: What the command accepts.
    ///   - list: The list, loaded when it is needed.
    ///   - io: The run's console and chooser.
    ///   - sayingWhichLocation: Whether a name that is a location of the list says which ("#1 Amsterdam, from the
    ///     list."): for a command whose answer does not show which point was used.
    func find(_ words: [String], accepting kinds: PlaceKinds, list: ListAccess, _ io: CommandIO, sayingWhichLocation: Bool = false) async -> Found {
        // The list is loaded (with its progress and notices) only when the words may name a location of it.
        let catalog = needsList(words, accepting: kinds) ? await list.catalog(io) : nil
        switch await lookUp(words, accepting: kinds, catalog: catalog) {
        case .found(let place, let note):
            io.note(note ?? (sayingWhichLocation ? whichLocation(place, typed: words) : nil))
            return .place(place)
        case .choose(let choice):
            switch await io.chooser.choose(choice) {
            case .chosen(let place): return .place(place)
            case .none(let status): return .none(status)
            }
        case .severalLocations(let message, let rows):
            io.console.message(message)
            io.console.err.write(LocationTable(style: io.console.style, localizer: io.localizer).render(rows))
            return .none(.failure)
        case .failed(let message, let next):
            io.console.message(io.localizer.sentence(message, then: next))
            return .none(.failure)
        case .unavailable(let message):
            io.console.message(message)
            return .none(.failure)
        case .invalid(let message):
            io.console.message(message)
            return .none(.usage)
        }
    }

    /// The place a command that looks around one means: the place its words name, or without words the last place
    /// shown — in this session, else the one the kept list of articles was made around. Says why when there is none,
    /// and which location of the list a name is when `sayingWhichLocation`.
    func placeToLookAround(
        for command: String,
        _ input: CommandInput,
        articles: ArticlesViewModel,
        list: ListAccess,
        _ io: CommandIO,
        sayingWhichLocation: Bool = true
    ) async -> Found {
        guard input.argument.words.isEmpty else {
            return await find(input.argument.words, accepting: .all, list: list, io, sayingWhichLocation: sayingWhichLocation)
        }
        if let last = input.session.lastPlace { return .place(last) }
        if let last = await articles.lastPlace() { return .place(last) }
        io.console.message(io.localizer(CommandHintText.needsPlace(command: command)))
        return .none(.usage)
    }
}
