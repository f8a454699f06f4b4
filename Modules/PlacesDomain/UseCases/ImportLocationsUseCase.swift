/// Imports the entries of a file into the user's locations: each validated as `add` validates it, those the list
/// already has left out (``DuplicateRule``), and the rest added in one change that saves all of them or none.
///
/// Reading the file is Data's job (`LocationFile` reads the four formats into a ``TransferReading``); this use
/// case holds the rules and the order of the steps.
public struct ImportLocationsUseCase: Sendable {
    private let repository: any CustomLocationRepository

    /// A use case that adds to `repository`.
    ///
    /// - Parameter repository: The user's locations.
    public init(repository: any CustomLocationRepository) {
        self.repository = repository
    }

    /// Imports `reading`: reads the user's locations, reviews the entries against them and `feed`, and adds what
    /// is new in one atomic change. Nothing is written when there is nothing to add.
    ///
    /// Another process may add a location between the read and the change; the change itself is atomic, but a
    /// duplicate that process added in that moment is not recognised.
    ///
    /// - Parameters:
    ///   - reading: What the file holds.
    ///   - feed: The feed's locations, which count as existing too.
    /// - Returns: The result and the user's locations after it.
    /// - Throws: ``CustomStoreFailure`` when the store cannot be read or changed; the store is then as it was.
    public func run(_ reading: TransferReading, feed: [Location] = []) async throws(CustomStoreFailure) -> ImportOutcome {
        let current = try await repository.loadCustom()
        let result = Self.review(reading, existing: feed + current.locations)
        guard !result.additions.isEmpty else { return ImportOutcome(result: result, store: current) }
        let after = try await repository.add(contentsOf: result.additions)
        return ImportOutcome(
            result: result,
            store: CustomLocations(locations: after.locations, recovery: current.recovery ?? after.recovery)
        )
    }

    /// What importing `reading` would do, without changing anything: for a preview or a dry run.
    ///
    /// - Parameters:
    ///   - reading: What the file holds.
    ///   - feed: The feed's locations, which count as existing too.
    /// - Returns: What ``run(_:feed:)`` would add, skip and leave out.
    /// - Throws: ``CustomStoreFailure`` when the user's locations cannot be read.
    public func preview(_ reading: TransferReading, feed: [Location] = []) async throws(CustomStoreFailure) -> ImportResult {
        Self.review(reading, existing: feed + (try await repository.loadCustom()).locations)
    }

    /// The rules alone: which entries become locations, which are skipped and why, and which the list has.
    ///
    /// An entry becomes a location exactly as `add` makes one: the name trimmed (blank means unnamed), the
    /// coordinates checked by ``Coordinate/init(latitude:longitude:)``. A latitude out of range whose values
    /// would fit the other way round is reported as ``ImportSkipReason/swappedCoordinates(latitude:longitude:)``.
    ///
    /// - Parameters:
    ///   - reading: What the file holds.
    ///   - existing: The locations already in the list.
    /// - Returns: The additions, skips (the reader's and these rules', in file order) and duplicates.
    public static func review(_ reading: TransferReading, existing: [Location]) -> ImportResult {
        var rule = DuplicateRule(existing: existing)
        var additions: [Location] = []
        var skipped = reading.skipped
        var duplicates: [ImportDuplicate] = []
        additions.reserveCapacity(reading.entries.count)
        for entry in reading.entries {
            switch verdict(on: entry) {
            case .location(let location):
                if rule.duplicate(of: location) != nil {
                    duplicates.append(ImportDuplicate(position: entry.position, location: location))
                } else {
                    additions.append(location)
                }
            case .skip(let reason):
                skipped.append(ImportSkip(position: entry.position, reason: reason))
            }
        }
        skipped.sort { $0.position < $1.position }
        return ImportResult(
            format: reading.format,
            additions: additions,
            skipped: skipped,
            duplicates: duplicates,
            ignoredPaths: reading.ignoredPaths
        )
    }

    private enum Verdict {
        case location(Location)
        case skip(ImportSkipReason)
    }

    private static func verdict(on entry: ImportEntry) -> Verdict {
        do {
            let coordinate = try Coordinate(latitude: entry.latitude, longitude: entry.longitude)
            return .location(Location(name: entry.name, coordinate: coordinate, origin: .custom))
        } catch {
            switch error {
            case .latitudeOutOfRange(let value):
                let swapped = (try? Coordinate(latitude: entry.longitude, longitude: entry.latitude)) != nil
                return .skip(swapped
                    ? .swappedCoordinates(latitude: entry.latitude, longitude: entry.longitude)
                    : .coordinate(.latitudeOutOfRange(value)))
            case .longitudeOutOfRange(let value):
                return .skip(.coordinate(.longitudeOutOfRange(value)))
            }
        }
    }
}
