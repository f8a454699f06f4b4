/// Loads the list a person picks from: the feed, numbered from 1, then the user's own locations with the numbers
/// their store keeps.
///
/// The feed decides whether there is a list at all; the user's locations are a part of it that may be missing:
/// when they cannot be read, the feed is still worth showing, and the result says why they are not.
public struct LoadCatalog: Sendable {
    private let feed: any LocationRepository
    private let store: any CustomLocationRepository
    private let names: any NameIndexer

    /// A loader over the two repositories.
    ///
    /// - Parameters:
    ///   - feed: Where the feed comes from.
    ///   - store: Where the user's locations are kept.
    ///   - names: What makes the feed's names searchable; Domain's own reads every name at each search.
    public init(feed: any LocationRepository, store: any CustomLocationRepository, names: any NameIndexer = FoldedNames.Indexer()) {
        self.feed = feed
        self.store = store
        self.names = names
    }

    /// Loads both and merges them.
    ///
    /// - Returns: The list, with where the feed came from and what happened to the user's locations.
    /// - Throws: Why the feed could not be loaded at all.
    public func callAsFunction() async throws(FeedFailure) -> CatalogLoad {
        let loaded = try await feed.loadFeed()
        let index = names.index(loaded.locations)
        do {
            let custom = try await store.loadCustom()
            return CatalogLoad(
                catalog: LocationCatalog(feed: loaded.locations, names: index, custom: custom),
                feed: loaded,
                storeRecovery: custom.recovery,
                storeFailure: nil
            )
        } catch {
            return CatalogLoad(catalog: LocationCatalog(feed: loaded.locations, names: index), feed: loaded, storeRecovery: nil, storeFailure: error)
        }
    }
}

/// What ``LoadCatalog`` loaded.
public struct CatalogLoad: Sendable {
    /// The merged, numbered list.
    public let catalog: LocationCatalog
    /// The feed as loaded: where it came from, why it is not fresh, how many entries were left out.
    public let feed: FeedLoad
    /// Where an unreadable store was moved, when it was.
    public let storeRecovery: StoreRecovery?
    /// Why the user's locations are not in the list, when they are not.
    public let storeFailure: CustomStoreFailure?
}
