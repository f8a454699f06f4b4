#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesDomain

/// Runs a program without a shell and waits for it, off the shared concurrency pool.
///
/// `posix_spawnp` is used instead of Foundation's `Process` for two reasons: `Process` started from async code
/// passes a blocked signal mask to the child (swift-corelibs-foundation#4772), so Ctrl-C and `terminate()` would
/// not reach it; and `Process` does no PATH search. The child gets an empty signal mask and default handlers,
/// standard input from /dev/null, our standard output (a terminal handler such as `places handle-url` prints
/// there), and its standard error captured (bounded) for messages.
package enum ChildProcess {
    /// Starts `program` (looked up in PATH unless it contains a `/`) with `arguments` and waits for it.
    package static func run(_ program: String, arguments: [String]) async -> ChildOutcome {
        // waitpid blocks; a thread of its own keeps it off the cooperative pool.
        await DedicatedThread.run { runBlocking(program, arguments: arguments) }
    }

    private static func runBlocking(_ program: String, arguments: [String]) -> ChildOutcome {
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&errorPipe) == 0 else { return .notStarted(.current) }
        _ = fcntl(errorPipe[0], F_SETFD, FD_CLOEXEC)
        let spawned = OS.spawn(program, arguments: arguments, errorDescriptor: errorPipe[1])
        close(errorPipe[1])
        let pid: pid_t
        switch spawned {
        case .success(let child):
            pid = child
        case .failure(let error):
            close(errorPipe[0])
            return .notStarted(error)
        }
        let errorOutput = readBounded(errorPipe[0], limit: 4096)
        close(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(status: -1, errorOutput: errorOutput) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7F
        if signal == 0 { return .exited(status: (status >> 8) & 0xFF, errorOutput: errorOutput) }
        return .signalled(signal)
    }

    /// Reads until end of file, keeping at most `limit` bytes so a chatty child cannot fill memory.
    private static func readBounded(_ descriptor: Int32, limit: Int) -> String {
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { OS.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            if kept.count < limit { kept.append(contentsOf: buffer[0..<min(count, limit - kept.count)]) }
        }
        return Location.normalizedName(String(decoding: kept, as: UTF8.self)) ?? ""
    }
}
