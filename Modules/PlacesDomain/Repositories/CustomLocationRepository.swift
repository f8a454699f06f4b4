/// The locations a person added themselves, kept between runs. Data implements it with a file.
///
/// Every method returns the whole list as it stands after the call, so a caller never numbers locations from a
/// list that another process has changed in the meantime.
public protocol CustomLocationRepository: Sendable {
    /// The saved locations, oldest first.
    func loadCustom() async throws(CustomStoreFailure) -> CustomLocations
    /// Saves one more location at the end of the list.
    func add(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations
    /// Deletes the first saved location equal to `location`.
    ///
    /// - Throws: ``CustomStoreFailure/notFound`` when it is no longer there (another process removed it).
    func remove(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations
}

/// The user's locations after a load or a change, and anything the person must be told about the store.
public struct CustomLocations: Sendable, Equatable {
    /// The saved locations, oldest first, each with origin ``LocationOrigin/custom``.
    public let locations: [Location]
    /// Set when the store could not be read and was moved aside during this call.
    public let recovery: StoreRecovery?

    /// Creates a result.
    public init(locations: [Location], recovery: StoreRecovery? = nil) {
        self.locations = locations
        self.recovery = recovery
    }
}

/// A store that could not be read was kept under another name and a fresh one started.
public struct StoreRecovery: Sendable, Equatable {
    /// Where the unreadable file now is; nothing was deleted.
    public let movedTo: String
    /// How many locations could still be read from it and were carried over.
    public let carriedOver: Int

    /// Creates a recovery report.
    public init(movedTo: String, carriedOver: Int) {
        self.movedTo = movedTo
        self.carriedOver = carriedOver
    }
}

/// Why the user's locations could not be read or saved.
public enum CustomStoreFailure: Error, Sendable, Equatable {
    /// There is no folder to keep them in (neither `XDG_DATA_HOME` nor `HOME` is set).
    case noDataFolder
    /// The store or its folder cannot be read or written; the path and the system's reason.
    case inaccessible(path: String, detail: String)
    /// The location to remove is no longer saved.
    case notFound
}
