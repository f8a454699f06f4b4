import Foundation
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The built `places` binary, run as a person or a script would run it; whole outputs in
/// `Fixtures/golden/end-to-end/`.
@Suite(.serialized) struct EndToEndTests {
    private let home: TemporaryDirectory
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    init() throws {
        home = try TemporaryDirectory()
    }

    private func places(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(arguments, environment: home.xdgEnvironment.merging(environment) { _, new in new }, input: input)
    }

    /// Compares runs with `Fixtures/golden/end-to-end/NAME`.
    private func expect(_ runs: BuiltBinary.Result..., in name: String, replacing: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.expect(runs, home: home, in: "end-to-end/\(name)", replacing: replacing, sourceLocation: sourceLocation)
    }

    /// A script that records its arguments, one per line, then exits with `status`.
    private func recordingOpener(status: Int32 = 0) throws -> (path: String, log: String) {
        let log = home.appending("opener.log")
        let path = try home.script("record-opener", "printf '%s\\n' \"$#\" \"$@\" >> '\(log)'\nexit \(status)")
        return (path, log)
    }

    @Test("list, exit status 0, nothing on standard error")
    func list() async throws {
        let result = try await places(fixture + ["list"])
        #expect(result.status == 0)
        expect(result, in: "list.txt")
    }

    @Test("open hands exactly one argument, the link, to PLACES_OPENER, without a shell")
    func openThroughOpener() async throws {
        let opener = try recordingOpener()
        // Were a shell involved, the name would create this file.
        let planted = home.appending("pwned")
        let name = "Quote\"$(touch \(planted))`&;"
        #expect(try await places(fixture + ["add"] + name.split(separator: " ").map(String.init) + ["1", "2"]).status == 0)
        let result = try await places(fixture + ["open", "5"], environment: ["PLACES_OPENER": opener.path])
        #expect(result.status == 0)
        let link = PlacesLink.build(for: Location(name: name, coordinate: try Coordinate(latitude: 1, longitude: 2)))
        #expect(try String(contentsOfFile: opener.log, encoding: .utf8) == "1\n\(link)\n")
        #expect(!FileManager.default.fileExists(atPath: planted))
        // The name holds this run's folder, cut where a message bounds it: the sentence comes from the catalog.
        #expect(result.out == LocationText.opened(title: Quoted(name)).english + "\n" && result.err.isEmpty)
    }

    @Test("an opener that finds no handler (exit 3), or no opener at all, gives the web page and exit 1")
    func noHandler() async throws {
        let opener = try recordingOpener(status: 3)
        let result = try await places(fixture + ["open", "mumbai"], environment: ["PLACES_OPENER": opener.path])
        #expect(result.status == 1)
        #expect(result.out == "https://en.wikipedia.org/wiki/Special:Nearby#/coord/19.0823998,72.8111468\n")
        // No xdg-open at all is the same: nothing on this computer opens links.
        let bare = try await places(fixture + ["open", "mumbai"], environment: ["PATH": home.appending("empty-path")])
        #expect(bare.status == result.status && bare.out == result.out && bare.err == result.err)
        expect(result, in: "no-handler.txt")
    }

    @Test("a PLACES_OPENER that cannot be started is named as the cause, with the system's reason")
    func configuredOpenerMissing() async throws {
        let missing = home.appending("no-such-opener")
        let result = try await places(fixture + ["open", "mumbai"], environment: ["PLACES_OPENER": missing])
        #expect(result.status == 1)
        #expect(result.out == "https://en.wikipedia.org/wiki/Special:Nearby#/coord/19.0823998,72.8111468\n")
        #expect(result.err.contains(missing), "the opener is named")
        expect(result, in: "opener-missing.txt")
    }

