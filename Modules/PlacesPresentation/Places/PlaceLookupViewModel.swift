#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
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
    private let coordinates: CoordinateFormatter
    private let now: @Sendable () -> Date

    /// A view model over the resolver, with the list's rows for its candidates.
    ///
    /// - Parameters:
    ///   - resolve: The resolver (the gazetteer, the last list of articles and a wiki's search behind it).
    ///   - list: The list, for the rows of candidates and suggestions.
    ///   - gazetteer: For the rows of gazetteer candidates.
    ///   - now: The clock, for the age of a saved answer of Wikipedia's.
    public init(
        resolve: ResolvePlace,
        list: LocationsViewModel,
        gazetteer: (any Gazetteer)?,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.resolve = resolve
        self.list = list
        self.now = now
        localizer = Localizer(language: list.language)
        messages = MessageFormatter(language: list.language)
        places = PlaceFinder(gazetteer: gazetteer, language: list.language)
        coordinates = CoordinateFormatter(language: list.language)
    }

    /// Whether looking up `words` may need the list, so that a front end loads it (and says so) only then.
    public func needsList(_ words: [String], accepting kinds: PlaceKinds) -> Bool {
        resolve.needsList(words, accepting: kinds)
    }

    /// What `words` name.
    ///
    /// - Parameters:
    ///   - words: The argument's words as typed; a quoted name is one word.
    ///   - kinds: What the command accepts.
    ///   - catalog: The list, when ``needsList(_:accepting:)`` says it may be needed; `nil` when it cannot be had.
    public func lookUp(
        _ words: [String],
        accepting kinds: PlaceKinds,
        catalog: LocationCatalog?
    ) async -> PlaceLookup {
        let resolution = await resolve(words, accepting: kinds, catalog: catalog)
        switch resolution {
        case .found(let place):
            return .found(place, note: note(for: place))
        case .severalLocations(let typed, let numbers):
            return .severalLocations(
                message: localizer(LocationText.matchesSeveral(Quoted(typed), count: numbers.count)),
                rows: numbers.compactMap(list.row(number:))
            )
        case .severalPlaces(let typed, let candidates, let total):
            return .choose(choice(typed: typed, candidates: candidates, total: total))
        case .severalCandidates(let typed, let matches, let articles, let total):
            return .choose(choice(typed: typed, matches: matches, articles: articles, total: total))
        case .noSuchNumber(let typed, let numbers):
            guard let numbers else { return .failed(message: localizer(LocationText.noLocations)) }
            // A number inside the range is one a removed location left unused.
            if let number = Int(typed), numbers.contains(number) {
                return .failed(message: localizer(LocationText.numberUnused(Quoted(typed), last: numbers.upperBound)), next: .listNumbers)
            }
            return .failed(message: localizer(LocationText.noSuchNumber(Quoted(typed), last: numbers.upperBound)))
        case .notFound(let typed, let suggestions, let problem, let searchedGazetteer, let wikipedia):
            var sentence = nowhere(typed, listed: kinds.contains(.listNames), searchedGazetteer: searchedGazetteer, wikipedia: wikipedia)
            if let didYouMean = didYouMean(suggestions) { sentence += " " + didYouMean }
            if case .noPlace(let unplaced) = wikipedia, !unplaced.isEmpty {
                sentence += "\n" + localizer(SearchText.unplaced(titles: unplaced.prefix(Self.unplacedNamed).map { Quoted($0) }))
            }
            if let problem { sentence += "\n" + messages.coordinateText(problem) }
            guard case .unavailable(let failure) = wikipedia, let site = resolve.site else { return .failed(message: sentence) }
            return .unavailable(message: sentence + "\n" + messages.articleFailure(failure, site: site))
        case .invalidCoordinates(let problem):
            return .invalid(message: messages.coordinateText(problem))
        case .unreadableLink(let problem):
            return .invalid(message: messages.mapLinkProblem(problem))
        case .rejectedLink(let rejection):
            return .failed(message: localizer(LinkText.inspectRejected(reason: messages.linkRejection(rejection))))
        case .linkWithoutPlace(let article):
            let title = article.title.contains(" ") ? "\"\(article.title)\"" : article.title
            return .failed(message: localizer(ArticleText.linkWithoutPlace), next: .readArticle(title: title))
        case .unusableReference(let failure):
            return .failed(message: messages.referenceFailure(failure), next: messages.referenceStep(failure))
        }
    }

    /// The location of the list that `name` names under another of its names (the gazetteer's "Kopenhagen" for the
    /// list's Copenhagen), with the sentence that says so; `nil` when there is none.
    private func listLocation(named name: String, catalog: LocationCatalog) async -> (number: Int, sentence: String)? {
        guard case .found(let place) = await resolve([name], accepting: .gazetteer, catalog: catalog),
              let number = place.number, let row = list.row(number: number)
        else { return nil }
        return (number, localizer(PlaceText.otherName(Quoted(name), place: row.title, number: number)))
    }

    /// What a name given alone may be when a place is added: an article of the last list (`@2`), a place of the
    /// gazetteer or one Wikipedia knows; never a location of the list, which is already there.
    public func placeForAdding(_ name: String) async -> PlaceLookup {
        await lookUp([name], accepting: [.articleReferences, .gazetteer, .wikipedia], catalog: nil)
    }

    /// The numbers of the list's locations whose names contain `query` (every number for an empty one) — or, when
    /// none does, the location the gazetteer knows under another of its names ("Kopenhagen" for the list's
    /// Copenhagen), with the sentence that says so.
    ///
    /// - Parameters:
    ///   - query: What was typed.
    ///   - catalog: The list, loaded.
    /// - Returns: The numbers, and the note to say beside them when the match came from the gazetteer.
    public func search(_ query: String, catalog: LocationCatalog) async -> (numbers: [Int], note: String?) {
        let numbers = list.numbers(matching: query)
        guard numbers.isEmpty, !query.isEmpty, let (number, sentence) = await listLocation(named: query, catalog: catalog) else {
            return (numbers, nil)
        }
        return ([number], sentence)
    }

    /// "No location matches “amstredam”. Did you mean Amsterdam?": what a search of the list that found nothing
    /// says, with the list's closest names by the one rule a name that names no place gets
    /// (`LocationCatalog.resolve(name:)`).
    ///
    /// - Parameters:
    ///   - query: What was searched for.
    ///   - catalog: The list, loaded.
    public func noMatch(_ query: String, catalog: LocationCatalog) -> String {
        let sentence = list.noMatch(query)
        guard case .notFound(let closest) = catalog.resolve(name: query), let didYouMean = didYouMean(closest) else { return sentence }
        return sentence + " " + didYouMean
    }

    /// "Did you mean Amsterdam?" for the list's locations with these numbers; `nil` for none.
    private func didYouMean(_ numbers: [Int]) -> String? {
        let titles = numbers.compactMap { list.row(number: $0)?.quotedTitle }
        return titles.isEmpty ? nil : localizer(LocationText.didYouMean(names: titles))
    }

    /// What `add NAME` says when no place has the name: why the words are not coordinates, then why no place was
    /// found (`reason`, from ``lookUp(_:accepting:catalog:)``).
    public func notFoundForAdd(problem: CoordinateTextError, reason: String) -> String {
        messages.coordinateText(problem) + "\n" + reason
    }

    /// The most titles of articles without coordinates named when nothing was found.
    static let unplacedNamed = 3

    /// Which location of the list `place` is, "#1 Amsterdam, from the list.", when it is one: for a front end that
    /// shows the place without saying where it came from.
    public func listOrigin(of place: Place) -> String? {
        guard case .location(let number, let location) = place.origin else { return nil }
        let title = list.row(number: number)?.quotedTitle ?? Quoted(location.name ?? place.name ?? "")
        return localizer(PlaceText.fromList(place: title, number: number))
    }

    /// Which location of the list the words `typed` found, when they were a name rather than its number: for the
    /// commands that look around a place, whose answer does not show which point was used.
    public func whichLocation(_ place: Place, typed: [String]) -> String? {
        guard case .location(let number, _) = place.origin else { return nil }
        let text = typed.joined(separator: " ")
        return Int(text.hasPrefix("#") ? String(text.dropFirst()) : text) == number ? nil : listOrigin(of: place)
    }

    /// Where a place came from, when it is not the list, and the age of a saved answer it came from.
    private func note(for place: Place) -> String? {
        switch place.origin {
        case .gazetteer(let found):
            return localizer(PlaceText.fromGazetteer(place: places.label(for: found)))
        case .wikipedia(let found):
            let description = found.article.description.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
            let note = localizer(SearchText.fromWikipedia(title: Quoted(found.article.title), description: description.map { Quoted($0) }))
            guard let savedAt = found.savedAt else { return note }
            let reason = found.savedBecause.map { messages.articleFailure($0, site: found.site) }
            return note + "\n" + localizer(ArticleText.showingSaved(reason: reason, age: messages.age(of: savedAt, now: now())))
        case .location, .article, .coordinates, .link, .lastList:
            return nil
        }
    }

    /// "Neither the list, nor the built-in gazetteer, nor Wikipedia has a place called “x”.", naming only where the
    /// name was looked for.
    private func nowhere(_ typed: String, listed: Bool, searchedGazetteer: Bool, wikipedia: WikipediaSearchOutcome) -> String {
        let quoted = Quoted(typed)
        switch wikipedia {
        case .notAsked:
            return searchedGazetteer ? localizer(PlaceText.nothingMatches(quoted)) : localizer(LocationText.noMatch(quoted))
        case .noPlace:
            return localizer(SearchText.nowhere(quoted, list: listed, gazetteer: searchedGazetteer, offline: false))
        case .unavailable:
            return localizer(SearchText.nowhere(quoted, list: listed, gazetteer: searchedGazetteer, offline: true))
        }
    }

    /// The question between gazetteer places whose names only begin with or contain the text and Wikipedia's
    /// articles, gazetteer places first.
    private func choice(typed: String, matches: [GazetteerMatch], articles: [WikipediaPlace], total: Int) -> Choice<Place> {
        let rows = matches.map { ChoiceRow.place(places.row($0)) }
            + articles.map { ChoiceRow.article(FoundArticleRow(candidate: $0, localizer: localizer, coordinates: coordinates)) }
        return Choice(
            question: localizer(PlaceText.couldBe(Quoted(typed), count: total)),
            rows: rows,
            values: matches.map { Place(namesake: $0, language: list.language.rawValue) } + articles.map(Place.init),
            hint: matches.first.map { localizer(SearchText.narrowDownMixed(example: Quoted(Self.example(typed, $0.place)))) }
                ?? localizer(SearchText.narrowDown(example: Quoted(articles.first?.article.title ?? typed))),
            next: matches.isEmpty ? .findThenReference : .findArticleReference,
            unlisted: max(0, total - rows.count),
            language: list.language
        )
    }

    /// "Springfield, Missouri": the text narrowed to one place's region or country, as the gazetteer reads it.
    private static func example(_ typed: String, _ place: GazetteerPlace) -> String {
        "\(typed), \(place.regionName ?? place.countryCode)"
    }

    private func choice(typed: String, candidates: [GazetteerMatch], total: Int) -> Choice<Place> {
        let example = candidates.first.map { Self.example(typed, $0.place) } ?? typed
        return Choice(
            question: localizer(PlaceText.couldBe(Quoted(typed), count: total)),
            rows: candidates.map { .place(places.row($0)) },
            // A namesake chosen keeps what tells it from the others: two Springfields are never the same row.
            values: candidates.map { Place(namesake: $0, language: list.language.rawValue) },
            hint: localizer(PlaceText.narrowDown(example: Quoted(example))),
            unlisted: max(0, total - candidates.count),
            language: list.language
        )
    }
}
