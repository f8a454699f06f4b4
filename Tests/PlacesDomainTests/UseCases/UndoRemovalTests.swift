import PlacesDomain
import Testing

@Suite struct UndoRemovalTests {
    @Test("several levels: the newest removal first, each with the number it had, then nothing")
    func severalLevels() async throws {
        let (store, start) = try await UseCaseFixtures.fourAdded()
        let history = InMemoryRemovalHistoryRepository()
        let remove = RemoveLocation(store: store, history: history)
        var catalog = start
        for number in [6, 8, 5] {
            let removed = try await remove(number: number, in: catalog)
            #expect(removed.undoable)
            catalog = removed.catalog
        }
        #expect(UseCaseFixtures.names(catalog) == ["#7 Gym"])
        let undo = UndoRemoval(store: store, history: history)
        var order: [String] = []
        for left in [2, 1, 0] {
            let done = try #require(try await undo(in: catalog))
            let restored = try #require(done.restored)
            #expect(!done.renumbered && done.left == left)
            order.append("#\(restored.number) \(restored.location.name ?? "")")
            catalog = restored.catalog
        }
        #expect(order == ["#5 Home", "#8 Pool", "#6 Work"])
        #expect(UseCaseFixtures.names(catalog).sorted() == ["#5 Home", "#6 Work", "#7 Gym", "#8 Pool"])
        #expect(try await undo(in: catalog) == nil)
    }

    @Test("a number given meanwhile (the feed grew over it): the next free one, and the answer says it changed")
    func renumbered() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        let history = InMemoryRemovalHistoryRepository()
        _ = try await RemoveLocation(store: store, history: history)(number: 5, in: catalog)
        let longer = LocationCatalog(feed: UseCaseFixtures.feed + [UseCaseFixtures.location("Paris", 48.85, 2.35)])
        let grown = longer.replacingCustom(with: try await store.loadCustom())
        let done = try #require(try await UndoRemoval(store: store, history: history)(in: grown))
        #expect(done.renumbered)
        #expect(done.removed?.number == 5)
        #expect(done.restored?.number == 9)
    }

    @Test("a place added again since is found, not twinned, and the removal is forgotten")
    func addedAgain() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        let history = InMemoryRemovalHistoryRepository()
        let removed = try await RemoveLocation(store: store, history: history)(number: 6, in: catalog)
        let again = try await AddLocation(store: store)(removed.location, in: removed.catalog)
        let done = try #require(try await UndoRemoval(store: store, history: history)(in: again.catalog))
        #expect(done.restored?.alreadyListed == true && done.restored?.number == 9 && !done.renumbered)
        #expect(try await history.loadRemovals().removals.isEmpty)
    }

    @Test("a history that cannot keep the removal does not stop it, and says undo cannot bring it back")
    func historyFails() async throws {
        let (store, catalog) = try await UseCaseFixtures.fourAdded()
        let history = InMemoryRemovalHistoryRepository(failure: .noDataFolder)
        let removed = try await RemoveLocation(store: store, history: history)(number: 6, in: catalog)
        #expect(!removed.undoable)
        #expect(removed.kept.map { if case .failure(.noDataFolder) = $0 { true } else { false } } == true)
        #expect(UseCaseFixtures.names(removed.catalog) == ["#5 Home", "#7 Gym", "#8 Pool"])
        await #expect(throws: UndoFailure.history(.noDataFolder)) { try await UndoRemoval(store: store, history: history)(in: removed.catalog) }
    }

    @Test("a list that cannot be changed keeps the removal, to try again")
    func storeFails() async throws {
        let work = NumberedLocation(number: 6, location: UseCaseFixtures.location("Work", 52.1, 4, origin: .custom))
        let history = InMemoryRemovalHistoryRepository([work])
        let store = InMemoryCustomLocationRepository(failure: .busy(path: "store", seconds: 10))
        await #expect(throws: UndoFailure.store(.busy(path: "store", seconds: 10))) {
            try await UndoRemoval(store: store, history: history)(in: LocationCatalog(feed: UseCaseFixtures.feed))
        }
        #expect(try await history.loadRemovals().removals == [work])
    }

    @Test("the history keeps the last 50, the oldest dropped first")
    func bounded() async throws {
        let removals = (1...60).map { NumberedLocation(number: $0 + 4, location: UseCaseFixtures.location("P\($0)", 1, Double($0), origin: .custom)) }
        var history = RemovalHistory(removals: [])
        for removal in removals { history = RemovalHistory(removals: history.recording(removal, keeping: UndoRemoval.kept)) }
        #expect(history.removals == Array(removals.suffix(50)))
        #expect(history.forgetting(removals[0]) == history.removals, "only the newest is forgotten")
        #expect(history.forgetting(removals[59]) == Array(removals[10..<59]))
    }
}
