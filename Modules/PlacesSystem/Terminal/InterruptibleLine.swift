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
/// line), and a line drawn while another is up leaves it to that one. The signal is taken by a handler that only
/// calls async-signal-safe functions: it writes the clearing sequence to standard error, gives SIGINT back its
/// default action and raises it. (A dispatch source took it before: libdispatch installs its own action for SIGINT
/// once a process, so the second line of a command — `map`'s question for streets, after its list was read with a
/// spinner of its own — set `SIG_IGN` with nothing left to take Ctrl-C, and the command went on regardless.)
package final class InterruptibleLine: Sendable {
    /// Whether this line took Ctrl-C.
    private let taken: Bool

    /// Takes Ctrl-C, when it would end the process, until ``finish()``.
    ///
    /// - Parameter clear: Writes what clears the line, for a front end that draws it elsewhere than on standard
    ///   error; Ctrl-C itself writes the clearing sequence (`CR`, `ESC [ K`) to standard error, where progress is.
    package init(clear: @escaping @Sendable () -> Void) {
        var current = sigaction()
        sigaction(SIGINT, nil, &current)
        guard OS.isDefaultSignalAction(current) else {
            taken = false
            return
        }
        taken = true
        var action = sigaction()
        OS.setSignalHandler(&action) { _ in
            // Async-signal-safe only: the clearing from the stack, the default action back, the signal again.
            var clearing: (UInt8, UInt8, UInt8, UInt8) = (0x0D, 0x1B, 0x5B, 0x4B)
            _ = withUnsafeBytes(of: &clearing) { write(2, $0.baseAddress, $0.count) }
            signal(SIGINT, SIG_DFL)
            raise(SIGINT)
        }
        sigaction(SIGINT, &action, nil)
    }

    /// Draws the line with `write`.
    package func draw(_ write: () -> Void) {
        write()
    }

    /// Gives Ctrl-C back its default action; the line is down.
    package func finish() {
        guard taken else { return }
        signal(SIGINT, SIG_DFL)
    }
}
