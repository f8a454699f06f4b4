/// The locations a person added themselves, kept between runs with their numbers. Data implements it with a file.
///
/// Every method returns the whole list as it stands after the call, so a caller never numbers locations from a
/// list that another process has changed in the meantime.
public protocol CustomLocationRepository: Sendable {
    /// The saved locations, in store order, with their numbers as kept.
    func loadCustom() async throws(CustomStoreFailure) -> CustomLocations
    /// Applies `change` in one step: all of it or, when it fails, nothing, with the list exactly as it was. The
    /// change is planned (``CustomChange/plan(locations:stored:next:above:)``) on the list as it stands at that
    /// moment, and every number it keeps or gives is stored. An empty addition changes nothing.
    ///
    /// - Parameters:
    ///   - change: What to add, bring back or remove.
    ///   - floor: How many entries the feed has: the user's numbers are above it.
    /// - Throws: ``CustomStoreFailure/notFound`` when the location to remove is no longer there (another process
    ///   removed it), or why the store cannot be changed; nothing was changed then.
    func apply(_ change: CustomChange, numberedAbove floor: Int) async throws(CustomStoreFailure) -> CustomLocations
    /// Whether writing `path` would write one of the store's own files, which another writer — an export — must
    /// never replace.
    func holds(_ path: String) -> Bool
}

extension CustomLocationRepository {
    /// A store kept in no file holds none: `false`.
    public func holds(_ path: String) -> Bool { false }

    /// Saves `location` after the others, numbered after every number given: ``apply(_:numberedAbove:)`` with
    /// ``CustomChange/add(_:)``.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - floor: How many entries the feed has (none by default).
    public func add(_ location: Location, numberedAbove floor: Int = 0) async throws(CustomStoreFailure) -> CustomLocations {
        try await apply(.add([location]), numberedAbove: floor)
    }

    /// Saves `locations` after the others, in order, in one change: all of them or none.
    ///
    /// - Parameters:
    ///   - locations: The locations.
    ///   - floor: How many entries the feed has (none by default).
    public func add(contentsOf locations: [Location], numberedAbove floor: Int = 0) async throws(CustomStoreFailure) -> CustomLocations {
        try await apply(.add(locations), numberedAbove: floor)
    }
}
