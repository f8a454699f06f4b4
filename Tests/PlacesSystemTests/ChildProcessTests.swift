import Foundation
import PlacesSystem
import PlacesTestSupport
import Testing

/// Waiting for a program: for it to exit, not for what it started, and not forever.
@Suite struct ChildProcessTests {
    private func script(_ body: String, in folder: TemporaryDirectory) throws -> String {
        try folder.script("script-\(UInt32.random(in: 0...UInt32.max))", body)
    }

    @Test("a launcher that leaves a background child holding its standard error returns when it exits")
    func backgroundChild() async throws {
        let folder = try TemporaryDirectory()
        let pidFile = folder.appending("background.pid")
        // The background child lives ten minutes, far longer than the launcher or this test take on any machine.
        let launcher = try script("echo launching >&2\nsleep 600 &\necho $! > '\(pidFile)'\nexit 0", in: folder)
        let outcome = await ChildProcess.run(launcher, arguments: [], timeout: .seconds(60))
        #expect(outcome == .exited(status: 0, errorOutput: "launching"))
        // The background child still holds the pipe when run returns: it did not wait for it (before, it did, until
        // the timeout). Evidence rather than a stopwatch, which a loaded machine makes lie.
        let background = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(background, 0) == 0, "the background child had already ended")
        kill(background, SIGKILL)
    }

    @Test("a program that does not exit is given up on after the timeout, and reported as still running")
    func hangingProgram() async throws {
        let folder = try TemporaryDirectory()
        let pidFile = folder.appending("hanging.pid")
        let hanging = try script("echo $$ > '\(pidFile)'\nexec sleep 600", in: folder)
        // Had it waited for the program, the outcome would be its exit after ten minutes, not "still running".
        let outcome = await ChildProcess.run(hanging, arguments: [], timeout: .seconds(1))
        #expect(outcome == .stillRunning(seconds: 1))
        if let pid = Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") {
            kill(pid, SIGKILL)
        }
    }

    @Test("status, signal and a missing program are told apart")
    func outcomes() async throws {
        let folder = try TemporaryDirectory()
        #expect(await ChildProcess.run(try script("echo no >&2; exit 4", in: folder), arguments: []) == .exited(status: 4, errorOutput: "no"))
        #expect(await ChildProcess.run(try script("kill -TERM $$", in: folder), arguments: []) == .signalled(15))
        #expect(await ChildProcess.run(folder.appending("missing"), arguments: []) == .notStarted(SystemError(code: ENOENT)))
    }
}
