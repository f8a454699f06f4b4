/// What the list of locations is doing, as one value a front end switches over.
public enum LocationsViewState: Equatable, Sendable {
    /// The feed is being fetched.
    case loading
    /// Locations are available (possibly saved data or the snapshot; see the notices).
    case loaded
    /// Loading worked, but there is nothing to show: the feed is empty and no locations were added.
    case empty(message: String)
    /// Nothing at all could be shown; the message says why and what to do.
    case failed(message: String)
}
