import PlacesDomain
import Testing

@Suite struct RemoveLocationTests {
    @Test("the user's location is removed; the feed's and numbers past the end are not")
    func removes() async throws {
        let home = UseCaseFixtures.location("Home", 52.1, 4.1, origin: .custom)
        let store = InMemoryCustomLocationRepository([home])
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed, custom: [home])
        let removed = try await RemoveLocation(store: store)(number: 5, in: catalog)
        #expect(removed.location == home)
        #expect(removed.catalog.locations.count == 4)
        #expect(try await store.loadCustom().locations.isEmpty)
        await #expect(throws: RemoveLocationFailure.notCustom(number: 1)) { try await RemoveLocation(store: store)(number: 1, in: catalog) }
        await #expect(throws: RemoveLocationFailure.notCustom(number: 9)) { try await RemoveLocation(store: store)(number: 9, in: catalog) }
    }

    @Test("the others keep their numbers: remove 6, then remove 7 removes what was #7")
    func numbersStay() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        #expect(UseCaseFixtures.names(catalog) == ["#5 Home", "#6 Work", "#7 Gym", "#8 Pool"])
        let first = try await RemoveLocation(store: store)(number: 6, in: catalog)
        #expect(UseCaseFixtures.names(first.catalog) == ["#5 Home", "#7 Gym", "#8 Pool"])
        #expect(first.catalog.location(number: 6) == nil)
        let second = try await RemoveLocation(store: store)(number: 7, in: first.catalog)
        #expect(second.location.name == "Gym")
        #expect(UseCaseFixtures.names(second.catalog) == ["#5 Home", "#8 Pool"])
        // A new run reads the same numbers from the store.
        let reloaded = LocationCatalog(feed: UseCaseFixtures.feed, custom: try await store.loadCustom())
        #expect(UseCaseFixtures.names(reloaded) == ["#5 Home", "#8 Pool"])
    }

    @Test("a removed number is not given again, not even the highest")
    func notReused() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        let removed = try await RemoveLocation(store: store)(number: 8, in: catalog)
        let added = try await AddLocation(store: store)(UseCaseFixtures.location("Office", 52.5, 4.9), in: removed.catalog)
        #expect(added.number == 9)
        #expect(added.catalog.location(number: 8) == nil)
    }

    @Test("undo brings the location back with its number, in its place in the list")
    func undo() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        let removed = try await RemoveLocation(store: store)(number: 6, in: catalog)
        let back = try await RemoveLocation(store: store).undo(removed.removed, in: removed.catalog)
        #expect(back.number == 6)
        #expect(back.location.name == "Work")
        #expect(UseCaseFixtures.names(back.catalog) == ["#5 Home", "#6 Work", "#7 Gym", "#8 Pool"])
        let reloaded = LocationCatalog(feed: UseCaseFixtures.feed, custom: try await store.loadCustom())
        #expect(UseCaseFixtures.names(reloaded) == UseCaseFixtures.names(back.catalog))
    }

    @Test("undo of a place the list has again goes through add's rule: nothing is saved, the place there is the answer")
    func undoOfAPlaceListedAgain() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        let removed = try await RemoveLocation(store: store)(number: 6, in: catalog)
        // Added again in this session, in another spelling: the list knows it.
        let again = try await AddLocation(store: store)(UseCaseFixtures.location("WORK", 52.1, 4), in: removed.catalog)
        let here = try await RemoveLocation(store: store).undo(removed.removed, in: again.catalog)
        #expect(here.alreadyListed && here.number == 9)
        // Added again by another process: only the store knows it, and refuses the twin under its lock.
        let third = try await RemoveLocation(store: store)(number: 9, in: here.catalog)
        _ = try await store.add(UseCaseFixtures.location("Work", 52.1, 4.00003))
        let elsewhere = try await RemoveLocation(store: store).undo(third.removed, in: third.catalog)
        #expect(elsewhere.alreadyListed && elsewhere.number == 10)
        #expect(UseCaseFixtures.names(elsewhere.catalog) == ["#5 Home", "#7 Gym", "#8 Pool", "#10 Work"])
        #expect(try await store.loadCustom().locations.count == 4)
    }

    @Test("a feed that grew over a number: the location moves past everything and keeps its new number; undo says where")
    func feedGrew() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        let removed = try await RemoveLocation(store: store)(number: 5, in: catalog)
        let longer = LocationCatalog(feed: UseCaseFixtures.feed + [UseCaseFixtures.location("Paris", 48.85, 2.35), UseCaseFixtures.location("Rome", 41.9, 12.5)])
        let grown = longer.replacingCustom(with: try await store.loadCustom())
        // Work (#6) is now under the feed's #6 and moves to #9; Gym and Pool keep theirs.
        #expect(UseCaseFixtures.names(grown) == ["#7 Gym", "#8 Pool", "#9 Work"])
        let back = try await RemoveLocation(store: store).undo(removed.removed, in: grown)
        #expect(back.number == 10)
        #expect(UseCaseFixtures.names(back.catalog) == ["#7 Gym", "#8 Pool", "#9 Work", "#10 Home"])
        // Work's new number was stored with the change.
        #expect(try await store.loadCustom().storedNumbers == [9, 7, 8, 10])
    }

    @Test("a location removed meanwhile by another process is not found, and nothing else is removed")
    func removedElsewhere() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        _ = try await RemoveLocation(store: store)(number: 6, in: catalog)
        await #expect(throws: RemoveLocationFailure.store(.notFound)) { try await RemoveLocation(store: store)(number: 6, in: catalog) }
        #expect(try await store.loadCustom().locations.count == 3)
    }

    @Test("a store that cannot be changed is the failure")
    func storeFailure() async {
        let home = UseCaseFixtures.location("Home", 52.1, 4.1, origin: .custom)
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed, custom: [home])
        await #expect(throws: RemoveLocationFailure.store(.noDataFolder)) {
            try await RemoveLocation(store: InMemoryCustomLocationRepository(failure: .noDataFolder))(number: 5, in: catalog)
        }
    }
}
