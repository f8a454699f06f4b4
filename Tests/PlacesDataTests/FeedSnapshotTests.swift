import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct FeedSnapshotTests {
    @Test("the compiled-in snapshot is Fixtures/locations.json byte for byte")
    func matchesFixture() throws {
        #expect(Array(FeedSnapshot.document.utf8) == Array(try Fixtures.data("locations.json")))
    }

    @Test("the snapshot decodes to the four locations of the feed")
    func decodes() throws {
        let result = try FeedDecoder.decode(Data(FeedSnapshot.document.utf8))
        #expect(result.locations.map(\.name) == ["Amsterdam", "Mumbai", "Copenhagen", nil])
    }
}
