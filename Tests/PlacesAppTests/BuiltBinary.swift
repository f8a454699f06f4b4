import Foundation
import PlacesTestSupport

/// Runs the `places` executable that `swift build` / `swift test` produced, as a separate process.
enum BuiltBinary {
    /// The executable beside the test bundle (same build folder and configuration).
    static var path: String {
        let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testExecutable.deletingLastPathComponent()
        // The test runner may live inside PlacesPackageTests.xctest/…; walk up to the build folder.
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("places").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Fixtures.root.appendingPathComponent(".build/debug/places").path
    }

    struct Result {
        let status: Int32
        let out: String
        let err: String
        /// The program and its arguments, for golden files.
        var command: [String] = []
        /// What standard input held.
        var input = Data()
        /// The environment it was given.
        var environment: [String: String] = [:]
    }

    /// Runs `executable` (the built `places` unless told otherwise) and waits, feeding `input` on standard input.
    static func run(
        _ arguments: [String],
        environment: [String: String],
        input: String = "",
        executable: String = BuiltBinary.path
    ) async throws -> Result {
        try await run(arguments, environment: environment, bytes: Data(input.utf8), executable: executable)
    }

    /// Runs `executable` feeding `bytes` (which need not be UTF-8) on standard input.
    static func run(
        _ arguments: [String],
        environment: [String: String],
        bytes: Data,
        executable: String = BuiltBinary.path
    ) async throws -> Result {
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env.merge(environment) { _, new in new }
        let finished = try await FinishedProcess.run(executable, arguments, environment: env, input: bytes)
        return Result(
            status: finished.status, out: finished.out, err: finished.err,
            command: [executable] + arguments, input: bytes, environment: environment
        )
    }
}
