import Foundation
import PlacesData
import PlacesDomain
import PlacesSystem
import PlacesTestSupport
import Synchronization
import Testing

/// The user's store against hostile and unlucky files.
@Suite struct StoreHardeningTests {
    private let folder: TemporaryDirectory
    private let directory: String

    init() throws {
        folder = try TemporaryDirectory()
        directory = folder.appending("data/places")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private var storePath: String { directory + "/custom-locations.json" }

    private func place(_ name: String, _ latitude: Double, _ longitude: Double) -> Location {
        Location(name: name, coordinate: try! Coordinate(latitude: latitude, longitude: longitude), origin: .custom)
    }

    @Test("fields and members other tools wrote are kept byte for byte through an add and a remove")
    func keepsUnknownFields() async throws {
        let original = """
        {"version": 2, "locations": [
          {"name": "Home", "lat": 52.1, "long": 5.1, "note": "the blue door", "tags": ["a", {"b": null}]}
        ], "owner": "someone else's tool"}

        """
        try Data(original.utf8).write(to: URL(fileURLWithPath: storePath))
        let repository = FileCustomLocationRepository(directory: directory)
        _ = try await repository.add(place("Work", 52.2, 5.2))
        let afterAdd = try String(contentsOfFile: storePath, encoding: .utf8)
        #expect(afterAdd.contains(#"{"number": 1, "name": "Home", "lat": 52.1, "long": 5.1, "note": "the blue door", "tags": ["a", {"b": null}]}"#))
        #expect(afterAdd.hasPrefix(#"{"next_number": 3, "version": 2, "locations": ["#))
        #expect(afterAdd.hasSuffix(#"], "owner": "someone else's tool"}"# + "\n"))
        _ = try await repository.apply(.remove(number: 2, location: place("Work", 52.2, 5.2)), numberedAbove: 0)
        let afterRemove = try String(contentsOfFile: storePath, encoding: .utf8)
        #expect(afterRemove.contains(#""note": "the blue door""#))
        #expect(try await repository.loadCustom().locations == [place("Home", 52.1, 5.1)])
    }

    @Test("an add that would make the store larger than the reader accepts is refused, and the store is unchanged")
    func writerNeverOutgrowsReader() async throws {
        let repository = FileCustomLocationRepository(directory: directory, maximumBytes: 300)
        _ = try await repository.add(place("Home", 52.1, 5.1))
        _ = try await repository.add(place("Work", 52.2, 5.2))
        let before = try Data(contentsOf: URL(fileURLWithPath: storePath))
        await #expect(throws: CustomStoreFailure.tooLarge(path: storePath, limit: 300)) {
            try await repository.add(place(String(repeating: "long name ", count: 20), 1, 2))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: storePath)) == before)
        #expect(try await repository.loadCustom().locations.count == 2)
    }

    @Test("the store's default limit is the one its kind of file names, for its writer and its reader")
    func limitOfItsKind() {
        #expect(FileCustomLocationRepository(directory: directory).maximumBytes == FileKind.customStore.maximumBytes)
        #expect(HTTPLimits.standard.maximumBytes == FileKind.feedCopy.maximumBytes, "a saved feed holds what the transport accepts")
    }

    @Test("a symbolic link to the store is kept, and the file it leads to updated")
    func keepsLink() async throws {
        let synced = folder.appending("synced")
        try FileManager.default.createDirectory(atPath: synced, withIntermediateDirectories: true)
        try Data(#"{"locations": []}"#.utf8).write(to: URL(fileURLWithPath: synced + "/places.json"))
        try FileManager.default.createSymbolicLink(atPath: storePath, withDestinationPath: synced + "/places.json")
        let repository = FileCustomLocationRepository(directory: directory)
        _ = try await repository.add(place("Home", 52.1, 5.1))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: storePath) == synced + "/places.json")
        #expect(try String(contentsOfFile: synced + "/places.json", encoding: .utf8).contains("Home"))
        #expect(try await FileCustomLocationRepository(directory: directory).loadCustom().locations.map(\.name) == ["Home"])
    }

    @Test("a pipe where the store should be is refused at once and left where it is")
    func refusesPipe() async throws {
        #expect(mkfifo(storePath, 0o600) == 0)
        let writer = open(storePath, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        let repository = FileCustomLocationRepository(directory: directory)
        await #expect(throws: CustomStoreFailure.inaccessible(path: storePath, reason: .notRegularFile)) {
            try await repository.loadCustom()
        }
        await #expect(throws: CustomStoreFailure.inaccessible(path: storePath, reason: .notRegularFile)) {
            try await repository.add(place("Home", 1, 2))
        }
        var info = stat()
        #expect(lstat(storePath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the pipe is not moved aside")
    }

    @Test("a lock another process holds is announced, then given up on with nothing changed")
    func heldLock() async throws {
        let repository = FileCustomLocationRepository(directory: directory)
        _ = try await repository.add(place("Home", 52.1, 5.1))
        let before = try Data(contentsOf: URL(fileURLWithPath: storePath))
        let holder = open(directory + "/custom-locations.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let announced = Mutex(0)
        let impatient = FileCustomLocationRepository(directory: directory, lockTimeout: .milliseconds(1_500)) {
            announced.withLock { $0 += 1 }
        }
        await #expect(throws: CustomStoreFailure.busy(path: storePath, seconds: 1)) {
            try await impatient.add(place("Work", 52.2, 5.2))
        }
        #expect(announced.withLock { $0 } == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: storePath)) == before)
    }
}
