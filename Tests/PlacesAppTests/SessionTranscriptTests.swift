import Foundation
@testable import PlacesApp
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The REPL and the add form: lines in, the whole output compared with `Fixtures/golden/session/` and `…/add/`.
@MainActor
@Suite struct SessionTranscriptTests {
    @Test("the brief's piped session works and exits 0")
    func pipedSession() async throws {
        let result = try await Transcript.run(
            Transcript.fixture + ["--dry-run"],
            lines: ["search cop", "open copenhagen", "quit"]
        )
        #expect(result.status == .success)
        Golden.expect(result, "session/piped.txt")
    }

    @Test("numbers mean the full list whatever the last search was")
    func numbersAreStable() async throws {
        let opener = RecordingOpener()
        _ = try await Transcript.run(Transcript.fixture, lines: ["search mumbai", "open 1", "exit"], opener: opener)
        #expect(opener.links == ["wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"])
    }

    @Test("bad lines get an error line and the session goes on; piped status is the worst line's")
    func badLines() async throws {
        let opener = RecordingOpener()
        let result = try await Transcript.run(
            Transcript.fixture,
            lines: ["frobnicate", "", "   ", "open", "open 99", "open 2"],
            opener: opener
        )
        Golden.expect(result, "session/bad-lines.txt")
        #expect(result.err.split(separator: "\n").count == 3, "one error line for each bad line, none for blank ones")
        #expect(opener.links.count == 1)
        #expect(result.status == .usage)
    }

    @Test("end of input ends the session like quit")
    func endOfInput() async throws {
        let result = try await Transcript.run(Transcript.fixture, lines: ["link 4"])
        #expect(result.status == .success)
        Golden.expect(result, "session/end-of-input.txt")
    }

    @Test("a 1 MB line, NUL bytes and control characters each get an error line")
    func hostileLines() async throws {
        let huge = String(repeating: "x", count: 1 << 20)
        let result = try await Transcript.run(
            Transcript.fixture,
            lines: [huge, "open \u{0}\u{1B}[31m", "\u{1B}]52;c;ZXZpbA==\u{7}", "search \u{FFFD}\u{202E}", "list"]
        )
        Golden.expect(result, "session/hostile-lines.txt", replacing: [huge: "<1 MB of x>"])
        #expect(result.err.split(separator: "\n").count == 4)
        #expect(!result.err.contains("\u{1B}") && !result.out.contains("\u{1B}"))
        // After all that, the session still answers.
        #expect(result.out == (try await Transcript.run(Transcript.fixture + ["list"])).out)
    }

    @Test("style shows and changes the link style for the session")
    func style() async throws {
        let result = try await Transcript.run(Transcript.fixture, lines: ["style", "style wmf", "link 2", "style bogus"])
        Golden.expect(result, "session/style.txt")
    }

    @Test("the interactive banner counts the locations")
    func banner() async throws {
        var style = OutputStyle.pipe
        style.interactive = true
        let result = try await Transcript.run(Transcript.fixture, lines: ["quit"], style: style)
        #expect(result.status == .success)
        Golden.expect(result, "session/banner.txt")
    }
}

/// Adding and removing the user's own locations, through the real file store in temporary XDG folders.
@MainActor
@Suite struct CustomLocationTranscriptTests {
    @Test("add NAME COORDINATES in one line, then find it after the feed, marked, and open it")
    func addOneLine() async throws {
        let home = try TemporaryDirectory()
        let added = try await Transcript.run(Transcript.fixture + ["add", "New", "York", "40.7128", "-74.0060"], folder: home)
        #expect(added.status == .success)
        let list = try await Transcript.run(Transcript.fixture + ["list"], folder: home)
        let json = try await Transcript.run(Transcript.fixture + ["--json", "search", "york"], folder: home)
        // "New York" names New York City, 163 m away: a place is not described by the place it is.
        Golden.expect([added, list, json], "add/one-line.txt")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(found.count == 1 && found.first?["origin"] as? String == "custom")
        let opener = RecordingOpener()
        _ = try await Transcript.run(Transcript.fixture + ["open", "new york"], folder: home, opener: opener)
        #expect(opener.links == ["wikipedia://places?lat=40.7128&lon=-74.006&name=New%20York"])
    }

