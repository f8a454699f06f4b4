/// Decides which place the words a person typed name: a link, an article of the last list (`@3`), a location of the
/// list by number, coordinates (with an optional name in front), a location of the list by name, a place of the
/// built-in gazetteer by its exact name, or an article with coordinates that Wikipedia's own search finds — in that
/// order, trying only the kinds the command accepts.
///
/// It never chooses silently between candidates: several locations of the list, several gazetteer places none of
/// which is plainly meant, or several of Wikipedia's articles none of which has the name as its title, are a
/// question for the person. A number is always a location's number, never a name.
///
/// The gazetteer's exact names come before Wikipedia, and Wikipedia is not asked for them ("Paris" is the
/// gazetteer's question between its Parises, without a request). A gazetteer name that only begins with or contains
/// the text does not hide an article titled exactly so: "Colosseum" is Rome's amphitheatre, from Wikipedia, even if
/// a town's name began with it. When Wikipedia has no exact title, the gazetteer's partial matches and Wikipedia's
/// articles are one set of candidates: one is the place, several are a question, gazetteer places first. When
/// Wikipedia cannot be asked and has no saved answer, the gazetteer's partial matches count as they always did.
///
/// Articles without coordinates are not places: they are only named when nothing else was found.
public struct ResolvePlace: Sendable {
    /// The most gazetteer places offered to choose from.
    public static let choiceLimit = 30
    /// The most of Wikipedia's articles offered to choose from beside gazetteer places: half of ``choiceLimit``.
    public static let articleChoiceLimit = 15

    private let gazetteer: (any Gazetteer)?
    private let recent: any RecentArticlesRepository
    private let wikipedia: (any ArticleSearch)?

    /// A resolver over the gazetteer (none: only the list's names are found), the last list of articles, and a
    /// wiki's search (none: Wikipedia is never asked).
    ///
    /// - Parameters:
    ///   - gazetteer: The built-in gazetteer.
    ///   - recent: The last list of articles, for `@3`.
    ///   - wikipedia: The search of the wiki whose articles are places too; `nil` for none.
    public init(gazetteer: (any Gazetteer)?, recent: any RecentArticlesRepository, wikipedia: (any ArticleSearch)? = nil) {
        self.gazetteer = gazetteer
        self.recent = recent
        self.wikipedia = wikipedia
    }

    /// The wiki whose search is asked, if any: the one a failure to ask it names.
    public var site: WikipediaSite? { wikipedia?.site }

    /// Whether resolving `words` may need the list: false when they are a link, an article reference or coordinates
    /// that the command accepts, which name a place without it. The caller loads the list only when this is true.
    ///
    /// - Parameters:
    ///   - words: The argument's words as typed.
    ///   - kinds: What the command accepts.
    public func needsList(_ words: [String], accepting kinds: PlaceKinds) -> Bool {
        guard !kinds.isDisjoint(with: [.numbers, .listNames, .gazetteer]) else { return false }
        let text = Location.normalizedName(words.joined(separator: " ")) ?? ""
        if kinds.contains(.links) && Self.isLink(text, words: words) { return false }
        if kinds.contains(.articleReferences), words.count == 1, ArticleReference.number(in: text) != nil { return false }
        // In the order the kinds are tried: a number is a location's before it could be anything else.
        if kinds.contains(.numbers), Self.listNumber(in: text) != nil { return true }
        if kinds.contains(.coordinates) {
            do {
                _ = try CoordinateTextParser.namedCoordinate(fromWords: words)
                return false
            } catch .empty {
                return true
            } catch {
                return !Self.isCoordinateShaped(text)
            }
        }
        return true
    }

