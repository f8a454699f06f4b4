import Foundation
import PlacesTestSupport
import Testing

/// Where `export` writes and `import` reads, through the built binary: permissions, the store's own files, `-`,
/// `/dev/stdout` into a pipe, and Places' own size limit.
@Suite struct ExportTargetTests {
    private let home: TemporaryDirectory
    private let fixture = ["--source", Fixtures.url("locations.json").path]
    private var store: String { home.appending("data/places/custom-locations.json") }

    init() throws {
        home = try TemporaryDirectory()
    }

    private func places(_ arguments: [String], input: String = "") async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(arguments, environment: home.xdgEnvironment, input: input)
    }

    /// Runs `command` through bash in this test's folder, with the built places as `$0` and `arguments` as `$1`….
    private func shell(_ command: String, _ arguments: String...) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(
            ["-c", #"cd "$PLACES_TEST_HOME" && "# + command, BuiltBinary.path] + arguments,
            environment: home.xdgEnvironment.merging(["PLACES_TEST_HOME": home.path]) { _, new in new },
            executable: "/bin/bash"
        )
    }

    private func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test("a new export gets the umask, and a replaced one keeps its permissions", arguments: ["077", "022"])
    func permissions(umask: String) async throws {
        let created = try await shell(#"umask \#(umask); "$0" --source "$1" export --all new.csv"#, fixture[1])
        #expect(created.status == 0, "\(created.err)")
        #expect(try mode(home.appending("new.csv")) == (umask == "077" ? 0o600 : 0o644))
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: home.appending("private.csv")))
        #expect(chmod(home.appending("private.csv"), 0o600) == 0)
        #expect(try await shell(#"umask \#(umask); "$0" --source "$1" export --all private.csv"#, fixture[1]).status == 0)
        #expect(try mode(home.appending("private.csv")) == 0o600)
        #expect(try String(contentsOfFile: home.appending("private.csv"), encoding: .utf8).hasPrefix("name,latitude,longitude\r\n"))
    }

    @Test("the store, its lock, its temporaries and a store set aside are never export targets, by any name")
    func storeIsNotATarget() async throws {
        #expect(try await places(fixture + ["add", "Home", "52.1", "4.3"]).status == 0)
        let saved = try Data(contentsOf: URL(fileURLWithPath: store))
        try FileManager.default.createSymbolicLink(atPath: home.appending("link.json"), withDestinationPath: store)
        let folder = home.appending("data/places")
        for target in [
            store, home.appending("link.json"), folder + "/../places/custom-locations.json", folder + "/custom-locations.lock",
            folder + "/custom-locations.json.tmp-1-2", folder + "/custom-locations.json.unreadable-1700000000",
        ] {
            let result = try await places(fixture + ["export", "--format", "geojson", target])
            #expect(result.status == 1, "\(target)")
            #expect(result.err.contains("it is where Places keeps your locations"), "\(target): \(result.err)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == saved)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)).isSubset(of: ["custom-locations.json", "custom-locations.lock"]))
        #expect(try await places(fixture + ["list"]).out.contains("Home"), "the store is read as before")
    }

    @Test("export - writes standard output and import - reads standard input; no file is named -")
    func dash() async throws {
        let plain = try await shell(#""$0" --source "$1" export --all --format csv"#, fixture[1])
        let dash = try await shell(#""$0" --source "$1" export --all --format csv -"#, fixture[1])
        #expect(dash.status == 0)
        #expect(dash.out == plain.out)
        #expect(!FileManager.default.fileExists(atPath: home.appending("-")))
        let imported = try await places(fixture + ["import", "-"], input: "name,lat,lon\r\nPiped,51.5,-0.12\r\n")
        #expect(imported.status == 0, "\(imported.err)")
        #expect(try await places(fixture + ["search", "piped"]).out.contains("Piped"))
    }

    @Test("export /dev/stdout into a pipe writes the document into the pipe")
    func devStdoutPipe() async throws {
        let plain = try await shell(#""$0" --source "$1" export --all --format gpx"#, fixture[1])
        let piped = try await shell(#"set -o pipefail; "$0" --source "$1" export --all --format gpx /dev/stdout | cat"#, fixture[1])
        #expect(piped.status == 0, "\(piped.err)")
        #expect(piped.out.hasPrefix(plain.out))
    }

    @Test("an export larger than Places writes is refused in Places' words, and nothing is written")
    func tooLarge() async throws {
        // 14,000 names of 1,000 ampersands: a 14 MB feed whose GPX, each `&` written `&amp;`, passes 64 MB.
        let name = String(repeating: "&", count: 1_000)
        let entries = (0..<14_000).map { #"{"name":"\#(name)\#($0)","lat":\#($0 % 80),"long":\#($0 % 170)}"# }
        let feed = home.appending("large.json")
        try Data(#"{"locations":[\#(entries.joined(separator: ","))]}"#.utf8).write(to: URL(fileURLWithPath: feed))
        let result = try await places(["--source", feed, "export", "--all", home.appending("large.gpx")])
        #expect(result.status == 1)
        #expect(result.err == "Did not write \(home.appending("large.gpx")): it would be larger than 64 MB, the most Places writes to a file (and reads back). Any file that was there is unchanged; export to standard output has no limit.\n")
        #expect(!FileManager.default.fileExists(atPath: home.appending("large.gpx")))
    }
}
