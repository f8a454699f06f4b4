public import Foundation
import PlacesSystem
import Synchronization

/// A program run to its end, and what it printed: the one way tests run a program and read both its pipes.
public struct FinishedProcess: Sendable {
    /// Its exit status.
    public let status: Int32
    /// Its standard output, as UTF-8 (invalid bytes repaired).
    public let out: String
    /// Its standard error, likewise.
    public let err: String

    /// Runs `executable` and waits for it, feeding `input` on standard input (`nil`: /dev/null) and reading both
    /// pipes as it goes, so that a chatty program never blocks on a full pipe and a large input never blocks it.
    ///
    /// The waits are on threads of their own: a test that held one of the concurrency pool's few threads while a
    /// program ran would stall every other suite's work meanwhile.
    ///
    /// - Parameters:
    ///   - environment: The program's whole environment; `nil` inherits this process's.
    ///   - folder: Its working folder; `nil` keeps this process's.
    public static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]? = nil,
        input: Data? = nil,
        in folder: String? = nil
    ) async throws -> FinishedProcess {
        try await DedicatedThread.run {
            Result { try runBlocking(executable, arguments, environment: environment, input: input, in: folder) }
        }.get()
    }

    /// ``run(_:_:environment:input:in:)`` on the calling thread, which it blocks until the program has ended.
    private static func runBlocking(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]?,
        input: Data?,
        in folder: String?
    ) throws -> FinishedProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = input.map { _ in Pipe() }
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        if let stdin, let input {
            // Written from another thread: a large input must not block while the child's output fills its pipes.
            DedicatedThread.start {
                stdin.fileHandleForWriting.write(input)
                try? stdin.fileHandleForWriting.close()
            }
        }
        let outData = Mutex(Data())
        let outRead = DispatchSemaphore(value: 0)
        DedicatedThread.start {
            let data = stdout.fileHandleForReading.readDataToEndOfFile()
            outData.withLock { $0 = data }
            outRead.signal()
        }
        let errData = stderr.fileHandleForReading.readDataToEndOfFile()
        outRead.wait()
        process.waitUntilExit()
        return FinishedProcess(
            status: process.terminationStatus,
            out: String(decoding: outData.withLock { $0 }, as: UTF8.self),
            err: String(decoding: errData, as: UTF8.self)
        )
    }
}
