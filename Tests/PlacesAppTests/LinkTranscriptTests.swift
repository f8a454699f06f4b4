import Foundation
@testable import PlacesApp
import PlacesData
import PlacesPresentation
import PlacesSystem
import PlacesTestSupport
import Testing

/// The receiving side: inspect, handle-url and the desktop registration; whole outputs in `Fixtures/golden/links/`.
@MainActor
@Suite struct LinkTranscriptTests {
    @Test("inspect describes what the Places tab would show, or why the link is rejected", arguments: [
        ("wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam", PlacesApp.ExitStatus.success, "lat-lon"),
        ("wikipedia://places?WMFLatitude=1&WMFLongitude=2", .success, "wmf"),
        ("wikipedia://places?WMFArticleURL=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FUtrecht", .success, "article"),
        ("wikipedia://places", .success, "no-place"),
        ("wikipedia://places/", .success, "no-place-slash"),
        ("wikipedia://places?lat=91&lon=0", .failure, "latitude-out-of-range"),
        ("wikipedia://places?lat=52", .failure, "longitude-missing"),
        ("wikipedia://places?lat=1e5&lon=0", .failure, "exponent"),
        ("wikipedia://maps?lat=1&lon=0", .failure, "unknown-app-link"),
        ("wikipedia://places?lat=1&lon=2&name=%1B%5B31mred", .success, "escape-in-name"),
    ])
    func inspect(link: String, status: PlacesApp.ExitStatus, name: String) async throws {
        let result = try await Transcript.run(["inspect", link])
        #expect(result.status == status)
        #expect(!result.out.contains("\u{1B}"))
        Golden.expect(result, "links/inspect-\(name).txt")
    }

    @Test("inspect --json has the fixed keys, and an English reason in any language")
    func inspectJSON() async throws {
        let valid = try await Transcript.run(["--json", "inspect", "wikipedia://places?lat=52.35&lon=4.83&name=A%26B"])
        let rejected = try await Transcript.run(["--json", "inspect", "wikipedia://places?lat=91&lon=0"], environment: ["LANG": "nl_NL.UTF-8"])
        #expect(rejected.status == .failure)
        let keys: Set = ["valid", "latitude", "longitude", "name", "article", "reason", "near"]
        for result in [valid, rejected] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            #expect(Set(object.keys) == keys)
        }
        // The reason is the English one although LANG asks for Dutch: the golden file shows it.
        let english = try await Transcript.run(["--json", "inspect", "wikipedia://places?lat=91&lon=0"])
        #expect(rejected.out == english.out)
        Golden.expect([valid, rejected], "links/inspect-json.txt")
    }

    @Test("handle-url shows the place, the nearest locations with distances and the web page")
    func handle() async throws {
        // Wikipedia's articles are ArticleTranscriptTests' business; here the wiki has nothing around the place.
        let server = try LoopbackHTTPServer()
        let result = try await Transcript.run(
            Transcript.fixture + ["handle-url", "wikipedia://places?lat=52.37&lon=4.89&name=Dam%20Square"],
            environment: ["PLACES_WIKI": server.url("/wiki/empty").absoluteString],
            transport: { HTTPTransport.libcurl(limits: $0) }
        )
        #expect(result.status == .success)
        // With no articles, the map is the area around the place with the list's locations.
        let rejected = try await Transcript.run(Transcript.fixture + ["handle-url", "wikipedia://places?lat=x&lon=1"])
        #expect(rejected.status == .failure)
        Golden.expect([result, rejected], "links/handle-url.txt", replacing: Golden.server(server))
    }

    @Test("install-handler writes a desktop entry and a default, is idempotent, and uninstall removes exactly that")
    func installHandler() async throws {
        let home = try TemporaryDirectory()
        let config = home.appending("config")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let existing = "[Default Applications]\ntext/html=firefox.desktop;\nx-scheme-handler/wikipedia=other.desktop;\n\n[Added Associations]\nimage/png=viewer.desktop;\n"
        try Data(existing.utf8).write(to: URL(fileURLWithPath: config + "/mimeapps.list"))
        let desktopFile = home.appending("data/applications/places-handler.desktop")

        let first = try await Transcript.run(["install-handler"], folder: home)
        #expect(first.status == .success)
        let entry = try String(contentsOfFile: desktopFile, encoding: .utf8)
        #expect(entry.contains("Exec=/opt/places/bin/places handle-url %u\n"))
        #expect(entry.contains("MimeType=x-scheme-handler/wikipedia;x-scheme-handler/wikipedia-official;\n"))
        let mimeapps = try String(contentsOfFile: config + "/mimeapps.list", encoding: .utf8)
        #expect(mimeapps == "[Default Applications]\ntext/html=firefox.desktop;\nx-scheme-handler/wikipedia=places-handler.desktop;other.desktop;\nx-scheme-handler/wikipedia-official=places-handler.desktop;\n\n[Added Associations]\nimage/png=viewer.desktop;\n")

        let second = try await Transcript.run(["install-handler"], folder: home)
        #expect(try String(contentsOfFile: config + "/mimeapps.list", encoding: .utf8) == mimeapps, "installing twice changes nothing")

        let removed = try await Transcript.run(["uninstall-handler"], folder: home)
        #expect(try String(contentsOfFile: config + "/mimeapps.list", encoding: .utf8) == existing)
        #expect(!FileManager.default.fileExists(atPath: desktopFile))
        let again = try await Transcript.run(["uninstall-handler"], folder: home)
        Golden.expect([first, second, removed, again], "links/install-handler.txt")
    }

    @Test("uninstall removes a mimeapps.list that only install created")
    func uninstallCleansUp() async throws {
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(["install-handler"], folder: home)
        _ = try await Transcript.run(["uninstall-handler"], folder: home)
        #expect(!FileManager.default.fileExists(atPath: home.appending("config/mimeapps.list")))
    }

    @Test("Exec quoting follows the Desktop Entry Specification", arguments: [
        ("/usr/bin/places", "/usr/bin/places"), ("/opt/my apps/places", "\"/opt/my apps/places\""),
        ("/a/100%/places", "/a/100%%/places"), ("/a/$x\"y/places", "\"/a/\\\\$x\\\\\"y/places\""),
        // A backslash is four in the file: the string's escapes are read first, then the quoted argument's.
        ("/a/b\\/places", "\"/a/b\\\\\\\\/places\""),
    ])
    func execQuoting(path: String, expected: String) {
        #expect(DesktopIntegration.execQuoted(path) == expected)
    }
}