    @Test(
        "the real xdg-open without a display reports no handler",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdg-open"),
                 "xdg-open is not installed (Debian package xdg-utils); .ci/run installs it")
    )
    func realXdgOpenHeadless() async throws {
        let result = try await places(fixture + ["open", "1"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(result.status == 1)
        #expect(result.out == "https://en.wikipedia.org/wiki/Special:Nearby#/coord/52.3547498,4.8339215\n")
    }

    @Test(
        "a wikipedia:// link goes through the real xdg-open to places handle-url, and back out with uninstall",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdg-open")
                     && FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid"),
                 "xdg-open (xdg-utils) or setsid (util-linux) is missing; .ci/run installs them")
    )
    func xdgOpenRoundTrip() async throws {
        #expect(try await places(["install-handler"]).status == 0)
        // xdg-open consults scheme handlers only with a display. The entry says Terminal=true; without a
        // controlling terminal (setsid) xdg-open runs it through $TERMINAL -e, here a stand-in that just runs it.
        let terminal = try home.script("fake-terminal", "[ \"$1\" = \"-e\" ] && shift\nexec \"$@\"")
        let wikipedia = try LoopbackHTTPServer()
        let environment = home.xdgEnvironment.merging([
            "DISPLAY": ":99", "TERMINAL": terminal, "PLACES_SOURCE": Fixtures.url("locations.json").path,
            "PLACES_WIKI": wikipedia.url("/wiki/amsterdam").absoluteString,
        ]) { _, new in new }
        let link = "wikipedia://places?lat=52.37&lon=4.89&name=Dam%20Square%20%26%20%22more%22"
        let direct = try await BuiltBinary.run(["-w", "/usr/bin/xdg-open", link], environment: environment, executable: "/usr/bin/setsid")
        #expect(direct.status == 0)
        // The whole loop: places open → xdg-open → places handle-url.
        let opened = try await BuiltBinary.run(["-w", BuiltBinary.path, "open", "copenhagen"], environment: environment, executable: "/usr/bin/setsid")
        #expect(opened.status == 0)
        expect(direct, opened, in: "xdg-open-round-trip.txt", replacing: Golden.server(wikipedia))

        #expect(try await places(["uninstall-handler"]).status == 0)
        let after = try await BuiltBinary.run(["-w", "/usr/bin/xdg-open", link], environment: environment, executable: "/usr/bin/setsid")
        #expect(after.status == 3, "with the handler gone xdg-open finds none: \(after.err)")
    }

    @Test("the built binary asks the Wikipedia PLACES_WIKI names, remembers the list, and shows an article")
    func wikipediaThroughTheBinary() async throws {
        let wikipedia = try LoopbackHTTPServer()
        let environment = ["PLACES_WIKI": wikipedia.url("/wiki/amsterdam").absoluteString]
        let nearby = try await places(fixture + ["nearby", "Dam Square", "52.3731", "4.8926", "--limit", "2"], environment: environment)
        #expect(nearby.status == 0)
        let article = try await places(fixture + ["--json", "article", "@1"], environment: environment)
        #expect(article.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(article.out.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Dam Square")
        #expect(wikipedia.receivedHeaders.allSatisfy { $0["user-agent"]?.hasPrefix("places/") == true })
        let missing = try await places(fixture + ["article", "Atlantis"], environment: environment)
        #expect(missing.status == 1)
        expect(nearby, article, missing, in: "wikipedia.txt", replacing: Golden.server(wikipedia))
    }

    @Test("through a pipe, the table fits $COLUMNS, and names are shortened only there")
    func columnsWhenPiped() async throws {
        let source = ["--source", Fixtures.url("hostile-names.json").path]
        let narrow = try await places(source + ["list"], environment: ["COLUMNS": "40"])
        #expect(narrow.out.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(narrow.out.contains("…"))
        let wide = try await places(source + ["list"], environment: ["COLUMNS": "200"])
        #expect(wide.out.split(separator: "\n").contains { $0.count > 100 })
    }

    @Test("the brief's piped session")
    func pipedSession() async throws {
        let result = try await places(fixture + ["--dry-run"], input: "search cop\nopen copenhagen\nquit\n")
        #expect(result.status == 0)
        expect(result, in: "piped-session.txt")
    }

    @Test("usage errors exit 2, failures 1")
    func exitStatuses() async throws {
        #expect(try await places(["--nope"]).status == 2)
        #expect(try await places(fixture + ["open", "99"]).status == 1)
        #expect(try await places(["inspect", "wikipedia://places?lat=91&lon=0"]).status == 1)
        expect(try await places(["--version"]), in: "version.txt")
    }

    @Test("copied alone to another folder, offline, it still lists the compiled-in feed")
    func copiedAlone() async throws {
        let copy = home.appending("bin/places")
        try FileManager.default.createDirectory(atPath: home.appending("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: BuiltBinary.path, toPath: copy)
        // The default feed, kept offline for certain by a proxy on a closed port (libcurl honours https_proxy).
        let offline = home.xdgEnvironment.merging(["https_proxy": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9"]) { _, new in new }
        let result = try await BuiltBinary.run(["list"], environment: offline, executable: copy)
        #expect(result.status == 0)
        // The gazetteer is in the binary too: no file beside it, no network.
        let kyoto = try await BuiltBinary.run(["where", "kyoto"], environment: offline, executable: copy)
        #expect(kyoto.status == 0)
        expect(result, kyoto, in: "copied-alone.txt")
    }

    @Test("network, then saved copy, against a real server that goes away")
    func savedCopy() async throws {
        let server = try LoopbackHTTPServer()
        let source = ["--source", server.url("/unicode-names.json").absoluteString]
        let live = try await places(source + ["search", "zurich"])
        server.stop()
        let offline = try await places(source + ["search", "zurich"])
        #expect(offline.status == 0)
        #expect(offline.out == live.out)
        expect(live, offline, in: "saved-copy.txt", replacing: Golden.server(server))
    }

    @Test("a stalled server is given up on after --timeout, and its failure reported")
    func stalledServer() async throws {
        let server = try LoopbackHTTPServer()
        // The stall lasts 60 s, the deadline is 1 s: the timeout the golden file shows can only be the deadline's.
        let result = try await places(["--timeout", "1", "--source", server.url("/locations.json?stall=60&after=20").absoluteString, "list"])
        #expect(result.status == 1)
        expect(result, in: "stalled-server.txt", replacing: Golden.server(server))
    }

    @Test("twelve processes adding at once all keep their entries")
    func concurrentAdds() async throws {
        let count = 12
        let failures = try await withThrowingTaskGroup(of: String?.self) { group in
            for index in 0..<count {
                group.addTask { [home, fixture] in
                    let result = try await BuiltBinary.run(fixture + ["add", "Writer \(index)", "\(index)", "\(index)"], environment: home.xdgEnvironment)
                    return result.status == 0 ? nil : "writer \(index): \(result.err)"
                }
            }
            return try await group.reduce(into: [String]()) { failures, failure in failure.map { failures.append($0) } }
        }
        #expect(failures.isEmpty)
        let json = try await places(fixture + ["--json", "list"])
        for index in 0..<count {
            #expect(json.out.contains("\"name\": \"Writer \(index)\""), "Writer \(index) was lost")
        }
    }

    @Test("killing writers at random moments never leaves a torn store")
    func killedMidWrite() async throws {
        let store = home.appending("data/places/custom-locations.json")
        var completed = 0
        for round in 0..<25 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: BuiltBinary.path)
            process.arguments = fixture + ["add", "Round \(round)", "1", "1"]
            process.environment = home.xdgEnvironment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            try await Task.sleep(for: .microseconds(Int.random(in: 0...15_000)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit && process.terminationStatus == 0 { completed += 1 }
            if FileManager.default.fileExists(atPath: store) {
                let data = try Data(contentsOf: URL(fileURLWithPath: store))
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                #expect(object?["locations"] is [Any], "round \(round): the store does not parse")
            }
        }
        let result = try await places(fixture + ["--json", "list"])
        #expect(result.err == "", "a later run must find the store readable: \(result.err)")
        let saved = result.out.components(separatedBy: "\"origin\": \"custom\"").count - 1
        #expect(saved >= completed)
        // A writer killed before its rename leaves its temporary file; the next write (under the lock) removes it.
        #expect(try await places(fixture + ["add", "After", "1", "1"]).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.appending("data/places")).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }
}