    /// The digits of `text` when it is a location's number, `3` or `#3`; `nil` otherwise.
    private static func listNumber(in text: String) -> String? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        return !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? digits : nil
    }

    /// Whether `text` is given as a link: one word that starts as an address, a `geo:` or a `wikipedia:` link does.
    private static func isLink(_ text: String, words: [String]) -> Bool {
        words.count == 1 && MapLinkParser.isLink(text)
    }

    /// Resolves `words`.
    ///
    /// - Parameters:
    ///   - words: The argument's words as typed; a quoted name is one word. Not empty.
    ///   - kinds: What the command accepts.
    ///   - catalog: The list, when ``needsList(_:accepting:)`` said it may be needed and it could be loaded; `nil`
    ///     otherwise, and then only the other kinds are tried.
    /// - Returns: The place, the candidates to choose from, or why there is none.
    public func callAsFunction(
        _ words: [String],
        accepting kinds: PlaceKinds,
        catalog: LocationCatalog?
    ) async -> PlaceResolution {
        let text = Location.normalizedName(words.joined(separator: " ")) ?? ""
        if kinds.contains(.links), Self.isLink(text, words: words) {
            // An article's address names the place the article is about: its title is asked of Wikipedia as if typed,
            // and nothing else (a gazetteer town of the same name is not what the address meant).
            if let (title, _) = WikipediaAppLink.article(atAddress: text, besides: wikipedia?.site), kinds.contains(.wikipedia), wikipedia != nil {
                return await self([title], accepting: .wikipedia, catalog: catalog)
            }
            return link(text)
        }
        if kinds.contains(.articleReferences), words.count == 1, let number = ArticleReference.number(in: text) {
            switch await ArticleReferences(recent: recent).target(number: number, reference: text) {
            case .success(let found):
                guard let coordinate = found.target.listed?.coordinate else {
                    return .unusableReference(.unplaced(reference: text, title: found.target.title))
                }
                return .found(Place(coordinate: coordinate, name: found.target.title, origin: .article(found.target)))
            case .failure(let failure):
                return .unusableReference(failure)
            }
        }
        if kinds.contains(.numbers), let digits = Self.listNumber(in: text) {
            let list = catalog
            guard let number = Int(digits), let location = list?.location(number: number) else {
                return .noSuchNumber(typed: digits, numbers: list?.numbers)
            }
            return .found(Place(number: number, location: location))
        }
        var coordinateProblem: CoordinateTextError?
        if kinds.contains(.coordinates) {
            do {
                let named = try CoordinateTextParser.namedCoordinate(fromWords: words)
                return .found(Place(coordinate: named.coordinate, name: named.name, origin: .coordinates))
            } catch .empty {
                // Not coordinates at all: a name.
            } catch {
                // Nothing in "91 0" could be a name: say what is wrong with the coordinates, not that no place has it.
                if Self.isCoordinateShaped(text) { return .invalidCoordinates(error) }
                coordinateProblem = error
            }
        }
        var suggestions: [Int] = []
        if kinds.contains(.listNames), let list = catalog {
            switch list.resolve(name: text) {
            case .found(let number):
                if let location = list.location(number: number) { return .found(Place(number: number, location: location)) }
            case .ambiguous(let numbers):
                return .severalLocations(typed: text, numbers: numbers)
            case .notFound(let closest):
                suggestions = closest
            }
        }
        let searchesGazetteer = kinds.contains(.gazetteer) && gazetteer != nil
        let asksWikipedia = kinds.contains(.wikipedia) && wikipedia != nil
        // The gazetteer's partial matches, held back until Wikipedia has said whether it has the exact title.
        var partial: GazetteerSearch?
        if searchesGazetteer, let gazetteer {
            let search = gazetteer.search(text, limit: Self.choiceLimit)
            if search.exactTotal > 0 || !asksWikipedia {
                if let resolved = await resolution(of: search, typed: text, catalog: catalog) { return resolved }
            } else if search.total > 0 {
                partial = search
            }
        }
        var outcome = WikipediaSearchOutcome.notAsked
        var articles: [WikipediaPlace] = []
        if asksWikipedia, let wikipedia {
            switch await ask(wikipedia, about: text) {
            case .exact(let places):
                if places.count == 1, let only = places.first { return .found(Place(only)) }
                return .severalCandidates(typed: text, places: [], articles: places, total: places.count)
            case .candidates(let places):
                articles = places
            case .none(let found):
                outcome = found
            }
        }
        if let partial {
            guard !articles.isEmpty else {
                return await resolution(of: partial, typed: text, catalog: catalog) ?? .notFound(
                    typed: text, suggestions: suggestions, coordinateProblem: coordinateProblem, searchedGazetteer: true, wikipedia: outcome
                )
            }
            let listed = articles.prefix(Self.articleChoiceLimit)
            return .severalCandidates(
                typed: text,
                places: Array(partial.matches.prefix(Self.choiceLimit - listed.count)),
                articles: Array(listed),
                total: partial.total + articles.count
            )
        }
        if articles.count == 1, let only = articles.first { return .found(Place(only)) }
        if articles.count > 1 {
            return .severalCandidates(typed: text, places: [], articles: Array(articles.prefix(Self.choiceLimit)), total: articles.count)
        }
        return .notFound(
            typed: text,
            suggestions: suggestions,
            coordinateProblem: coordinateProblem,
            searchedGazetteer: searchesGazetteer,
            wikipedia: outcome
        )
    }

    /// What a gazetteer search names by its own rule; `nil` when nothing matched.
    private func resolution(
        of search: GazetteerSearch,
        typed text: String,
        catalog: LocationCatalog?
    ) async -> PlaceResolution? {
        switch search.resolution {
        case .place(let match):
            // "Kopenhagen" is the gazetteer's Copenhagen, and the list's Copenhagen is that same place.
            if let list = catalog, let number = Self.listLocation(for: match.place, in: list), let location = list.location(number: number) {
                return .found(Place(number: number, location: location))
            }
            return .found(Place(match, qualifier: search.qualifier))
        case .ambiguous(let matches):
            return .severalPlaces(typed: text, places: matches, total: search.exactTotal > 1 ? search.exactTotal : search.total)
        case .notFound:
            return nil
        }
    }

    /// What Wikipedia's search found for `text`.
    private enum WikipediaFinding {
        /// Articles with coordinates titled exactly so, or redirected to from that title.
        case exact([WikipediaPlace])
        /// Articles with coordinates whose titles only match in part, in the wiki's order; at least one.
        case candidates([WikipediaPlace])
        /// No article with coordinates, and why.
        case none(WikipediaSearchOutcome)
    }

    /// Asks the wiki's search for the titles that `text` begins, and sorts what it found.
    private func ask(_ wikipedia: any ArticleSearch, about text: String) async -> WikipediaFinding {
        // A text no title could be names no article: not worth a question.
        guard WikipediaSite.couldBeTitle(text), let query = ArticleSearchQuery(text: text) else {
            return .none(.noPlace(unplaced: []))
        }
        let answer: ArticleAnswer<[FoundArticle]>
        do {
            answer = try await wikipedia.articles(matching: query)
        } catch {
            return .none(.unavailable(error))
        }
        let site = wikipedia.site
        let placed = answer.value.compactMap { found in
            WikipediaPlace(found.article, on: site, savedAt: answer.savedAt, savedBecause: answer.failure).map { (found, $0) }
        }
        let exact = placed.filter { $0.0.isNamed(text) }.map(\.1)
        if !exact.isEmpty { return .exact(exact) }
        if !placed.isEmpty { return .candidates(placed.map(\.1)) }
        return .none(.noPlace(unplaced: answer.value.filter { $0.article.coordinate == nil }.map(\.article.title)))
    }

    /// How near a location of the list must be to a gazetteer place of the same name to be that place.
    static let sameDistance = 30_000.0

    /// The location of `list` that is `place` under its own name: the same name (case and accents aside) within
    /// ``sameDistance``, the nearest when there are several.
    static func listLocation(for place: GazetteerPlace, in list: LocationCatalog) -> Int? {
        var folding = SearchFolding()
        let name = folding.fold(place.name)
        // The list's search finds the names that contain it; of those, the ones that are it, near enough.
        let near = list.numbers(matching: place.name).compactMap { number -> (number: Int, metres: Double)? in
            guard let location = list.location(number: number), let listed = location.name, folding.fold(listed) == name else { return nil }
            let metres = place.coordinate.distance(to: location.coordinate)
            return metres <= sameDistance ? (number, metres) : nil
        }
        return near.min { ($0.metres, $0.number) < ($1.metres, $1.number) }?.number
    }

    /// Whether `text` holds nothing a name could be made of: digits, signs, separators, degree, minute and second
    /// marks, and the hemisphere letters.
    static func isCoordinateShaped(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || ("0"..."9").contains(scalar) || "+-−.,;:°º'\"′″‘’“”ʹʺNSEWnsewd".unicodeScalars.contains(scalar)
        }
    }

    /// The place a pasted link names (``MapLinkParser``): a map's point, or a Places link's.
    private func link(_ text: String) -> PlaceResolution {
        let reading: MapLinkReading
        do {
            reading = try MapLinkParser.read(text)
        } catch .placesLink(let rejection) {
            return .rejectedLink(rejection)
        } catch {
            return .unreadableLink(error)
        }
        switch reading {
        case .place(let coordinate, let name, _):
            let request = PlacesLinkRequest(coordinate: coordinate, name: name, article: nil)
            return .found(Place(coordinate: coordinate, name: name, origin: .link(request)))
        case .article(let title, let site):
            // Reached only when Wikipedia is not asked: the link names an article, and its place is the wiki's.
            return .linkWithoutPlace(WikipediaArticle(title: title, url: site.articleURL(title: title)))
        case .placesLink(let request):
            guard let coordinate = request.coordinate else {
                guard let article = request.article else { return .rejectedLink(.nothingToShow) }
                return .linkWithoutPlace(article)
            }
            return .found(Place(coordinate: coordinate, name: request.label, origin: .link(request)))
        }
    }
}