/// What the output looks like at different widths, in plain mode and with hostile names.
@MainActor
@Suite struct RenderingTranscriptTests {
    private func style(width: Int, plain: Bool = false, color: Bool = false) -> OutputStyle {
        OutputStyle(interactive: false, animated: false, color: color, plain: plain, width: width)
    }

    @Test("the table fits 40, 80 and 200 columns, shortening names only in the table", arguments: [40, 80, 200])
    func widths(width: Int) async throws {
        let source = ["--source", Fixtures.url("hostile-names.json").path]
        let result = try await Transcript.run(source + ["list"], style: style(width: width))
        let lines = result.out.split(separator: "\n")
        for line in lines {
            #expect(DisplayText.width(of: String(line)) <= max(width, 50), "\(line)")
        }
        let json = try await Transcript.run(source + ["--json", "list"], style: style(width: width))
        #expect(json.out.contains("L" + String(repeating: "o", count: 500) + "ng"))
    }

    @Test("hostile names are shown inert and visible; JSON and links keep them exactly")
    func hostileNames() async throws {
        let source = ["--source", Fixtures.url("hostile-names.json").path]
        let list = try await Transcript.run(source + ["list"], style: style(width: 200))
        #expect(!list.out.unicodeScalars.contains { DisplayText.isUnsafe($0) && $0 != "\n" })
        Golden.expect(list, "rendering/hostile-names.txt")
        let json = try await Transcript.run(source + ["--json", "list"])
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(decoded[0]["name"] as? String == "Red \u{1B}[31mALERT\u{1B}[0m")
        #expect(!json.out.contains("\u{1B}"))
        let link = try await Transcript.run(source + ["link", "1"])
        #expect(link.out == "wikipedia://places?lat=10&lon=20&name=Red%20%1B%5B31mALERT%1B%5B0m\n")
    }

    @Test("plain mode: one sentence per location, no alignment, no box drawing")
    func plain() async throws {
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture + ["add", "Home", "1", "2"], folder: home)
        let result = try await Transcript.run(Transcript.fixture + ["--plain", "list"], folder: home)
        Golden.expect(result, "rendering/plain-list.txt")
        #expect(!result.out.contains("  ") && !result.out.contains("─"))
        let environment = try await Transcript.run(Transcript.fixture + ["list"], environment: ["PLACES_PLAIN": "1"])
        #expect(environment.out == (try await Transcript.run(Transcript.fixture + ["--plain", "list"])).out)
    }

    @Test("colour only when allowed, and never carrying meaning alone")
    func color() async throws {
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture + ["add", "Home", "1", "2"], folder: home)
        let colored = try await Transcript.run(Transcript.fixture + ["list"], folder: home, style: style(width: 80, color: true))
        #expect(colored.out.contains("\u{1B}[1m"))
        let stripped = colored.out.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let noColor = try await Transcript.run(Transcript.fixture + ["--no-color", "list"], folder: home, style: style(width: 80, color: true))
        #expect(!noColor.out.contains("\u{1B}"))
        // Without colour the same words: the mark of a location you added is a character, not a colour.
        #expect(noColor.out == stripped)
        Golden.expect(noColor, "rendering/list-no-color.txt")
    }
}
