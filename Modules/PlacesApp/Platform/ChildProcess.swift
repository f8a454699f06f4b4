#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program without a shell and waits for it, off the shared concurrency pool.
///
/// `posix_spawnp` is used instead of Foundation's `Process` for two reasons: `Process` started from async code
/// passes a blocked signal mask to the child (swift-corelibs-foundation#4772), so Ctrl-C and `terminate()` would
/// not reach it; and `Process` does no PATH search. The child gets an empty signal mask and default handlers,
/// standard input from /dev/null, our standard output (a terminal handler such as `places handle-url` prints
/// there), and its standard error captured (bounded) for messages.
enum ChildProcess {
    /// How a child ended.
    enum Outcome: Equatable, Sendable {
        /// It exited with this status; `errorOutput` is the start of what it wrote to standard error.
        case exited(status: Int32, errorOutput: String)
        /// A signal ended it.
        case signalled(Int32)
        /// It could not be started: not found, or not executable.
        case notStarted(errno: Int32)
    }

    /// Starts `program` (looked up in PATH unless it contains a `/`) with `arguments` and waits for it.
    static func run(_ program: String, arguments: [String]) async -> Outcome {
        // waitpid blocks; a thread of its own keeps it off the cooperative pool.
        await DedicatedThread.run { runBlocking(program, arguments: arguments) }
    }

    private static func runBlocking(_ program: String, arguments: [String]) -> Outcome {
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&errorPipe) == 0 else { return .notStarted(errno: errno) }
        _ = fcntl(errorPipe[0], F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, errorPipe[1])

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        close(errorPipe[1])
        guard spawned == 0 else {
            close(errorPipe[0])
            return .notStarted(errno: spawned)
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
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            if kept.count < limit { kept.append(contentsOf: buffer[0..<min(count, limit - kept.count)]) }
        }
        return String(decoding: kept, as: UTF8.self).trimmed
    }
}
