/// The locations a person added themselves, kept between runs. Data implements it with a file.
///
/// Every method returns the whole list as it stands after the call, so a caller never numbers locations from a
/// list that another process has changed in the meantime.
public protocol CustomLocationRepository: Sendable {
    /// The saved locations, oldest first.
    func loadCustom() async throws(CustomStoreFailure) -> CustomLocations
    /// Saves one more location at the end of the list.
    func add(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations
    /// Saves `locations` at the end of the list, in order, in one change: all of them or, when the change fails,
    /// none, with the list exactly as it was. An empty list changes nothing.
    ///
    /// - Throws: ``CustomStoreFailure`` when the change cannot be made; nothing was saved.
    func add(contentsOf locations: [Location]) async throws(CustomStoreFailure) -> CustomLocations
    /// Deletes the first saved location equal to `location`.
    ///
    /// - Throws: ``CustomStoreFailure/notFound`` when it is no longer there (another process removed it).
    func remove(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations
}
