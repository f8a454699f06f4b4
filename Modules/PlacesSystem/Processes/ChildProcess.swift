#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesDomain

/// Runs a program without a shell and waits for it to exit — for it, not for what it started — off the shared
/// concurrency pool.
///
/// `posix_spawnp` is used instead of Foundation's `Process` for two reasons: `Process` started from async code
/// passes a blocked signal mask to the child (swift-corelibs-foundation#4772), so Ctrl-C and `terminate()` would
/// not reach it; and `Process` does no PATH search. The child gets an empty signal mask and default handlers,
/// standard input from /dev/null, our standard output (a terminal handler such as `places handle-url` prints
/// there), and its standard error captured (bounded) for messages.
///
/// The wait ends when the child exits, not when its standard error closes: a launcher that starts an app in the
/// background and exits leaves the app holding that pipe. A child that has not exited within `timeout` is left
/// running (a thread reaps it later) and reported as such.
package enum ChildProcess {
    /// Starts `program` (looked up in PATH unless it contains a `/`) with `arguments` and waits for it to exit.
    ///
    /// - Parameters:
    ///   - program: A name found in PATH, or a path.
    ///   - arguments: Its arguments; no shell sees them.
    ///   - timeout: The longest wait for the program to exit.
    package static func run(_ program: String, arguments: [String], timeout: Duration = .seconds(10)) async -> ChildOutcome {
        // waitpid and poll block; a thread of its own keeps them off the cooperative pool.
        await DedicatedThread.run { runBlocking(program, arguments: arguments, timeout: timeout) }
    }

    /// The most of the child's standard error kept for a message.
    private static let errorOutputLimit = 4096

    private static func runBlocking(_ program: String, arguments: [String], timeout: Duration) -> ChildOutcome {
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&errorPipe) == 0 else { return .notStarted(.current) }
        _ = fcntl(errorPipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(errorPipe[0], F_SETFL, fcntl(errorPipe[0], F_GETFL) | O_NONBLOCK)
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
        defer { close(errorPipe[0]) }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var kept: [UInt8] = []
        var pipeOpen = true
        while true {
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                // Whatever it wrote before exiting is already in the pipe; a background child may write more later.
                if pipeOpen { _ = readAvailable(errorPipe[0], into: &kept) }
                return outcome(status, errorOutput: Location.normalizedName(String(decoding: kept, as: UTF8.self)) ?? "")
            }
            if waited < 0 && errno != EINTR {
                return .exited(status: -1, errorOutput: String(decoding: kept, as: UTF8.self))
            }
            if clock.now >= deadline {
                DedicatedThread.start {
                    var status: Int32 = 0
                    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                }
                return .stillRunning(seconds: Int(timeout.components.seconds))
            }
            if pipeOpen {
                var descriptor = pollfd(fd: errorPipe[0], events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, 20)
                pipeOpen = readAvailable(errorPipe[0], into: &kept)
            } else {
                usleep(10_000)
            }
        }
    }

    /// Reads what the pipe holds now, keeping at most the limit; false once the pipe is closed.
    private static func readAvailable(_ descriptor: Int32, into kept: inout [UInt8]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { OS.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                if kept.count < errorOutputLimit { kept.append(contentsOf: buffer[0..<min(count, errorOutputLimit - kept.count)]) }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            return count < 0
        }
    }

    private static func outcome(_ status: Int32, errorOutput: String) -> ChildOutcome {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7F
        if signal == 0 { return .exited(status: (status >> 8) & 0xFF, errorOutput: errorOutput) }
        return .signalled(signal)
    }

    /// Runs `program` with `input` on its standard input and this process's standard output and error, and waits for
    /// it to exit however long that takes: a pager, which the person reads and leaves.
    ///
    /// - Returns: `true` when the program ran and exited; `false` when it could not be started (the caller then
    ///   writes `input` itself).
    package static func feed(_ input: String, to program: String, arguments: [String]) async -> Bool {
        await DedicatedThread.run { feedBlocking(input, to: program, arguments: arguments) }
    }

    private static func feedBlocking(_ input: String, to program: String, arguments: [String]) -> Bool {
        var inputPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0 else { return false }
        _ = fcntl(inputPipe[1], F_SETFD, FD_CLOEXEC)
        let spawned = OS.spawn(program, arguments: arguments, inputDescriptor: inputPipe[0], errorDescriptor: 2)
        close(inputPipe[0])
        guard case .success(let pid) = spawned else {
            close(inputPipe[1])
            return false
        }
        // Ctrl-C in the pager is the pager's (less stops a search with it): this process, which would otherwise end
        // and leave the pager behind without the terminal, waits for it, as git does.
        var interrupt = sigaction()
        sigaction(SIGINT, nil, &interrupt)
        let ignoring = OS.isDefaultSignalAction(interrupt)
        if ignoring { signal(SIGINT, SIG_IGN) }
        defer { if ignoring { signal(SIGINT, SIG_DFL) } }
        // A pager that quits early closes the pipe: the rest is not wanted (SIGPIPE is ignored; EPIPE ends it).
        DescriptorWriter.write(input, to: inputPipe[1])
        close(inputPipe[1])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }

}
