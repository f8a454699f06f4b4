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
    ) throws -> Result {
        try run(arguments, environment: environment, bytes: Data(input.utf8), executable: executable)
    }

    /// Runs `executable` feeding `bytes` (which need not be UTF-8) on standard input.
    static func run(
        _ arguments: [String],
        environment: [String: String],
        bytes: Data,
        executable: String = BuiltBinary.path
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env.merge(environment) { _, new in new }
        process.environment = env
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Written from another thread: a large input must not block while the child's output fills its pipes.
        DispatchQueue.global().async {
            stdin.fileHandleForWriting.write(bytes)
            try? stdin.fileHandleForWriting.close()
        }
        // Read both pipes before waiting, so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            outData = stdout.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        errData = stderr.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            out: String(decoding: outData, as: UTF8.self),
            err: String(decoding: errData, as: UTF8.self),
            command: [executable] + arguments,
            input: bytes,
            environment: environment
        )
    }
}
