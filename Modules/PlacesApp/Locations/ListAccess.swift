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
    /// Whether this command already failed to load the list. A command can need the list more than once (a name
    /// looked up in it, then its pins); it asks the feed once and says why it failed once. Each command gets its own
    /// `ListAccess`, so the next line of a session asks again.
    let failed = Failure()

    /// The list, loading it first if it is not loaded; `nil` after saying why it could not be.
    func catalog(_ io: CommandIO) async -> LocationCatalog? {
        if !locations.isLoaded {
            guard !failed.happened else { return nil }
            guard await reload(io) else {
                failed.happened = true
                return nil
            }
        }
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

    /// Whether one command's load failed, shared by the copies of its ``ListAccess``.
    @MainActor
    final class Failure {
        /// Set when the load failed.
        var happened = false
    }
}
