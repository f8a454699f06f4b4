import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Places that need no list are found without it: a feed that cannot be loaded is said, and the command goes on.
@MainActor
@Suite struct PlaceResolutionTranscriptTests {
    @Test("nearby with a gazetteer name asks Wikipedia even when the feed cannot be loaded")
    func nearbyWithoutFeed() async throws {
        let asked = RecordingTransport()
        let result = try await Transcript.run(["--source", "/nonexistent/feed.json", "nearby", "kyoto"], transport: asked.transport)
        #expect(result.err.contains("There is no file at /nonexistent/feed.json."))
        #expect(result.err.contains("Kyoto, Japan — from the built-in gazetteer."))
        #expect(asked.urls.first?.contains("ggscoord=35.02107%7C135.75385") == true)
    }

    @Test("a reference of ten or more digits is a reference out of range, never a title sent to Wikipedia")
    func longReference() async throws {
        let asked = RecordingTransport()
        let result = try await Transcript.run(Transcript.fixture + ["article", "@1000000000"], transport: asked.transport)
        #expect(result.status == .failure)
        #expect(result.err.contains("@1000000000"))
        #expect(asked.urls.isEmpty)
    }
}
