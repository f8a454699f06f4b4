import Dispatch
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A line drawn on the terminal and redrawn (a spinner) that Ctrl-C must not leave behind: while it is up in a
/// process where Ctrl-C ends the process (a one-shot command), Ctrl-C first clears the line — the spinner and the
/// `^C` the terminal echoed after it — and then ends the process by SIGINT as it would have, which a shell reports as
/// status 130.
///
/// Taken only while SIGINT has its default action: an interactive session handles Ctrl-C itself (it cancels the
/// line), and a line drawn while another is up leaves it to that one. The signal arrives through a dispatch source, so
/// clearing is ordinary code; the line is drawn through ``draw(_:)`` under the same lock, so no frame follows the
/// clearing.
// @unchecked: the signal source is thread-safe (libdispatch) but not marked Sendable; the rest is in a Mutex.
package final class InterruptibleLine: @unchecked Sendable {
    private let ended = Mutex(false)
    /// Whether this line took Ctrl-C (SIGINT had its default action).
    private let taken: Bool

    /// What Ctrl-C does while a line is up: the line's clearing and the end of the process.
    private static let handler = Mutex<(@Sendable () -> Void)?>(nil)

    /// The process's one SIGINT source for lines, made by the first line and never cancelled, and the action
    /// libdispatch installed for SIGINT when it registered it (`nil` if it did not within 100 ms). libdispatch
    /// installs its action once a process: a line made after another had given SIGINT back its default action and
    /// set `SIG_IGN` again never had Ctrl-C (a command's second wait, `map` after its list, went on regardless).
    /// Every line after the first sets that action again instead.
    nonisolated(unsafe) private static let dispatched: (source: any DispatchSourceSignal, action: sigaction?) = {
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { InterruptibleLine.handler.withLock { $0 }?() }
        signal(SIGINT, SIG_IGN)
        source.resume()
        var action = sigaction()
        for _ in 0..<200 {
            sigaction(SIGINT, nil, &action)
            if !OS.isIgnoredSignalAction(action) { return (source, action) }
            usleep(500)
        }
        return (source, nil)
    }()

    /// Takes Ctrl-C, when it would end the process, until ``finish()``.
    ///
    /// - Parameter clear: Writes what clears the line (on the terminal's standard error).
    package init(clear: @escaping @Sendable () -> Void) {
        var current = sigaction()
        sigaction(SIGINT, nil, &current)
        guard OS.isDefaultSignalAction(current) else {
            taken = false
            return
        }
        taken = true
        // The handler holds this line until finish() lets it go.
        Self.handler.withLock { $0 = { [self] in self.interrupt(clear) } }
        if var action = Self.dispatched.action {
            sigaction(SIGINT, &action, nil)
        } else {
            signal(SIGINT, SIG_IGN)
        }
    }

    /// Clears the line and ends the process as Ctrl-C would have.
    private func interrupt(_ clear: () -> Void) {
        ended.withLock { ended in
            ended = true
            clear()
            Self.raiseInterrupt()
        }
    }

    /// Ends the process by SIGINT, so the shell (and a script's loop) sees an interrupt. Raised on a thread that
    /// dispatch started with every signal blocked: unblocked first.
    private static func raiseInterrupt() {
        signal(SIGINT, SIG_DFL)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        raise(SIGINT)
    }

    /// Draws the line with `write`, unless Ctrl-C is ending the process.
    package func draw(_ write: () -> Void) {
        ended.withLock { ended in
            if !ended { write() }
        }
    }

    /// Gives Ctrl-C back its default action; the line is down.
    package func finish() {
        guard taken else { return }
        Self.handler.withLock { $0 = nil }
        signal(SIGINT, SIG_DFL)
    }
}
