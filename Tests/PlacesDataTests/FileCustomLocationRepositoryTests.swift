import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The user's store against the real file system, in a temporary folder.
@Suite struct FileCustomLocationRepositoryTests {
    private let folder: TemporaryDirectory
    private let repository: FileCustomLocationRepository

    init() throws {
        folder = try TemporaryDirectory()
        repository = FileCustomLocationRepository(directory: folder.appending("data/places"))
    }

    private func place(_ name: String?, _ latitude: Double, _ longitude: Double) -> Location {
        Location(name: name, coordinate: try! Coordinate(latitude: latitude, longitude: longitude), origin: .custom)
    }

    private var storePath: String { folder.appending("data/places/custom-locations.json") }

    @Test("starts empty, keeps what is added, in order, across instances")
    func addsAndKeeps() async throws {
        #expect(try await repository.loadCustom() == CustomLocations(locations: []))
        _ = try await repository.add(place("Home", 52.1, 5.1))
        let after = try await repository.add(place(nil, -33.5, 151.25))
        #expect(after.locations == [place("Home", 52.1, 5.1), place(nil, -33.5, 151.25)])
        let reopened = FileCustomLocationRepository(directory: folder.appending("data/places"))
        #expect(try await reopened.loadCustom().locations == after.locations)
    }

