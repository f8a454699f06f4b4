/// Deletes one of the user's own locations (the feed's cannot be), and brings it back on request.
///
/// The removed location's number stays unused (``CustomNumbering``), so bringing it back gives it the same number,
/// unless the feed has since grown over it. Each removal is kept in the history of removals, when there is one, so
/// that ``UndoRemoval`` can bring it back in this run or a later one.
public struct RemoveLocation: Sendable {
    private let store: any CustomLocationRepository
    private let history: (any RemovalHistoryRepository)?

    /// A remover that changes `store` and keeps what it removes in `history`.
    public init(store: any CustomLocationRepository, history: (any RemovalHistoryRepository)? = nil) {
        self.store = store
        self.history = history
    }

    /// Removes location `number` of `catalog`.
    ///
    /// - Returns: The list without it, what was removed with its number, and whether the history kept it (a
    ///   history that cannot be written does not undo the removal: the answer says undo cannot bring it back).
    /// - Throws: ``RemoveLocationFailure/notCustom(number:)`` for a feed location or a number that is not in the
    ///   list, or the store's failure (nothing was changed then).
    public func callAsFunction(number: Int, in catalog: LocationCatalog) async throws(RemoveLocationFailure) -> RemovedLocation {
        guard let location = catalog.location(number: number), location.origin == .custom else {
            throw .notCustom(number: number)
        }
        let result: CustomLocations
        do {
            result = try await store.apply(.remove(number: number, location: location), numberedAbove: catalog.feedCount)
        } catch {
            throw .store(error)
        }
        // Removed: a history that cannot keep it only means undo cannot bring it back, which the answer says.
        var kept: Result<RemovalHistory, CustomStoreFailure>?
        if let history {
            do {
                kept = .success(try await history.record(NumberedLocation(number: number, location: location), keeping: UndoRemoval.kept))
            } catch {
                kept = .failure(error)
            }
        }
        return RemovedLocation(catalog: catalog.replacingCustom(with: result), location: location, number: number, kept: kept)
    }

    /// Brings `removed` back, with the number it had when that number is still free — unless the list has that
    /// place again (added since, here or by another process): then, as ``AddLocation`` does, nothing is saved and
    /// the answer is the location already there.
    ///
    /// - Parameters:
    ///   - removed: What ``callAsFunction(number:in:)`` removed, with its number (``RemovedLocation/removed``).
    ///   - catalog: The list as it is now.
    /// - Returns: The list with it again, and the number it has; or the list and the number of the same place in it.
    /// - Throws: The store's failure; nothing was changed then.
    public func undo(_ removed: NumberedLocation, in catalog: LocationCatalog) async throws(CustomStoreFailure) -> AddedLocation {
        if let listed = AddedLocation.listedAlready(removed.location, in: catalog) { return listed }
        let result: CustomLocations
        do {
            result = try await store.apply(.restore(removed.location, number: removed.number), numberedAbove: catalog.feedCount)
        } catch .alreadyListed(let number) {
            // Another process saved the same place since the list was read: the list as the store has it now.
            let current = try await store.loadCustom()
            let updated = catalog.replacingCustom(with: current)
            guard let listed = updated.location(number: number) else { throw .notFound }
            return AddedLocation(catalog: updated, number: number, location: listed, recovery: current.recovery, alreadyListed: true)
        }
        let updated = catalog.replacingCustom(with: result)
        // Brought back last, so it is the store's last location.
        guard let restored = result.numbered(above: catalog.feedCount).first(where: { numbered in
            numbered.location == removed.location && !catalog.customNumbers.contains(numbered.number)
        }) else { throw .notFound }
        return AddedLocation(catalog: updated, number: restored.number, location: removed.location, recovery: result.recovery, alreadyListed: false)
    }
}

/// What ``RemoveLocation`` removed.
public struct RemovedLocation: Sendable {
    /// The list without it.
    public let catalog: LocationCatalog
    /// The location that was removed.
    public let location: Location
    /// The number it had, which stays unused.
    public let number: Int
    /// The history of removals after this one was kept in it, or why it could not be; `nil` without a history.
    public let kept: Result<RemovalHistory, CustomStoreFailure>?

    /// Whether ``UndoRemoval`` can bring it back: the history kept it.
    public var undoable: Bool {
        if case .success = kept { return true }
        return false
    }

    /// The location with its number: what ``RemoveLocation/undo(_:in:)`` brings back.
    public var removed: NumberedLocation { NumberedLocation(number: number, location: location) }
}

/// Why a location was not removed.
public enum RemoveLocationFailure: Error, Equatable, Sendable {
    /// It comes from the feed.
    case notCustom(number: Int)
    /// The store could not be changed.
    case store(CustomStoreFailure)
}
