import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The platform opener, run for real through PLACES_OPENER.
@Suite struct SystemOpenerTests {
    @Test("an opener that does not exit is given up on and reported as still running")
    func stillRunning() async throws {
        let folder = try TemporaryDirectory()
        let hanging = try folder.script("hanging-opener", "sleep 60")
        let opener = LinkOpener.system(environment: ["PLACES_OPENER": hanging], timeout: .seconds(1))
        #expect(await opener.open("wikipedia://places?lat=1&lon=2") == .failed(.stillRunning(program: hanging, seconds: 1)))
    }

    @Test("a PLACES_OPENER that does not exist is a failure to report; a missing platform opener means no handler")
    func missingOpeners() async throws {
        let folder = try TemporaryDirectory()
        let missing = folder.appending("no-such-opener")
        let configured = LinkOpener.system(environment: ["PLACES_OPENER": missing])
        #expect(await configured.open("wikipedia://places?lat=1&lon=2") == .failed(.couldNotStart(program: missing, reason: .notFound, chosenBy: "PLACES_OPENER")))
    }
}