    @Test("coordinates in every pasted form, with or without a name", arguments: [
        (["52°21'17\"N", "4°50'02\"E"], "degrees-minutes-seconds"),
        (["Home", "geo:52.35,4.83;u=10"], "geo-uri"),
        (["Area", "51", "37.2431", "-115.7930"], "name-ending-in-a-number"),
        (["Paris", "48,8566", "2,3522"], "decimal-commas"),
        (["Cape", "Town", "33.9249S", "18.4241E"], "hemisphere-letters"),
    ])
    func addForms(arguments: [String], name: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + ["add"] + arguments)
        #expect(result.status == .success)
        Golden.expect(result, "add/\(name).txt")
    }

    @Test("the form asks field by field, and asks again only the field that was wrong")
    func form() async throws {
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(Transcript.fixture, lines: ["add", "Office", "abc", "95", "52.3", "4.9", "list"], folder: home)
        Golden.expect(result, "add/form.txt")
    }

    @Test("the form can be cancelled with the cancel word or end of input; nothing is saved", arguments: [
        (["add", "Office", "cancel"], "cancel-word"), (["add", "Office", "52"], "end-at-longitude"), (["add"], "end-at-name"),
    ])
    func formCancelled(lines: [String], name: String) async throws {
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(Transcript.fixture, lines: lines, folder: home)
        Golden.expect(result, "add/form-cancelled-\(name).txt")
        let list = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
        #expect(!list.out.contains("custom"))
    }

    @Test("places add with piped lines runs the form too")
    func formFromPipe() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["add"], lines: ["", "52.35, 4.83"])
        #expect(result.status == .success)
        Golden.expect(result, "add/form-from-pipe.txt")
    }

    @Test("places add with no argument and nothing on its input lacked its argument: a usage problem, status 2")
    func addWithNothing() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["add"])
        #expect(result.status == .usage)
        let missing = UsageText.missingArgument(command: "add", example: "places " + AddCommand.help(.english).example(of: "add"))
        #expect(result.err.hasSuffix(missing.english + "\n"), "\(result.err)")
        // In a session, ending the form cancels it, as it always did.
        #expect(try await Transcript.run(Transcript.fixture, lines: ["add"]).status == .failure)
    }

    @Test("remove deletes the user's locations only")
    func remove() async throws {
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture + ["add", "Home", "1", "2"], folder: home)
        let feed = try await Transcript.run(Transcript.fixture + ["remove", "1"], folder: home)
        #expect(feed.status == .failure)
        let removed = try await Transcript.run(Transcript.fixture + ["remove", "home"], folder: home)
        #expect(removed.status == .success)
        Golden.expect([feed, removed], "add/remove.txt")
        let untouched = try await Transcript.run(Transcript.fixture + ["list"])
        #expect(try await Transcript.run(Transcript.fixture + ["list"], folder: home).out == untouched.out)
    }

    @Test("an unreadable store is moved aside and the person told where")
    func corruptStore() async throws {
        let home = try TemporaryDirectory()
        let folder = home.appending("data/places")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: URL(fileURLWithPath: folder + "/custom-locations.json"))
        let result = try await Transcript.run(Transcript.fixture + ["list"], folder: home)
        #expect(result.status == .success)
        // The name of the file kept aside holds the time it was moved: the golden file says <time>.
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("custom-locations.json.unreadable-") }
        try #require(kept.count == 1)
        #expect(try String(contentsOfFile: folder + "/" + kept[0], encoding: .utf8) == "not json")
        Golden.expect(result, "add/corrupt-store.txt", replacing: [kept[0]: "custom-locations.json.unreadable-<time>"])
    }
}
