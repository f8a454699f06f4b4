import Foundation
import PlacesTestSupport
import Testing

/// The config file through the built `places` binary: a value from each source, a bad line said with its number
/// while the rest applies, and a file that cannot be read said once.
@Suite(.serialized) struct ConfigEndToEndTests {
    private let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.appending("config/places"), withIntermediateDirectories: true)
    }

    private var configPath: String { home.appending("config/places/config") }

    private func places(_ arguments: [String], environment: [String: String] = [:], input: String = "") async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(
            ["--source", Fixtures.url("locations.json").path] + arguments,
            environment: home.xdgEnvironment.merging(environment) { _, new in new },
            input: input
        )
    }

    @Test("config shows one value from each source; the file's choices reach the commands")
    func sources() async throws {
        try Data("# lasting choices\nwiki = nl\nlink-style = wmf\ntimeout = 30\n".utf8).write(to: URL(fileURLWithPath: configPath))
        let shown = try await places(["--timeout", "5", "config"], environment: ["PLACES_QUIET": "1"])
        #expect(shown.status == 0 && shown.err.isEmpty)
        let lines = shown.out.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("wiki https://nl.wikipedia.org config file, line 2"))
        #expect(lines.contains("link-style wmf config file, line 3"))
        #expect(lines.contains("timeout 5 option --timeout"))
        #expect(lines.contains("quiet yes environment PLACES_QUIET"))
        #expect(lines.contains("plain no default"))
        let json = try await places(["--json", "config"])
        #expect(json.out.contains(#"{"key": "link-style", "value": "wmf", "from": "file", "line": 3}"#))
        // The file's link style reaches a command that reads PLACES_LINK_STYLE, below an option.
        let link = try await places(["link", "1"])
        let wmf = try await places(["--link-style", "wmf", "link", "1"])
        let option = try await places(["--link-style", "lat-lon", "link", "1"])
        #expect(link.status == 0 && link.out == wmf.out && option.out != link.out)
    }

    @Test("a bad line is said with the file and its number; the rest applies; an unreadable file is said once")
    func problems() async throws {
        try Data("link-style = wmf\ntimeout = soon\n".utf8).write(to: URL(fileURLWithPath: configPath))
        let shown = try await places(["config"])
        #expect(shown.status == 0)
        #expect(shown.err == "“\(configPath)”, line 2, timeout: “soon” is not a number of seconds from 0.001 to 600. This line is left out; the rest of the file applies.\n"
            || shown.err.contains("line 2, timeout: “soon” is not a number of seconds from 0.001 to 600."))
        #expect(shown.out.contains("config file, line 1"))
        let session = try await places([], input: "list\nlink 1\n")
        #expect(session.err.components(separatedBy: "line 2, timeout").count == 2, "said once in a session")

        try FileManager.default.removeItem(atPath: configPath)
        try FileManager.default.createDirectory(atPath: configPath, withIntermediateDirectories: true)
        let unreadable = try await places(["list"])
        #expect(unreadable.status == 0)
        #expect(unreadable.err.hasPrefix("Could not read the config file"))
        #expect(unreadable.err.hasSuffix("Places goes on without it.\n"))
    }
}
