/// Imports the entries of a file into the user's locations: each validated as `add` validates it, those the list
/// already has or an earlier entry of the file repeats left out (``DuplicateRule``), and the rest saved in one
/// change that keeps all of them or none.
///
/// Reading the file is Data's job (`LocationFile` reads GeoJSON, GPX, KML and CSV into a ``TransferReading``); this
/// use case holds the rules and the order of the steps.
public struct ImportLocations: Sendable {
    private let store: any CustomLocationRepository

    /// An importer that saves through `store`.
    public init(store: any CustomLocationRepository) {
        self.store = store
    }

    /// Imports `reading` into the list: reads the user's locations as they are now, reviews the entries against
    /// them and the feed's, and adds what is new in one atomic change. Nothing is written when nothing is new.
    ///
    /// Another process may add a location between the read and the change; the change itself is atomic, but a
    /// duplicate that process added in that moment is not recognised.
    ///
    /// - Parameters:
    ///   - reading: What the file holds.
    ///   - catalog: The list as it is now; its feed locations count as existing.
    /// - Returns: What was added, skipped and left out, and the list with the additions.
    /// - Throws: Why the store could not be read or changed; nothing was saved then.
    public func callAsFunction(_ reading: TransferReading, in catalog: LocationCatalog) async throws(CustomStoreFailure) -> ImportedLocations {
        let current = try await store.loadCustom()
        // The feed's entries as the catalog keeps them: their names are made only for places an entry is near.
        let result = Self.review(reading, existing: catalog.feedLocations + current.locations)
        guard !result.additions.isEmpty else {
            return ImportedLocations(result: result, catalog: catalog.replacingCustom(with: current), numbers: nil, recovery: current.recovery)
        }
        let saved = try await store.add(contentsOf: result.additions, numberedAbove: catalog.feedCount)
        let updated = catalog.replacingCustom(with: saved)
        // The additions were numbered one after another, above every number given before.
        let last = updated.customNumbers.last ?? 0
        let numbers = (last - result.additions.count + 1)...last
        return ImportedLocations(result: result, catalog: updated, numbers: numbers, recovery: current.recovery ?? saved.recovery)
    }

    /// The rules alone, with no store: which entries become locations, which are skipped and why, and which the
    /// list already has. For a preview, or a dry run, with the list's locations as `existing`.
    ///
    /// An entry becomes a location exactly as `add` makes one: the name trimmed (blank means unnamed), the
    /// coordinates checked by ``Coordinate/init(latitude:longitude:)``. A latitude out of range whose values
    /// would fit the other way round is reported as ``ImportSkipReason/swappedCoordinates(latitude:longitude:)``.
    ///
    /// - Parameters:
    ///   - reading: What the file holds.
    ///   - existing: The locations already in the list.
    /// - Returns: The additions, skips (the reader's and these rules', in file order) and duplicates: of the list's
    ///   locations, or of an earlier entry of the file.
    public static func review(_ reading: TransferReading, existing: [Location]) -> ImportResult {
        var rule = DuplicateRule(existing: existing)
        // Which entry of the file each admitted location is, for the report of a later entry that repeats it.
        var admittedEntries: [Int32] = []
        var skipped = reading.skipped
        var duplicates: [ImportDuplicate] = []
        admittedEntries.reserveCapacity(reading.entries.count)
        rule.reserveCapacity(reading.entries.count)
        for (index, entry) in reading.entries.enumerated() {
            switch verdict(on: entry) {
            case .location(let location):
                switch rule.admit(location) {
                case nil:
                    admittedEntries.append(Int32(index))
                case .listed:
                    duplicates.append(ImportDuplicate(position: entry.position, location: location))
                case .admitted(let earlier):
                    let repeated = reading.entries[Int(admittedEntries[earlier])].position
                    duplicates.append(ImportDuplicate(position: entry.position, location: location, repeats: repeated))
                }
            case .skip(let reason):
                skipped.append(ImportSkip(position: entry.position, reason: reason))
            }
        }
        skipped.sort { $0.position < $1.position }
        return ImportResult(
            format: reading.format,
            additions: rule.admitted,
            skipped: skipped,
            duplicates: duplicates,
            ignoredPaths: reading.ignoredPaths
        )
    }

    /// An entry as a location, or why it is none.
    enum Verdict {
        case location(Location)
        case skip(ImportSkipReason)
    }

    /// The entry as `add` would make it a location: its coordinates checked, a swapped pair told apart.
    static func verdict(on entry: ImportEntry) -> Verdict {
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

/// What ``ImportLocations`` did.
public struct ImportedLocations: Sendable {
    /// What was added, skipped and recognised as already there.
    public let result: ImportResult
    /// The list after the import (with the user's locations as the store has them now).
    public let catalog: LocationCatalog
    /// The numbers the additions got in ``catalog``; `nil` when nothing was added.
    public let numbers: ClosedRange<Int>?
    /// Where an unreadable store was moved first, when it was.
    public let recovery: StoreRecovery?
}
