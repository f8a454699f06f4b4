import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import PlacesSystem
import PlacesTestSupport
import Testing

/// The config file: its lines read with their numbers, each value checked by its option's rule, and the file a
/// layer below the environment.
@MainActor @Suite struct ConfigurationTests {
    private static let path = "/home/a/.config/places/config"

    private func configuration(_ text: String, environment: [String: String] = [:]) -> Configuration {
        Configuration(path: Self.path, file: ConfigFile(text: text), environment: environment)
    }

    @Test("key = value lines, comments and blanks; quotes taken off; the last line of a key wins")
    func reads() {
        let file = ConfigFile(text: "# my choices\n\n  wiki = nl  \nlink-style=WEB\r\ntimeout = \"30\"\nwiki = de\nnot a setting\n")
        #expect(file.entries.map { "\($0.line) \($0.key)=\($0.value)" } == ["3 wiki=nl", "4 link-style=WEB", "5 timeout=30", "6 wiki=de"])
        #expect(file.malformed == [7])
        let settings = configuration("wiki = nl\nlink-style=WEB\nwiki = de\ncolor = off\nquiet = yes\n")
        #expect(settings.applied["wiki"] == Configuration.Applied(line: 3, value: "de", variableValue: "de"))
        #expect(settings.applied["link-style"]?.variableValue == "web", "as the option reads it")
        #expect(settings.layered == ["PLACES_WIKI": "de", "PLACES_LINK_STYLE": "web", "NO_COLOR": "1", "PLACES_QUIET": "1"])
        #expect(settings.problems.isEmpty)
    }

    @Test("a bad line is named with its file and number and left out; the rest still applies")
    func badLines() {
        let settings = configuration("timeout = soon\nwikki = nl\nquiet = maybe\n= 3\nplain = yes\nmap-server = ftp://x\nsource = gopher://x\n")
        #expect(settings.problems == [
            .invalidValue(path: Self.path, line: 1, key: "timeout", .invalidTimeout("soon")),
            .unknownKey(path: Self.path, line: 2, key: "wikki", suggestion: "wiki"),
            .invalidValue(path: Self.path, line: 3, key: "quiet", .invalidChoice("maybe", option: "quiet", choices: ["yes", "no"])),
            .malformed(path: Self.path, line: 4),
            .invalidValue(path: Self.path, line: 6, key: "map-server", .invalidOptionValue("ftp://x", option: "--map-server")),
            .invalidValue(path: Self.path, line: 7, key: "source", .invalidSource("gopher://x")),
        ])
        #expect(settings.layered == ["PLACES_PLAIN": "1"])
        #expect(settings.problems[0].text(.english).hasSuffix(
            "config, line 1, timeout: “soon” is not a number of seconds from 0.001 to 600. This line is left out; the rest of the file applies."
        ))
    }

    @Test("option > environment > file > default, and config says which")
    func precedence() throws {
        let settings = configuration("wiki = nl\nlink-style = web\ntimeout = 30\n", environment: ["PLACES_LINK_STYLE": "wmf", "PLACES_WIKI": ""])
        let layered = settings.layered
        #expect(layered["PLACES_WIKI"] == "nl", "an empty variable is no choice")
        #expect(layered["PLACES_LINK_STYLE"] == "wmf")
        var globals = GlobalOptions(environment: layered)
        #expect(globals.linkStyle == .wmf && globals.timeout == 30 && globals.wiki?.site.base == "https://nl.wikipedia.org")
        globals.apply(GlobalOptions.timeout, .seconds(2))
        #expect(globals.timeout == 2)
        let origins = Configuration.settings.map { settings.origin(of: $0, given: globals.given) }
        #expect(origins == [
            .file(path: Self.path, line: 1), .environment("PLACES_LINK_STYLE"), .standard, .standard, .standard,
            .option("--timeout"), .standard, .standard,
        ])
    }

    @Test("an environment variable its option does not take is a usage problem, unless the option is given")
    func badEnvironment() {
        let globals = GlobalOptions(environment: ["PLACES_TIMEOUT": "soon"])
        let refused = CommandLineParser.parse(arguments: ["list"], globals: globals, language: .english)
        guard case .failure(let problem) = refused else {
            Issue.record("a PLACES_TIMEOUT that is no timeout was taken")
            return
        }
        #expect(problem == .invalidEnvironment(variable: "PLACES_TIMEOUT", option: "--timeout", .invalidTimeout("soon")))
        let given = CommandLineParser.parse(arguments: ["--timeout", "3", "list"], globals: globals, language: .english)
        #expect((try? given.get())?.globals.timeout == 3)
    }

    @Test("a PLACES_MAP_SERVER that names no server is a usage problem like the others, unless --map-server is given")
    func badMapServer() {
        let globals = GlobalOptions(environment: ["PLACES_MAP_SERVER": "ftp://x"])
        guard case .failure(let problem) = CommandLineParser.parse(arguments: ["map", "rome"], globals: globals, language: .english) else {
            Issue.record("a PLACES_MAP_SERVER that names no server was taken")
            return
        }
        #expect(problem == .invalidEnvironment(variable: "PLACES_MAP_SERVER", option: "--map-server", .invalidOptionValue("ftp://x", option: "--map-server")))
        let given = CommandLineParser.parse(arguments: ["--map-server", "off", "map", "rome"], globals: globals, language: .english)
        #expect((try? given.get())?.globals.mapServer == .off)
        #expect(GlobalOptions(environment: ["PLACES_MAP_SERVER": "off"]).environmentProblems.isEmpty)
    }

    @Test("the file on disk: none is nothing said; a folder in its place is said once, not fatal")
    func onDisk() throws {
        let home = try TemporaryDirectory()
        #expect(Configuration.load(environment: home.xdgEnvironment).problems.isEmpty)
        try FileManager.default.createDirectory(atPath: home.appending("config/places/config"), withIntermediateDirectories: true)
        let unreadable = Configuration.load(environment: home.xdgEnvironment)
        #expect(unreadable.problems.count == 1)
        #expect(unreadable.layered == home.xdgEnvironment)
    }
}
