import Foundation
@testable import PlacesApp
import PlacesData
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The receiving side: inspect, handle-url and the desktop registration.
@MainActor
@Suite struct LinkTranscriptTests {
    @Test("inspect describes what the Places tab would show, or why the link is rejected", arguments: [
        ("wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam", PlacesApp.ExitStatus.success,
         "Valid: Places tab at 52.3547° N, 4.8339° E, labelled Amsterdam.\nThat is 4.4 km from the centre of Amsterdam, The Netherlands.\n"),
        ("wikipedia://places?WMFLatitude=1&WMFLongitude=2", .success, "Valid: Places tab at 1.0000° N, 2.0000° E.\nThat is 531 km from São Tomé, Sao Tome and Principe.\n"),
        ("wikipedia://places?WMFArticleURL=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FUtrecht", .success,
         "Valid: Places tab at the article Utrecht.\n"),
        ("wikipedia://places", .success, "Valid: the Places tab, with no place to centre on.\n"),
        ("wikipedia://places/", .success, "Valid: the Places tab, with no place to centre on.\n"),
        ("wikipedia://places?lat=91&lon=0", .failure, "Rejected: latitude 91 is out of range (-90 to 90).\n"),
        ("wikipedia://places?lat=52", .failure, "Rejected: longitude is missing.\n"),
        ("wikipedia://places?lat=1e5&lon=0", .failure, "Rejected: lat=1e5 is not a plain decimal number.\n"),
        ("wikipedia://maps?lat=1&lon=0", .failure, "Rejected: The Wikipedia app opens nothing for “wikipedia://maps?lat=1&lon=0”: it opens places, articles (wikipedia://LANG.wikipedia.org/wiki/TITLE), searches and its own screens.\n"),
        ("wikipedia://places?lat=1&lon=2&name=%1B%5B31mred", .success, "Valid: Places tab at 1.0000° N, 2.0000° E, labelled ␛[31mred.\nThat is 531 km from São Tomé, Sao Tome and Principe.\n"),
    ])
    func inspect(link: String, status: PlacesApp.ExitStatus, output: String) async throws {
        let result = try await Transcript.run(["inspect", link])
        #expect(result.status == status)
        #expect(result.out == output)
    }

    @Test("inspect --json has the fixed keys, and an English reason in any language")
    func inspectJSON() async throws {
        let valid = try await Transcript.run(["--json", "inspect", "wikipedia://places?lat=52.35&lon=4.83&name=A%26B"])
        #expect(valid.out == #"{"valid": true, "latitude": 52.35, "longitude": 4.83, "name": "A&B", "article": null, "reason": null, "near": {"name": "Badhoevedorp", "country_code": "NL", "distance": 3356}}"# + "\n")
        let rejected = try await Transcript.run(["--json", "inspect", "wikipedia://places?lat=91&lon=0"], environment: ["LANG": "nl_NL.UTF-8"])
        #expect(rejected.status == .failure)
        #expect(rejected.out == #"{"valid": false, "latitude": null, "longitude": null, "name": null, "article": null, "reason": "latitude 91 is out of range (-90 to 90).", "near": null}"# + "\n")
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
        Golden.expect(result, "commands/handle-url-no-articles.txt", replacing: [server.url("/wiki/empty").absoluteString: "<wiki>"])
        let rejected = try await Transcript.run(Transcript.fixture + ["handle-url", "wikipedia://places?lat=x&lon=1"])
        #expect(rejected.status == .failure)
        #expect(rejected.err == "Rejected: lat=x is not a plain decimal number.\n")
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
        #expect(first.out == "wikipedia:// links now open in places. Wrote \(desktopFile), \(config)/mimeapps.list and set it as the default for x-scheme-handler/wikipedia, x-scheme-handler/wikipedia-official.\n")
        let entry = try String(contentsOfFile: desktopFile, encoding: .utf8)
        #expect(entry.contains("Exec=/opt/places/bin/places handle-url %u\n"))
        #expect(entry.contains("MimeType=x-scheme-handler/wikipedia;x-scheme-handler/wikipedia-official;\n"))
        let mimeapps = try String(contentsOfFile: config + "/mimeapps.list", encoding: .utf8)
        #expect(mimeapps == "[Default Applications]\ntext/html=firefox.desktop;\nx-scheme-handler/wikipedia=places-handler.desktop;other.desktop;\nx-scheme-handler/wikipedia-official=places-handler.desktop;\n\n[Added Associations]\nimage/png=viewer.desktop;\n")

        let second = try await Transcript.run(["install-handler"], folder: home)
        #expect(second.out == "places already opens wikipedia:// links; nothing changed (\(desktopFile)).\n")

        let removed = try await Transcript.run(["uninstall-handler"], folder: home)
        #expect(removed.out == "Removed \(desktopFile), \(config)/mimeapps.list; wikipedia:// links no longer open in places.\n")
        #expect(try String(contentsOfFile: config + "/mimeapps.list", encoding: .utf8) == existing)
        #expect(!FileManager.default.fileExists(atPath: desktopFile))
        let again = try await Transcript.run(["uninstall-handler"], folder: home)
        #expect(again.out == "places was not registered for wikipedia:// links; nothing changed.\n")
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
        ("/a/100%/places", "/a/100%%/places"), ("/a/$x\"y/places", "\"/a/\\$x\\\"y/places\""),
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
        #expect(list.out.contains("Red ␛[31mALERT␛[0m"))
        #expect(list.out.contains("Bidi <U+202E>esrever<U+202C> end"))
        #expect(list.out.contains("Nul␀byte"))
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
        #expect(result.out == """
        1. Amsterdam, 52.35 degrees north, 4.83 degrees east.
        2. Mumbai, 19.08 degrees north, 72.81 degrees east.
        3. Copenhagen, 55.67 degrees north, 12.52 degrees east.
        4. Unnamed location, 4.6 km from the centre of Madrid, Spain, 40.44 degrees north, 3.75 degrees west.
        5. Home, 1.00 degrees north, 2.00 degrees east, added by you.

        """)
        let environment = try await Transcript.run(Transcript.fixture + ["list"], environment: ["PLACES_PLAIN": "1"])
        #expect(environment.out.hasPrefix("1. Amsterdam, 52.35 degrees north"))
    }

    @Test("colour only when allowed, and never carrying meaning alone")
    func color() async throws {
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture + ["add", "Home", "1", "2"], folder: home)
        let colored = try await Transcript.run(Transcript.fixture + ["list"], folder: home, style: style(width: 80, color: true))
        #expect(colored.out.contains("\u{1B}[1m"))
        let stripped = colored.out.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped.contains("5 * Home"))
        let noColor = try await Transcript.run(Transcript.fixture + ["--no-color", "list"], folder: home, style: style(width: 80, color: true))
        #expect(!noColor.out.contains("\u{1B}"))
        #expect(noColor.out == stripped)
    }
}
