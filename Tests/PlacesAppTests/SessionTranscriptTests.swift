import Foundation
@testable import PlacesApp
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The REPL and the add form: lines in, exact output out.
@MainActor
@Suite struct SessionTranscriptTests {
    @Test("the brief's piped session works and exits 0")
    func pipedSession() async throws {
        let result = try await Transcript.run(
            Transcript.fixture + ["--dry-run"],
            lines: ["search cop", "open copenhagen", "quit"]
        )
        #expect(result.status == .success)
        #expect(result.out == """
        #   Name        Coordinates
        ──────────────────────────────────────
        3   Copenhagen  55.6713° N, 12.5238° E
        wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen

        """)
        #expect(result.err == "")
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
        #expect(result.err == """
        Unknown command “frobnicate”. Type help to see the commands.
        open needs an argument, for example: open 3
        There is no location #99. Numbers go from 1 to 4.

        """)
        #expect(opener.links.count == 1)
        #expect(result.status == .usage)
    }

    @Test("end of input ends the session like quit")
    func endOfInput() async throws {
        let result = try await Transcript.run(Transcript.fixture, lines: ["link 4"])
        #expect(result.status == .success)
        #expect(result.out == "wikipedia://places?lat=40.4380638&lon=-3.7495758\n")
    }

    @Test("a 1 MB line, NUL bytes and control characters each get an error line")
    func hostileLines() async throws {
        let huge = String(repeating: "x", count: 1 << 20)
        let result = try await Transcript.run(
            Transcript.fixture,
            lines: [huge, "open \u{0}\u{1B}[31m", "\u{1B}]52;c;ZXZpbA==\u{7}", "search \u{FFFD}\u{202E}", "list"]
        )
        let errors = result.err.split(separator: "\n")
        #expect(errors.count == 4)
        #expect(errors[0] == "That line is 1048576 characters long; commands are at most 4096.")
        #expect(errors[1] == "Neither the list, nor the built-in gazetteer, nor Wikipedia has a place called “␀␛[31m”.")
        #expect(errors[2] == "Unknown command “␛]52;c;ZXZpbA==␇”. Type help to see the commands.")
        #expect(errors[3] == "No location matches “\u{FFFD}<U+202E>”.")
        #expect(!result.err.contains("\u{1B}") && !result.out.contains("\u{1B}"))
        #expect(result.out.hasSuffix(CommandTranscriptTests.table))
    }

    @Test("style shows and changes the link style for the session")
    func style() async throws {
        let result = try await Transcript.run(Transcript.fixture, lines: ["style", "style wmf", "link 2", "style bogus"])
        #expect(result.out == """
        Links use the lat-lon style. Styles: lat-lon, latitude-longitude, lat-long, wmf, location, article, web.
        Links now use the wmf style.
        wikipedia://places?WMFLatitude=19.0823998&WMFLongitude=72.8111468&name=Mumbai

        """)
        #expect(result.err == "“bogus” is not a link style. Choose one of: lat-lon, latitude-longitude, lat-long, wmf, location, article, web.\n")
    }

    @Test("the interactive banner counts the locations")
    func banner() async throws {
        var style = OutputStyle.pipe
        style.interactive = true
        let result = try await Transcript.run(Transcript.fixture, lines: ["quit"], style: style)
        #expect(result.err == "Places: 4 locations. Type help for the commands, quit to leave.\n")
        #expect(result.status == .success)
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
        // "New York" names New York City, 163 m away: a place is not described by the place it is.
        #expect(added.out == "Added #5: New York.\nOpen it with: open 5\n")
        let list = try await Transcript.run(Transcript.fixture + ["list"], folder: home)
        #expect(list.out.contains("5 * New York                                              40.7128° N, 74.0060° W\n"))
        #expect(list.out.hasSuffix("* added by you\n"))
        let json = try await Transcript.run(Transcript.fixture + ["--json", "search", "york"], folder: home)
        #expect(json.out.contains(#""number": 5, "name": "New York", "latitude": 40.7128, "longitude": -74.006"#))
        #expect(json.out.contains(#""origin": "custom""#))
        let opener = RecordingOpener()
        _ = try await Transcript.run(Transcript.fixture + ["open", "new york"], folder: home, opener: opener)
        #expect(opener.links == ["wikipedia://places?lat=40.7128&lon=-74.006&name=New%20York"])
    }

    @Test("coordinates in every pasted form, with or without a name", arguments: [
        (["52°21'17\"N", "4°50'02\"E"], "Added #5: Unnamed location, 4.4 km from the centre of Amsterdam, The Netherlands."),
        (["Home", "geo:52.35,4.83;u=10"], "Added #5: Home."),
        (["Area", "51", "37.2431", "-115.7930"], "Added #5: Area 51."),
        (["Paris", "48,8566", "2,3522"], "Added #5: Paris."),
        (["Cape", "Town", "33.9249S", "18.4241E"], "Added #5: Cape Town."),
    ])
    func addForms(arguments: [String], message: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + ["add"] + arguments)
        #expect(result.status == .success)
        #expect(result.out.hasPrefix(message + "\n"))
    }

    @Test("the form asks field by field, and asks again only the field that was wrong")
    func form() async throws {
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(Transcript.fixture, lines: ["add", "Office", "abc", "95", "52.3", "4.9", "list"], folder: home)
        #expect(result.err == """
        Adding a location. Type cancel at any question to stop without saving.
        “abc” is not part of a coordinate.
        Latitude must be between -90 and 90 (95 is not).

        """)
        #expect(result.out.hasPrefix("Added #5: Office.\nThat is 2.5 km from Amstelveen, The Netherlands.\nOpen it with: open 5\n"))
        #expect(result.out.contains("5 * Office"))
    }

    @Test("the form can be cancelled with the cancel word or end of input; nothing is saved", arguments: [
        ["add", "Office", "cancel"], ["add", "Office", "52"], ["add"],
    ])
    func formCancelled(lines: [String]) async throws {
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(Transcript.fixture, lines: lines, folder: home)
        #expect(result.err.hasSuffix("Nothing was added.\n"))
        let list = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
        #expect(!list.out.contains("custom"))
    }

    @Test("places add with piped lines runs the form too")
    func formFromPipe() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["add"], lines: ["", "52.35, 4.83"])
        #expect(result.status == .success)
        #expect(result.out == "Added #5: Unnamed location, 4.9 km from the centre of Amsterdam, The Netherlands.\nOpen it with: open 5\n")
    }

    @Test("remove deletes the user's locations only")
    func remove() async throws {
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture + ["add", "Home", "1", "2"], folder: home)
        let feed = try await Transcript.run(Transcript.fixture + ["remove", "1"], folder: home)
        #expect(feed.status == .failure)
        #expect(feed.err == "#1 comes from the feed and cannot be removed; only locations you added can.\n")
        let removed = try await Transcript.run(Transcript.fixture + ["remove", "home"], folder: home)
        #expect(removed.status == .success)
        #expect(removed.out == "Removed #5: Home.\n")
        #expect(try await Transcript.run(Transcript.fixture + ["list"], folder: home).out == CommandTranscriptTests.table)
    }

    @Test("an unreadable store is moved aside and the person told where")
    func corruptStore() async throws {
        let home = try TemporaryDirectory()
        let folder = home.appending("data/places")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: URL(fileURLWithPath: folder + "/custom-locations.json"))
        let result = try await Transcript.run(Transcript.fixture + ["list"], folder: home)
        #expect(result.status == .success)
        #expect(result.err.hasPrefix("Your saved locations could not be read. The file was kept as \(folder)/custom-locations.json.unreadable-"))
        #expect(result.out == CommandTranscriptTests.table)
    }
}
