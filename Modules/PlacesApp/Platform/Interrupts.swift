import Dispatch
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Ctrl-C in an interactive session: cancels the command that is running, or abandons the line being typed.
///
/// SIGINT is ignored by the process and delivered through a dispatch source instead, so it never kills the REPL.
/// While a command runs, Ctrl-C calls its cancel function (a fetch then stops and the saved copy is shown); it also
/// writes a byte to a pipe that the line reader polls alongside standard input, which abandons the line at the
/// prompt or the answer to a question the command asks. Child processes still
/// get Ctrl-C: `ChildProcess` gives them default signal handlers.
// @unchecked: the signal source is thread-safe (libdispatch) but not marked Sendable; the rest is in a Mutex.
final class Interrupts: @unchecked Sendable {
    /// The end of the pipe a reader polls; readable after Ctrl-C at the prompt.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private let cancelRunning = Mutex<(@Sendable () -> Void)?>(nil)
    private let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())

    /// Creates the pipe; `nil` if the process has no descriptors left.
    init?() {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        source.cancel()
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Starts taking SIGINT away from its default action (terminating the process).
    func start() {
        signal(SIGINT, SIG_IGN)
        source.setEventHandler { [weak self] in self?.fire() }
        source.resume()
    }

    /// Runs `work` so that Ctrl-C cancels it instead of reaching the prompt.
    @MainActor
    func cancellable<T: Sendable>(_ work: @escaping @MainActor () async -> T) async -> T {
        let task = Task { @MainActor in await work() }
        setRunning { task.cancel() }
        defer { setRunning(nil) }
        return await task.value
    }

    private func setRunning(_ cancel: (@Sendable () -> Void)?) {
        cancelRunning.withLock { $0 = cancel }
    }

    /// What Ctrl-C does: cancels the running command, if any, and wakes a reader waiting for a line — the prompt's,
    /// or a question the command is asking ("which one?", the `add` form), which a cancelled task alone would
    /// leave waiting. A reader drains the pipe before it waits, so a Ctrl-C that cancelled a fetch does not also
    /// abandon the next line.
    func fire() {
        cancelRunning.withLock({ $0 })?()
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe, so an old Ctrl-C does not abandon the next line.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
    }

    /// Waits until standard input has something to read (true) or Ctrl-C is pressed (false); a Ctrl-C from before
    /// the wait does not count.
    func waitForInput() -> Bool {
        drain()
        var descriptors = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return true }
            if descriptors[1].revents != 0 {
                drain()
                return false
            }
            return true
        }
    }
}
