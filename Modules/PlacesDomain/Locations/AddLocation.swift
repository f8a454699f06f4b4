/// Saves a location of the user's own and says which number it got.
///
/// It also knows how `add`'s words are read: a name followed by coordinates, nothing guessed, or — when there is no
/// number anywhere, or the words are an article reference (`@2`) — a name for ``ResolvePlace`` to look up.
public struct AddLocation: Sendable {
    private let store: any CustomLocationRepository

    /// An adder that saves through `store`.
    public init(store: any CustomLocationRepository) {
        self.store = store
    }

    /// What `add WORDS` asks for.
    public enum Request: Hashable, Sendable {
        /// A location with coordinates, to save as it is.
        case location(Location)
        /// Only a name, or an article reference: to be looked up. `problem` is why the words are not coordinates, for
        /// when nothing is found.
        case name(String, problem: CoordinateTextError)
        /// Words that are not a location: why.
        case invalid(CoordinateTextError)
        /// A pasted link (``MapLinkParser``), for ``ResolvePlace`` to read, and the name typed before it, if any,
        /// which comes before a name the link gives.
        case link(String, name: String?)
    }

    /// Reads `add`'s words: `NAME COORDINATES`, `COORDINATES`, `[NAME] LINK` (a map link pasted as the last word)
    /// or a name alone.
    ///
    /// - Parameter words: The argument's words as typed; a quoted name is one word.
    public static func request(fromWords words: [String]) -> Request {
        if let last = words.last.flatMap(Location.normalizedName), MapLinkParser.isLink(last) {
            return .link(last, name: Location.normalizedName(words.dropLast().joined(separator: " ")))
        }
        do {
            let named = try CoordinateTextParser.namedCoordinate(fromWords: words)
            return .location(Location(name: named.name, coordinate: named.coordinate, origin: .custom))
        } catch {
            // Only a name, with no number anywhere, may be a place the gazetteer or Wikipedia knows; `@2` is an
            // article of the last list.
            let text = Location.normalizedName(words.joined(separator: " ")) ?? ""
            if !text.isEmpty, !text.contains(where: \.isNumber) || ArticleReference.number(in: text) != nil {
                return .name(text, problem: error)
            }
            return .invalid(error)
        }
    }

    /// Saves `location` as one of the user's and returns the list with it — unless the list has that place already
    /// (the same name within ``DuplicateRule/radius``, as an import decides it): then nothing is saved, and the
    /// answer is the location already there.
    ///
    /// - Parameters:
    ///   - location: What to save; it is saved as the user's whatever its origin.
    ///   - catalog: The list as it is now.
    /// - Returns: The new list and the location's number in it, or the list as it was and the number of the same
    ///   place in it.
    /// - Throws: Why the store could not be changed; nothing was saved then.
    public func callAsFunction(_ location: Location, in catalog: LocationCatalog) async throws(CustomStoreFailure) -> AddedLocation {
        let saved = Location(name: location.name, coordinate: location.coordinate, origin: .custom)
        if let listed = AddedLocation.listedAlready(saved, in: catalog) { return listed }
        let result = try await store.add(saved, numberedAbove: catalog.feedCount)
        let updated = catalog.replacingCustom(with: result)
        // The new location is the last of the store's, with the highest number given.
        guard let number = result.numbered(above: catalog.feedCount).last(where: { $0.location == saved })?.number else {
            throw .notFound
        }
        return AddedLocation(catalog: updated, number: number, location: saved, recovery: result.recovery, alreadyListed: false)
    }
}

/// What ``AddLocation`` saved, or found already in the list.
public struct AddedLocation: Sendable {
    /// The list with the new location (as it was, when ``alreadyListed``).
    public let catalog: LocationCatalog
    /// Its number.
    public let number: Int
    /// The location as saved, or the one already in the list.
    public let location: Location
    /// Where an unreadable store was moved first, when it was.
    public let recovery: StoreRecovery?
    /// Whether the list had this place already, so nothing was saved: adding it again would only make a twin.
    public let alreadyListed: Bool

    /// The same place as `location` in `catalog` (the same name within ``DuplicateRule/radius``), as the answer to
    /// saving it: nothing is saved then, since it would only make a twin. `nil` when the list lacks it.
    static func listedAlready(_ location: Location, in catalog: LocationCatalog) -> AddedLocation? {
        var rule = DuplicateRule(existing: catalog.locations)
        guard let position = rule.duplicate(of: location) else { return nil }
        return AddedLocation(
            catalog: catalog, number: catalog.number(at: position), location: catalog.locations[position], recovery: nil,
            alreadyListed: true
        )
    }
}
