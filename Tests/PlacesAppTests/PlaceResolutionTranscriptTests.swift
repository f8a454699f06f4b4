import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Places that need no list are found without it: a feed that cannot be loaded is said, and the command goes on.
@MainActor
@Suite struct PlaceResolutionTranscriptTests {
    @Test("nearby with a gazetteer name asks Wikipedia even when the feed cannot be loaded")
    func nearbyWithoutFeed() async throws {
        let asked = RecordingTransport()
        let result = try await Transcript.run(["--source", "/nonexistent/feed.json", "nearby", "kyoto"], transport: asked.transport)
        Golden.expect(result, "gazetteer/nearby-without-feed.txt")
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

/// Rough edges a first session met: each gets one precise message.
@MainActor
@Suite struct FirstSessionTranscriptTests {
    @Test("words that can only be coordinates, and are not valid ones, get that one reason and exit 2")
    func invalidCoordinates() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["nearby", "91", "0"])
        #expect(result.status == .usage)
        #expect(result.err == InputText.textLatitudeRange("91").english + "\n")
        let named = try await Transcript.run(Transcript.fixture + ["nearby", "52.1", "x"])
        #expect(named.status == .failure, "a word that could be a name is looked for")
    }

    @Test("install-handler says when links will not reach it: no desktop session")
    func headlessInstall() async throws {
        let headless = try await Transcript.run(["install-handler"])
        #expect(headless.status == .success)
        #expect(headless.err == DesktopText.noDesktopSession.english + "\n")
        let desktop = try await Transcript.run(["install-handler"], environment: ["DISPLAY": ":0"])
        #expect(desktop.err == "")
    }

    @Test("a gazetteer name of a list location means the list location: open kopenhagen is #3, search kopenhagen finds it")
    func otherName() async throws {
        let open = try await Transcript.run(Transcript.fixture + ["--dry-run", "open", "kopenhagen"])
        #expect(open.out == "wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen\n")
        #expect(open.err == "")
        let search = try await Transcript.run(Transcript.fixture + ["search", "Kopenhagen"])
        #expect(search.status == .success)
        #expect(search.err == PlaceText.otherName("Kopenhagen", place: "Copenhagen", number: 3).english + "\n")
        #expect(search.out.contains("3   Copenhagen"))
    }

    @Test("inspect geo: says what a geo: link is; map 1 2 3 says a name cannot be only a number")
    func preciseRefusals() async throws {
        let geo = try await Transcript.run(["inspect", "geo:52.37,4.89"])
        #expect(geo.out == LinkText.inspectRejected(reason: LinkText.linkUnsupportedScheme("geo").english).english + CommandHintText.step(.readGeoLinks).english + "\n")
        let map = try await Transcript.run(Transcript.fixture + ["map", "1", "2", "3"])
        #expect(map.status == .usage)
        #expect(map.err == InputText.textNumberAsName("1").english + "\n")
    }
}
