/// Deletes one of the user's own locations; the feed's cannot be.
public struct RemoveLocation: Sendable {
    private let store: any CustomLocationRepository

    /// A remover that changes `store`.
    public init(store: any CustomLocationRepository) {
        self.store = store
    }

    /// Removes location `number` of `catalog`.
    ///
    /// - Returns: The list without it, and what was removed.
    /// - Throws: ``RemoveLocationFailure/notCustom(number:)`` for a feed location or a number that is not in the
    ///   list, or the store's failure (nothing was changed then).
    public func callAsFunction(number: Int, in catalog: LocationCatalog) async throws(RemoveLocationFailure) -> RemovedLocation {
        guard let location = catalog.location(number: number), location.origin == .custom else {
            throw .notCustom(number: number)
        }
        do {
            let result = try await store.remove(location)
            return RemovedLocation(catalog: catalog.replacingCustom(with: result.locations), location: location)
        } catch {
            throw .store(error)
        }
    }
}

/// What ``RemoveLocation`` removed.
public struct RemovedLocation: Sendable {
    /// The list without it.
    public let catalog: LocationCatalog
    /// The location that was removed.
    public let location: Location
}

/// Why a location was not removed.
public enum RemoveLocationFailure: Error, Equatable, Sendable {
    /// It comes from the feed.
    case notCustom(number: Int)
    /// The store could not be changed.
    case store(CustomStoreFailure)
}
