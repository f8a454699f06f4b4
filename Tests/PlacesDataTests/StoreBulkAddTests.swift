import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Synchronization
import Testing

/// `add(contentsOf:)`: many locations in one locked change of the user's store.
@Suite struct StoreBulkAddTests {
    private func place(_ name: String?, _ latitude: Double, _ longitude: Double) -> Location {
        Location(name: name, coordinate: try! Coordinate(latitude: latitude, longitude: longitude), origin: .custom)
    }

    @Test("adds every location in order after the existing ones, as custom locations, in one write")
    func addsAll() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        let store = FileCustomLocationRepository(directory: directory)
        _ = try await store.add(place("First", 1, 1))
        let batch = (1...500).map { Location(name: "Place \($0)", coordinate: try! Coordinate(latitude: 0, longitude: Double($0) / 10), origin: .feed) }
        let after = try await store.add(contentsOf: batch)
        #expect(after.locations.count == 501)
        #expect(after.locations.allSatisfy { $0.origin == .custom })
        #expect(after.locations.dropFirst().map(\.name) == batch.map(\.name))
        #expect(try await FileCustomLocationRepository(directory: directory).loadCustom() == after)
        // One write: no temporary file is left, and the store is one document.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.sorted() == ["custom-locations.json", "custom-locations.lock"])
    }

    @Test("an empty batch changes nothing and creates no store")
    func emptyBatch() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        let store = FileCustomLocationRepository(directory: directory)
        #expect(try await store.add(contentsOf: []).locations.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/custom-locations.json"))
    }

    @Test("a batch that would outgrow the store is refused whole; the store is byte for byte what it was")
    func refusedWhole() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        let store = FileCustomLocationRepository(directory: directory, maximumBytes: 1_000)
        _ = try await store.add(contentsOf: [place("Home", 52.1, 5.1), place("Work", 52.2, 5.2)])
        let path = directory + "/custom-locations.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let batch = (1...40).map { place("Place number \($0)", Double($0), 1) }
        await #expect(throws: CustomStoreFailure.tooLarge(path: path, limit: 1_000)) { try await store.add(contentsOf: batch) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("batches from 8 writers at once are all kept, none interleaved")
    func concurrentBatches() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    let batch = (0..<10).map { self.place("w\(writer)-\($0)", Double(writer), Double($0)) }
                    _ = try? await FileCustomLocationRepository(directory: directory).add(contentsOf: batch)
                }
            }
        }
        let names = try await FileCustomLocationRepository(directory: directory).loadCustom().locations.compactMap(\.name)
        #expect(names.count == 80)
        for writer in 0..<8 {
            let own = names.enumerated().filter { $0.element.hasPrefix("w\(writer)-") }.map(\.offset)
            #expect(own.count == 10 && own.last.map { $0 - own[0] } == 9, "writer \(writer)'s batch is contiguous")
        }
    }
}
