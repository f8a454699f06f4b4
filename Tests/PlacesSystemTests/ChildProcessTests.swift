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
        let launcher = try script("echo launching >&2\nsleep 20 &\nexit 0", in: folder)
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = await ChildProcess.run(launcher, arguments: [], timeout: .seconds(15))
        #expect(outcome == .exited(status: 0, errorOutput: "launching"))
        // A hang guard, not a benchmark: before, this waited for the background sleep (20 s).
        #expect(clock.now - start < .seconds(10))
    }

    @Test("a program that does not exit is given up on after the timeout, and reported as still running")
    func hangingProgram() async throws {
        let folder = try TemporaryDirectory()
        let hanging = try script("sleep 60", in: folder)
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = await ChildProcess.run(hanging, arguments: [], timeout: .seconds(1))
        #expect(outcome == .stillRunning(seconds: 1))
        #expect(clock.now - start < .seconds(10))
    }

    @Test("status, signal and a missing program are told apart")
    func outcomes() async throws {
        let folder = try TemporaryDirectory()
        #expect(await ChildProcess.run(try script("echo no >&2; exit 4", in: folder), arguments: []) == .exited(status: 4, errorOutput: "no"))
        #expect(await ChildProcess.run(try script("kill -TERM $$", in: folder), arguments: []) == .signalled(15))
        #expect(await ChildProcess.run(folder.appending("missing"), arguments: []) == .notStarted(SystemError(code: ENOENT)))
    }
}
