import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The fault server people start by hand: its own help, refusals, and a port that stays the same across starts.
@Suite struct FaultServerTests {
    private var executable: String {
        URL(fileURLWithPath: BuiltBinary.path).deletingLastPathComponent().appendingPathComponent("places-fault-server").path
    }

    @Test("--help explains it and exits 0; an unknown option, a bad port or a missing folder exit 2 with the reason")
    func commandLine() async throws {
        let help = try await BuiltBinary.run(["--help"], environment: [:], executable: executable)
        #expect(help.status == 0 && help.out.hasPrefix("Usage: places-fault-server [--port PORT] [FOLDER]"))
        for (arguments, reason) in [
            (["--bogus"], "unknown option --bogus"),
            (["--port", "99999"], "“99999” is not a port from 1 to 65535"),
            (["--port"], "--port needs a port"),
            (["/nonexistent/folder"], "there is no folder at /nonexistent/folder"),
        ] {
            let refused = try await BuiltBinary.run(arguments, environment: [:], executable: executable)
            #expect(refused.status == 2, "\(arguments)")
            #expect(refused.err.hasPrefix("places-fault-server: \(reason)\n"), "\(arguments): \(refused.err)")
        }
    }

    @Test("--port PORT serves on that port")
    func fixedPort() async throws {
        // A port that was free a moment ago.
        let probe = try LoopbackHTTPServer()
        let port = probe.port
        probe.stop()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--port", String(port)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // SIGKILL: a child Foundation starts from async code has SIGTERM blocked (see PLATFORM.md).
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let banner = output.fileHandleForReading.availableData
        #expect(String(decoding: banner, as: UTF8.self).contains("http://127.0.0.1:\(port)/"))
        let body = try await HTTPTransport.libcurl(limits: .standard).get(try #require(URL(string: "http://127.0.0.1:\(port)/locations.json")))
        #expect(body == (try Fixtures.data("locations.json")))
    }
}
