public import PlacesDomain

/// Finds the place a person typed after `open`, `nearby`, `map` or `add`, through Domain's `ResolvePlace`, and puts
/// the answer into words: where a place came from, the question between namesakes, or why there is none.
@MainActor
public final class PlaceLookupViewModel {
    private let resolve: ResolvePlace
    private let list: LocationsViewModel
    private let localizer: Localizer
    private let messages: MessageFormatter
    private let places: PlaceFinder

    /// A view model over the resolver, with the list's rows for its candidates.
    ///
    /// - Parameters:
    ///   - resolve: The resolver (the gazetteer and the last list of articles behind it).
    ///   - list: The list, for the rows of candidates and suggestions.
    ///   - gazetteer: For the rows of gazetteer candidates.
    public init(resolve: ResolvePlace, list: LocationsViewModel, gazetteer: (any Gazetteer)?) {
        self.resolve = resolve
        self.list = list
        localizer = Localizer(language: list.language)
        messages = MessageFormatter(language: list.language)
        places = PlaceFinder(gazetteer: gazetteer, language: list.language)
    }

    /// What `words` name.
    ///
    /// - Parameters:
    ///   - words: The argument's words as typed; a quoted name is one word.
    ///   - kinds: What the command accepts.
    ///   - catalog: The list, loaded when it is needed; `nil` when it cannot be had.
    public func lookUp(
        _ words: [String],
        accepting kinds: PlaceKinds,
        catalog: @escaping @Sendable () async -> LocationCatalog?
    ) async -> PlaceLookup {
        let resolution = await resolve(words, accepting: kinds, catalog: catalog)
        switch resolution {
        case .found(let place):
            var note: String?
            if case .gazetteer(let found) = place.origin { note = localizer(PlaceText.fromGazetteer(place: places.label(for: found))) }
            return .found(place, note: note)
        case .severalLocations(let typed, let numbers):
            return .severalLocations(
                message: localizer(LocationText.matchesSeveral(Quoted(typed), count: numbers.count)),
                rows: numbers.compactMap(list.row(number:))
            )
        case .severalPlaces(let typed, let candidates, let total):
            return .choose(choice(typed: typed, candidates: candidates, total: total))
        case .noSuchNumber(let typed, let numbers):
            guard let numbers else { return .failed(message: localizer(LocationText.noLocations)) }
            return .failed(message: localizer(LocationText.noSuchNumber(Quoted(typed), last: numbers.upperBound)))
        case .notFound(let typed, let suggestions, let problem, let searchedGazetteer):
            var sentence = searchedGazetteer ? localizer(PlaceText.nothingMatches(Quoted(typed))) : localizer(LocationText.noMatch(Quoted(typed)))
            let titles = suggestions.compactMap { list.row(number: $0)?.quotedTitle }
            if !titles.isEmpty { sentence += " " + localizer(LocationText.didYouMean(names: titles)) }
            if let problem { sentence += "\n" + messages.coordinateText(problem) }
            return .failed(message: sentence)
        case .invalidCoordinates(let problem):
            return .invalid(message: messages.coordinateText(problem))
        case .rejectedLink(let rejection):
            return .failed(message: localizer(LinkText.inspectRejected(reason: messages.linkRejection(rejection))))
        case .linkWithoutPlace(let article):
            let title = article.title.contains(" ") ? "\"\(article.title)\"" : article.title
            return .failed(message: localizer(ArticleText.linkWithoutPlace(title: Quoted(title))))
        case .unusableReference(let failure):
            return .failed(message: messages.referenceFailure(failure))
        }
    }

    /// The location of the list that `name` names under another of its names (the gazetteer's "Kopenhagen" for the
    /// list's Copenhagen), with the sentence that says so; `nil` when there is none.
    public func listLocation(named name: String, catalog: LocationCatalog) async -> (number: Int, sentence: String)? {
        guard case .found(let place) = await resolve([name], accepting: .gazetteer, catalog: { catalog }),
              let number = place.number, let row = list.row(number: number)
        else { return nil }
        return (number, localizer(PlaceText.otherName(Quoted(name), place: row.title, number: number)))
    }

    /// What `add NAME` says when the gazetteer has no such place: why the words are not coordinates, and that the
    /// gazetteer does not know the name either.
    public func notFoundForAdd(_ name: String, problem: CoordinateTextError) -> String {
        messages.coordinateText(problem) + "\n" + localizer(PlaceText.whereNone(Quoted(name)))
    }

    private func choice(typed: String, candidates: [GazetteerMatch], total: Int) -> Choice<Place> {
        let example = candidates.first.map { "\(typed), \($0.place.regionName ?? $0.place.countryCode)" } ?? typed
        return Choice(
            question: localizer(PlaceText.couldBe(Quoted(typed), count: total)),
            rows: candidates.map { places.row($0) },
            // A namesake chosen keeps what tells it from the others: two Springfields are never the same row.
            values: candidates.map { Place(namesake: $0, language: list.language.rawValue) },
            hint: localizer(PlaceText.narrowDown(example: Quoted(example))),
            unlisted: max(0, total - candidates.count),
            language: list.language
        )
    }
}
