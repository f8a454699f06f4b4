import PlacesData
import PlacesDomain
import Testing

/// Falling back from one repository to another, through the protocol only.
@Suite struct FallbackLocationRepositoryTests {
    private static let amsterdam = Location(name: "Amsterdam", coordinate: try! Coordinate(latitude: 52.35, longitude: 4.83))

    @Test("a working primary is used as it is")
    func primaryWins() async throws {
        let primary = InMemoryLocationRepository([Self.amsterdam])
        let repository = FallbackLocationRepository(primary: primary, fallback: SnapshotLocationRepository())
        let load = try await repository.loadFeed()
        #expect(load.locations == [Self.amsterdam])
        #expect(load.provenance == .live && load.failure == nil)
    }

    @Test("a failing primary gives the fallback's locations, with the primary's reason")
    func fallsBack() async throws {
        let repository = FallbackLocationRepository(
            primary: InMemoryLocationRepository(failure: .timedOut(seconds: 15)),
            fallback: SnapshotLocationRepository()
        )
        let load = try await repository.loadFeed()
        #expect(load.provenance == .snapshot(capturedOn: SnapshotLocationRepository.capturedOn))
        #expect(load.failure == .timedOut(seconds: 15))
        #expect(load.locations.map(\.name) == ["Amsterdam", "Mumbai", "Copenhagen", nil])
    }

    @Test("when both fail, the primary's failure is what the caller sees")
    func bothFail() async {
        let repository = FallbackLocationRepository(
            primary: InMemoryLocationRepository(failure: .httpStatus(500)),
            fallback: InMemoryLocationRepository(failure: .notAFeed)
        )
        await #expect(throws: FeedFailure.httpStatus(500)) { try await repository.loadFeed() }
    }
}
