import PlacesDomain
import PlacesPresentation

/// The list, loaded the first time a command needs it — not before, so `help`, `inspect` and `nearby 52 4` never
/// touch the network for it — with progress shown while it loads, and its notices and failure said.
@MainActor
struct ListAccess {
    let locations: LocationsViewModel
    /// The feed's URL or path as shown in messages.
    let sourceName: String
    /// The feed's repository for this run's timeout.
    let feed: any LocationRepository

    /// The list, loading it first if it is not loaded; `nil` after saying why it could not be.
    func catalog(_ io: CommandIO) async -> LocationCatalog? {
        if !locations.isLoaded, !(await reload(io)) { return nil }
        return locations.catalog
    }

    /// Loads the list again, showing progress and then the notices. False when nothing could be shown.
    func reload(_ io: CommandIO) async -> Bool {
        let locations = self.locations
        let feed = self.feed
        await io.progress.during(io.localizer(SessionText.fetching(source: Quoted(locator: sourceName)))) {
            await locations.load(from: feed)
        }
        io.say(locations.notices)
        if case .failed(let message) = locations.state {
            io.console.message(message)
            return false
        }
        return true
    }

    /// The list for ``ResolvePlace``: loaded when a number or a list name has to be looked up.
    func provider(_ io: CommandIO) -> @Sendable () async -> LocationCatalog? {
        { @MainActor in await catalog(io) }
    }
}
