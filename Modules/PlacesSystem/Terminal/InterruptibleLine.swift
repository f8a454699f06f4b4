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
    private let source: (any DispatchSourceSignal)?

    /// Takes Ctrl-C, when it would end the process, until ``finish()``.
    ///
    /// - Parameter clear: Writes what clears the line (on the terminal's standard error).
    package init(clear: @escaping @Sendable () -> Void) {
        var current = sigaction()
        sigaction(SIGINT, nil, &current)
        guard OS.isDefaultSignalAction(current) else {
            source = nil
            return
        }
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        self.source = source
        // The source holds the handler, and the handler this line, until finish() cancels the source.
        source.setEventHandler { [self] in
            self.ended.withLock { ended in
                ended = true
                clear()
                // As Ctrl-C would have ended it: by the signal, so the shell (and a script's loop) sees an interrupt.
                // Raised on this thread, which dispatch started with every signal blocked: unblocked first.
                signal(SIGINT, SIG_DFL)
                var interrupt = sigset_t()
                sigemptyset(&interrupt)
                sigaddset(&interrupt, SIGINT)
                pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
                raise(SIGINT)
            }
        }
        signal(SIGINT, SIG_IGN)
        source.resume()
    }

    /// Draws the line with `write`, unless Ctrl-C is ending the process.
    package func draw(_ write: () -> Void) {
        ended.withLock { ended in
            if !ended { write() }
        }
    }

    /// Gives Ctrl-C back its default action; the line is down.
    package func finish() {
        guard let source else { return }
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