    @Test("the store is a Places feed a person can read")
    func fileFormat() async throws {
        _ = try await repository.add(place("Quote \" and \u{1B}", 1.5, -2.25))
        let text = try String(contentsOfFile: storePath, encoding: .utf8)
        #expect(text == """
        {
          "next_number": 2,
          "locations": [
            {"number": 1, "name": "Quote \\" and \\u001b", "lat": 1.5, "long": -2.25}
          ]
        }

        """)
    }

    @Test("numbers are kept: a removed one is never given again, and entries another tool wrote get one in place")
    func keepsNumbers() async throws {
        try FileManager.default.createDirectory(atPath: folder.appending("data/places"), withIntermediateDirectories: true)
        try Data(#"{"locations": [{"name": "A", "lat": 1, "long": 1}, {"number": 9, "name": "B", "lat": 2, "long": 2}, {"lat": 3, "long": 3, "number": "x"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: storePath))
        let loaded = try await repository.loadCustom()
        #expect(loaded.storedNumbers == [nil, 9, nil])
        #expect(loaded.numbered(above: 4).map(\.number) == [9, 10, 11])
        let removed = try await repository.apply(.remove(number: 11, location: place(nil, 3, 3)), numberedAbove: 4)
        #expect(removed.storedNumbers == [10, 9])
        #expect(removed.nextNumber == 12)
        let text = try String(contentsOfFile: storePath, encoding: .utf8)
        #expect(text == #"{"next_number": 12, "locations": ["# + "\n    " + #"{"number": 10, "name": "A", "lat": 1, "long": 1},"# + "\n    "
            + #"{"number": 9, "name": "B", "lat": 2, "long": 2}"# + "\n  ]}")
        let added = try await FileCustomLocationRepository(directory: folder.appending("data/places")).add(place("C", 4, 4), numberedAbove: 4)
        #expect(added.numbered(above: 4).map(\.number) == [9, 10, 12])
        let back = try await repository.apply(.restore(place(nil, 3, 3), number: 11), numberedAbove: 4)
        #expect(back.numbered(above: 4).map(\.number) == [9, 10, 11, 12])
        #expect(try await repository.loadCustom() == back)
    }

    @Test("undo after another process added the same place says so and makes no twin, in the file itself")
    func undoAfterAnotherAdded() async throws {
        let catalog = LocationCatalog(feed: [], custom: try await repository.add(contentsOf: [place("Home", 52.1, 5.1), place("Work", 52.2, 5.2)]))
        let removed = try await RemoveLocation(store: repository)(number: 2, in: catalog)
        // Another process, with its own view of the store, adds the place again in another spelling within 5 m.
        let other = FileCustomLocationRepository(directory: folder.appending("data/places"))
        _ = try await other.add(place("WORK ", 52.20001, 5.2))
        // This process's list is the one it had: it knows nothing of the other's addition.
        let back = try await RemoveLocation(store: repository).undo(removed.removed, in: removed.catalog)
        #expect(back.alreadyListed)
        #expect(back.number == 3 && back.location.name == "WORK")
        #expect(try await repository.loadCustom().locations.map(\.name) == ["Home", "WORK"])
        #expect(back.catalog.custom.map(\.name) == ["Home", "WORK"])
        // The store refuses the twin itself, whoever asks.
        await #expect(throws: CustomStoreFailure.alreadyListed(number: 3)) {
            try await repository.apply(.restore(place("Work", 52.2, 5.2), number: 2), numberedAbove: 0)
        }
    }

    @Test("a store that is a bare list becomes a document that can keep the next number")
    func bareList() async throws {
        try FileManager.default.createDirectory(atPath: folder.appending("data/places"), withIntermediateDirectories: true)
        try Data(#"[{"name": "A", "lat": 1, "long": 1}, {"name": "B", "lat": 2, "long": 2}]"#.utf8).write(to: URL(fileURLWithPath: storePath))
        _ = try await repository.apply(.remove(number: 2, location: place("B", 2, 2)), numberedAbove: 0)
        let after = try await repository.loadCustom()
        #expect(after.nextNumber == 3)
        #expect(after.storedNumbers == [1])
        #expect(try await repository.add(place("C", 3, 3)).numbered(above: 0).map(\.number) == [1, 3])
    }

    @Test("removes the location it is given and says when it is already gone")
    func removes() async throws {
        _ = try await repository.add(place("A", 1, 1))
        _ = try await repository.add(place("B", 2, 2))
        #expect(try await repository.apply(.remove(number: 1, location: place("A", 1, 1)), numberedAbove: 0).locations == [place("B", 2, 2)])
        await #expect(throws: CustomStoreFailure.notFound) {
            try await repository.apply(.remove(number: 1, location: place("A", 1, 1)), numberedAbove: 0)
        }
        await #expect(throws: CustomStoreFailure.notFound) {
            try await repository.apply(.remove(number: 2, location: place("A", 1, 1)), numberedAbove: 0)
        }
    }

    @Test("a store that is not JSON is moved aside, kept byte for byte, and a fresh one started")
    func corruptStore() async throws {
        try FileManager.default.createDirectory(atPath: folder.appending("data/places"), withIntermediateDirectories: true)
        let garbage = Data("{\"locations\": [{\"name\": \"Half".utf8)
        try garbage.write(to: URL(fileURLWithPath: storePath))
        let result = try await repository.loadCustom()
        let recovery = try #require(result.recovery)
        #expect(result.locations.isEmpty)
        #expect(recovery.carriedOver == 0)
        #expect(recovery.movedTo.hasPrefix(storePath + ".unreadable-"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo)) == garbage)
        #expect(try await repository.add(place("New", 3, 3)).locations == [place("New", 3, 3)])
        #expect(try await repository.loadCustom().recovery == nil)
    }

    @Test("a store with invalid entries keeps the valid ones and the original file")
    func partlyReadable() async throws {
        try FileManager.default.createDirectory(atPath: folder.appending("data/places"), withIntermediateDirectories: true)
        let original = Data(#"{"locations": [{"name": "Good", "lat": 1, "long": 2}, {"name": "Bad", "lat": 99, "long": 2}]}"#.utf8)
        try original.write(to: URL(fileURLWithPath: storePath))
        let result = try await repository.add(place("Added", 5, 5))
        #expect(result.recovery?.carriedOver == 1)
        #expect(result.locations == [place("Good", 1, 2), place("Added", 5, 5)])
        let kept = try #require(result.recovery?.movedTo)
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == original)
    }

    @Test("many writers at once keep every entry")
    func concurrentWriters() async throws {
        let directory = folder.appending("data/places")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    // Separate instances: each opens the lock file itself, as separate processes would.
                    let writer = FileCustomLocationRepository(directory: directory)
                    _ = try await writer.add(Location(
                        name: "Writer \(index)",
                        coordinate: try Coordinate(latitude: Double(index), longitude: 0),
                        origin: .custom
                    ))
                }
            }
            try await group.waitForAll()
        }
        let names = Set(try await repository.loadCustom().locations.compactMap(\.name))
        #expect(names == Set((0..<40).map { "Writer \($0)" }))
    }

    @Test("no data folder is a typed failure")
    func noFolder() async {
        await #expect(throws: CustomStoreFailure.noDataFolder) {
            try await FileCustomLocationRepository(directory: nil).loadCustom()
        }
    }

    @Test("a folder that cannot be created is reported with the store's path")
    func unwritable() async throws {
        // A file where the folder should be: fails for root too, unlike a permission test.
        try Data().write(to: URL(fileURLWithPath: folder.appending("blocked")))
        let store = FileCustomLocationRepository(directory: folder.appending("blocked/places"))
        await #expect(throws: CustomStoreFailure.inaccessible(path: folder.appending("blocked/places/custom-locations.json"), reason: .notDirectory)) {
            try await store.add(place("X", 1, 1))
        }
    }
}
