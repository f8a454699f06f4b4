import Foundation
import PlacesTestSupport
import Testing

/// What a hostile test run found in `import`, the store and files that are pipes, through the built binary and
/// real files.
@Suite struct ImportHardeningTests {
    private let home: TemporaryDirectory
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    init() throws {
        home = try TemporaryDirectory()
    }

    private func places(_ arguments: [String]) throws -> BuiltBinary.Result {
        try BuiltBinary.run(fixture + arguments, environment: home.xdgEnvironment)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = home.appending(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a file of a thousand identical rows, and of one name spelled three ways within 5 m, adds one location each")
    func repeatsWithinAFile() throws {
        var rows = "name,lat,lon\n"
        for _ in 0..<1000 { rows += "Home,52.1,4.2\n" }
        rows += "same,10,20\nSAME ,10.00001,20\nSâme,10,20.00002\n"
        let imported = try places(["import", try write(rows, to: "repeats.csv")])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("Added 2 locations: #5 to #6."), "\(imported.out)")
        #expect(imported.out.contains("  entry 1000, line 1001: Home, as entry 1\n"))
        #expect(imported.out.contains("  entry 1003, line 1004: Sâme, as entry 1001\n"))
        let listed = try places(["--json", "list"])
        #expect(listed.out.components(separatedBy: "\"name\"").count - 1 == 6)
    }

    @Test("CSV numbers in exponent form, as pandas writes them, are read as numbers, not as hemisphere letters")
    func exponents() throws {
        let imported = try places(["import", try write("name,lat,lon\nSmall,5e1,1e-05\n", to: "pandas.csv")])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("Added 1 location: #5."), "\(imported.out)")
        let listed = try places(["--json", "list"])
        #expect(listed.out.contains(#""name": "Small", "latitude": 50, "longitude": 0.00001"#), "\(listed.out)")
    }

    @Test("GeoJSON nested 600 deep is said to be nested too deep, as KML is, not to be invalid JSON")
    func deepJSON() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let imported = try places(["import", try write(deep, to: "deep.geojson")])
        #expect(imported.status == 1)
        #expect(imported.err.contains("line 1, column 513: arrays and objects are nested more than 512 deep"), "\(imported.err)")
        #expect(!imported.err.contains("not valid JSON"))
    }
}
