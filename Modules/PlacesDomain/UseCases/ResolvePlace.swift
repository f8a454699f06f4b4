/// Decides which place the words a person typed name: a link, an article of the last list (`@3`), a location of the
/// list by number, coordinates (with an optional name in front), a location of the list by name, or a place of the
/// built-in gazetteer — in that order, trying only the kinds the command accepts.
///
/// It never chooses silently between candidates: several locations of the list, or several gazetteer places none
/// of which is plainly meant, are a question for the person. A number is always a location's number, never a name.
public struct ResolvePlace: Sendable {
    /// The most gazetteer places offered to choose from.
    public static let choiceLimit = 30

    private let gazetteer: (any Gazetteer)?
    private let recent: any RecentArticlesRepository

    /// A resolver over the gazetteer (none: only the list's names are found) and the last list of articles.
    public init(gazetteer: (any Gazetteer)?, recent: any RecentArticlesRepository) {
        self.gazetteer = gazetteer
        self.recent = recent
    }

    /// Resolves `words`.
    ///
    /// - Parameters:
    ///   - words: The argument's words as typed; a quoted name is one word. Not empty.
    ///   - kinds: What the command accepts.
    ///   - catalog: The list, loaded only when a number or a list name has to be looked up; `nil` when it cannot be
    ///     had, and then only the other kinds are tried.
    /// - Returns: The place, the candidates to choose from, or why there is none.
    public func callAsFunction(
        _ words: [String],
        accepting kinds: PlaceKinds,
        catalog: @Sendable () async -> LocationCatalog?
    ) async -> PlaceResolution {
        let text = Location.normalizedName(words.joined(separator: " ")) ?? ""
        let lowered = text.lowercased()
        if kinds.contains(.links), words.count == 1, ["wikipedia:", "http://", "https://"].contains(where: lowered.hasPrefix) {
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
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if kinds.contains(.numbers), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            let list = await catalog()
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
        if kinds.contains(.listNames), let list = await catalog() {
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
        if searchesGazetteer, let gazetteer {
            let search = gazetteer.search(text, limit: Self.choiceLimit)
            switch search.resolution {
            case .place(let match):
                // "Kopenhagen" is the gazetteer's Copenhagen, and the list's Copenhagen is that same place.
                if let list = await catalog(), let number = Self.listLocation(for: match.place, in: list), let location = list.location(number: number) {
                    return .found(Place(number: number, location: location))
                }
                return .found(Place(match, qualifier: search.qualifier))
            case .ambiguous(let matches):
                return .severalPlaces(typed: text, places: matches, total: search.exactTotal > 1 ? search.exactTotal : search.total)
            case .notFound:
                break
            }
        }
        return .notFound(typed: text, suggestions: suggestions, coordinateProblem: coordinateProblem, searchedGazetteer: searchesGazetteer)
    }

    /// How near a location of the list must be to a gazetteer place of the same name to be that place.
    static let sameDistance = 30_000.0

    /// The location of `list` that is `place` under its own name: the same name (case and accents aside) within
    /// ``sameDistance``, the nearest when there are several.
    static func listLocation(for place: GazetteerPlace, in list: LocationCatalog) -> Int? {
        list.nearest(to: place.coordinate, limit: 5)
            .filter { $0.metres <= sameDistance }
            .first { item in
                guard let name = list.location(number: item.number)?.name else { return false }
                var folding = SearchFolding()
                return folding.fold(name) == folding.fold(place.name)
            }?.number
    }

    /// Whether `text` holds nothing a name could be made of: digits, signs, separators, degree, minute and second
    /// marks, and the hemisphere letters.
    static func isCoordinateShaped(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || ("0"..."9").contains(scalar) || "+-−.,;:°º'\"′″‘’“”ʹʺNSEWnsewd".unicodeScalars.contains(scalar)
        }
    }

    private func link(_ text: String) -> PlaceResolution {
        let request: PlacesLinkRequest
        do {
            request = try PlacesLinkParser.parse(text)
        } catch {
            return .rejectedLink(error)
        }
        guard let coordinate = request.coordinate else {
            guard let article = request.article else { return .rejectedLink(.nothingToShow) }
            return .linkWithoutPlace(article)
        }
        return .found(Place(coordinate: coordinate, name: request.label, origin: .link(request)))
    }
}
