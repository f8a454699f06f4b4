import Foundation
import PlacesTestSupport
import Testing

/// Pasted map links, through the built `places` binary with its own data folder: what is saved is what the link
/// says, and a link that names no place is a usage error with its reason.
@Suite struct PastedLinkEndToEndTests {
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    @Test("add with a Google Maps place link saves the pin's point and the link's name; a name typed first wins")
    func addGoogleLink() async throws {
        let home = try TemporaryDirectory()
        let link = "https://www.google.com/maps/place/Dam/@52.3731,4.8926,17z/data=!3m1!4b1!4m6!3m5!1s0x47c609c3db87e4bb:0x0!8m2!3d52.3730796!4d4.8924534?entry=ttu"
        let added = try await BuiltBinary.run(fixture + ["add", link], environment: home.xdgEnvironment)
        #expect(added.status == 0, "\(added.err)")
        let named = try await BuiltBinary.run(fixture + ["add", "My", "office", "https://www.google.com/maps/@52.3676,4.9041,15z"], environment: home.xdgEnvironment)
        #expect(named.status == 0, "\(named.err)")
        let listed = try await BuiltBinary.run(fixture + ["--json", "list"], environment: home.xdgEnvironment)
        #expect(listed.out.contains(#""name": "Dam", "latitude": 52.3730796, "longitude": 4.8924534"#), "\(listed.out)")
        #expect(listed.out.contains(#""name": "My office", "latitude": 52.3676, "longitude": 4.9041"#), "\(listed.out)")
    }

    @Test("a geo: link with a query is saved at the query's point, named by its label, not at 0, 0")
    func addGeoQuery() async throws {
        let home = try TemporaryDirectory()
        let added = try await BuiltBinary.run(fixture + ["add", "geo:0,0?q=34.99,-106.61(Treasure)"], environment: home.xdgEnvironment)
        #expect(added.status == 0, "\(added.err)")
        let listed = try await BuiltBinary.run(fixture + ["--json", "list"], environment: home.xdgEnvironment)
        #expect(listed.out.contains(#""name": "Treasure", "latitude": 34.99, "longitude": -106.61"#), "\(listed.out)")
    }

    @Test("a short link is refused with its reason and exit 2, and nothing is saved")
    func shortLink() async throws {
        let home = try TemporaryDirectory()
        let refused = try await BuiltBinary.run(fixture + ["add", "https://maps.app.goo.gl/XyZ12"], environment: home.xdgEnvironment)
        #expect(refused.status == 2)
        #expect(refused.err.contains("This Google Maps short link (maps.app.goo.gl) has no coordinates in it; open it and copy the address with @."))
        #expect(!FileManager.default.fileExists(atPath: home.appending("data/places/custom-locations.json")))
    }
}
