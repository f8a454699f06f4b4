import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The history of removals against the real file system, in a temporary folder.
@Suite struct FileRemovalHistoryRepositoryTests {
    private let folder: TemporaryDirectory
    private let history: FileRemovalHistoryRepository

    init() throws {
        folder = try TemporaryDirectory()
        history = FileRemovalHistoryRepository(directory: folder.appending("data/places"))
    }

    private var path: String { folder.appending("data/places/removed-locations.json") }

    private func removal(_ number: Int, _ name: String?) -> NumberedLocation {
        NumberedLocation(number: number, location: Location(name: name, coordinate: try! Coordinate(latitude: 52, longitude: Double(number) / 10), origin: .custom))
    }

    @Test("kept across instances, newest last, in a file a person can read; forgetting takes the newest only")
    func keeps() async throws {
        #expect(try await history.loadRemovals() == RemovalHistory(removals: []))
        _ = try await history.record(removal(6, "Work"), keeping: 50)
        _ = try await history.record(removal(7, nil), keeping: 50)
        let reopened = FileRemovalHistoryRepository(directory: folder.appending("data/places"))
        #expect(try await reopened.loadRemovals().removals == [removal(6, "Work"), removal(7, nil)])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
        {
          "locations": [
            {"number": 6, "name": "Work", "lat": 52, "long": 0.6},
            {"number": 7, "lat": 52, "long": 0.7}
          ]
        }

        """)
        #expect(try await reopened.forget(removal(6, "Work")).removals.count == 2, "not the newest: kept")
        #expect(try await reopened.forget(removal(7, nil)).removals == [removal(6, "Work")])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the user's own data, as the store")
    }

    @Test("bounded: the last 50 of 55 are kept, on disk")
    func bounded() async throws {
        for number in 1...55 { _ = try await history.record(removal(number + 4, "P\(number)"), keeping: UndoRemoval.kept) }
        let kept = try await FileRemovalHistoryRepository(directory: folder.appending("data/places")).loadRemovals().removals
        #expect(kept.count == 50)
        #expect(kept.first == removal(10, "P6") && kept.last == removal(59, "P55"))
    }

    @Test("a damaged history is moved aside, never deleted, said once, and what could be read is carried over")
    func damaged() async throws {
        try FileManager.default.createDirectory(atPath: folder.appending("data/places"), withIntermediateDirectories: true)
        try Data("""
        {"locations": [{"number": 6, "name": "Work", "lat": 52, "long": 0.6}, {"number": 7, "name": "Bad", "lat": 500}]}
        """.utf8).write(to: URL(fileURLWithPath: path))
        let first = try await history.loadRemovals()
        let recovery = try #require(first.recovery)
        #expect(recovery.carriedOver == 1 && recovery.damage == .invalidEntries(count: 1, firstLine: 1))
        #expect(first.removals == [removal(6, "Work")])
        #expect(FileManager.default.fileExists(atPath: recovery.movedTo))
        #expect(try await history.loadRemovals().recovery == nil, "said once: the carried-over history reads cleanly")

        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        let second = try await history.record(removal(8, "Gym"), keeping: 50)
        #expect(second.recovery?.damage == .invalidJSON(line: 1, column: 1))
        #expect(second.removals == [removal(8, "Gym")], "a new history starts; the removal is kept")
    }

    @Test("no data folder, or a folder that cannot be written, is a failure, not a crash")
    func unavailable() async throws {
        await #expect(throws: CustomStoreFailure.noDataFolder) { try await FileRemovalHistoryRepository(directory: nil).loadRemovals() }
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.appending("blocker")))
        let blocked = FileRemovalHistoryRepository(directory: folder.appending("blocker/places"))
        await #expect(throws: CustomStoreFailure.self) { try await blocked.record(removal(6, "Work"), keeping: 50) }
    }
}
