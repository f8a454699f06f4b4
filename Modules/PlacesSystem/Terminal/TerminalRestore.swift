#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A signal handler told who sent the signal (`SA_SIGINFO`).
typealias SignalInfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

/// What puts the terminal back as it was before a full-screen view: its saved modes and the bytes that leave the
/// view, kept where a signal handler can reach them.
///
/// A handler may run at any instruction, so it only calls what is async-signal-safe (`write`, `tcsetattr`,
/// `sigaction`, `raise`) on memory made ready before it is installed: the shared state is allocated once and never
/// freed. While a view is up, SIGTERM, SIGHUP, SIGQUIT, SIGINT (unless something else already handles it) and the
/// signals of a crash (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE) first restore the terminal and then get
/// what they had before — by default the end of the process, for a crash the runtime's report — so no way of ending
/// leaves the person in raw mode on the alternate screen. A crash's signal sent by another process (`kill -ABRT`)
/// ends the process by the signal's default action instead, as SIGTERM does. SIGTSTP (Ctrl-Z, `kill -TSTP`) gives the
/// terminal back as the shell needs it, stops the process, and takes the view back only once the process is continued
/// (``stop()``). SIGWINCH and SIGCONT only wake the view through a pipe.
package enum TerminalRestore {
    /// The signals that end the process, and the terminal must be restored first.
    package static let endingSignals: [Int32] = [
        SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE,
    ] + unlessHandled
    /// The other signals whose default is to end the process — sent by mistake (`kill -USR1`) or by a limit (CPU
    /// time, file size) — which must not leave the person in raw mode on the alternate screen either; taken only
    /// while nothing else handles them (a profiler's SIGPROF stays the profiler's).
    static let unlessHandled: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS]
    /// The signals the runtime reports as a crash (SIGQUIT among them): its report follows, unless another process
    /// sent the signal.
    static let crashSignals: [Int32] = [SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]
    /// The signals that only wake the view: a new size (`W` on the pipe), and coming back from being stopped (`C`).
    package static let wakingSignals: [Int32] = [SIGWINCH, SIGCONT]
    /// The signal that stops the process from its terminal; taken only while nothing else handles or ignores it (a
    /// process started without job control ignores it, and then stays, as it would for the terminal's own Ctrl-Z).
    static let stopSignals: [Int32] = [SIGTSTP]

    /// The bytes that enter the view: the alternate screen (saving the cursor), the cursor hidden, mouse button
    /// presses reported in SGR form, and bracketed paste, so that pasted text arrives marked and never as keys.
    package static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"

    /// The bytes that leave the view: bracketed paste and mouse reports off, attributes reset, the cursor shown, the
    /// main screen back.
    package static let leaveSequence = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private struct Shared {
        var saved = termios()
        /// The view's modes: raw.
        var raw = termios()
        /// 1 while a view is up: the handlers restore only then.
        var active: sig_atomic_t = 0
        var wakeDescriptor: Int32 = -1
        var leave: UnsafeMutablePointer<UInt8>
        var leaveCount: Int
        var enter: UnsafeMutablePointer<UInt8>
        var enterCount: Int
        /// 1 while SIGTSTP is the view's: ``stop()`` raises it then.
        var stops: sig_atomic_t = 0
        /// What each signal did before the view took it, by signal number.
        var previous: UnsafeMutablePointer<sigaction>
    }

    private static let signalSlots = 65

    // Allocated once, before any handler is installed, and never freed: a handler may read it at any time.
    nonisolated(unsafe) private static let shared: UnsafeMutablePointer<Shared> = {
        func bytes(_ text: String) -> (UnsafeMutablePointer<UInt8>, Int) {
            let bytes = Array(text.utf8)
            let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            pointer.initialize(from: bytes, count: bytes.count)
            return (pointer, bytes.count)
        }
        let (leave, leaveCount) = bytes(leaveSequence)
        let (enter, enterCount) = bytes(enterSequence)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        previous.initialize(repeating: sigaction(), count: signalSlots)
        let shared = UnsafeMutablePointer<Shared>.allocate(capacity: 1)
        shared.initialize(to: Shared(leave: leave, leaveCount: leaveCount, enter: enter, enterCount: enterCount, previous: previous))
        return shared
    }()

    /// Remembers `saved` as the modes to restore, `raw` as the view's, and `wake` as the pipe to wake the view
    /// through, then takes the signals. Called before the terminal is changed.
    static func arm(saved: termios, raw: termios, wake: Int32) {
        let shared = shared
        shared.pointee.saved = saved
        shared.pointee.raw = raw
        shared.pointee.wakeDescriptor = wake
        shared.pointee.stops = 0
        for signal in endingSignals + wakingSignals + stopSignals {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            shared.pointee.previous[Int(signal)] = previous
            // A signal the process already ignores or handles (SIGINT in a session) is left to that.
            if signal == SIGINT || unlessHandled.contains(signal) || stopSignals.contains(signal),
               !OS.isDefaultSignalAction(previous) { continue }
            var action = sigaction()
            if stopSignals.contains(signal) {
                OS.setSignalHandler(&action, stopHandler)
                action.sa_flags = SA_RESTART
                shared.pointee.stops = 1
            } else if signal == SIGWINCH || signal == SIGCONT {
                OS.setSignalHandler(&action, wakeHandler)
                action.sa_flags = SA_RESTART
            } else if crashSignals.contains(signal) {
                OS.setSignalInfoHandler(&action, crashHandler)
            } else {
                OS.setSignalHandler(&action, endingHandler)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        shared.pointee.active = 1
    }

    /// Gives the signals back to what they did before.
    package static func disarm() {
        let shared = shared
        shared.pointee.active = 0
        shared.pointee.stops = 0
        for signal in endingSignals + wakingSignals + stopSignals {
            sigaction(signal, shared.pointee.previous + Int(signal), nil)
        }
    }

    /// Leaves the view and puts the saved modes back — once, from the view or from a signal handler.
    package static func restoreNow() {
        let shared = shared
        guard shared.pointee.active == 1 else { return }
        shared.pointee.active = 0
        _ = write(1, shared.pointee.leave, shared.pointee.leaveCount)
        _ = tcsetattr(0, TCSANOW, &shared.pointee.saved)
    }

    /// Takes the terminal for the view — its modes, then the bytes that enter it — and marks the view as up: when
    /// it starts, and again after the process was stopped. From the view or from a signal handler.
    package static func enter() {
        let shared = shared
        // Input typed for the shell while the process was stopped is not keys for the view.
        _ = tcsetattr(0, TCSAFLUSH, &shared.pointee.raw)
        var offset = 0
        while offset < shared.pointee.enterCount {
            let written = write(1, shared.pointee.enter + offset, shared.pointee.enterCount - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        shared.pointee.active = 1
    }

    /// Stops the process as the terminal's own Ctrl-Z would: through SIGTSTP's handler, on this thread, so that by
    /// the time this returns the process has stopped with the terminal given back, and been continued with the view
    /// taken back. Nothing happens when SIGTSTP is not the view's (the process ignores it: nothing could continue it).
    package static func stop() {
        guard shared.pointee.stops == 1 else { return }
        // To this thread, which may block the signal (a thread of the concurrency pool blocks most): let through,
        // the handler runs before raise returns, and nothing this thread does next (drawing) can come between
        // giving the terminal back and stopping.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    private static let stopHandler: @convention(c) (Int32) -> Void = { signal in
        let shared = TerminalRestore.shared
        let wasUp = shared.pointee.active == 1
        // The terminal as the shell needs it, before anything can tell the shell that the process stopped.
        TerminalRestore.restoreNow()
        var stopping = sigaction()
        sigemptyset(&stopping.sa_mask)
        var handler = sigaction()
        sigaction(signal, &stopping, &handler)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        // Sent to this thread, and held while this handler runs; let through, it stops the whole process right
        // here, and the handler goes on only once the process is continued (at once, for a process group with no
        // shell to continue it, which the system does not stop).
        raise(signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        sigaction(signal, &handler, nil)
        if wasUp { TerminalRestore.enter() }
    }

    private static let wakeHandler: @convention(c) (Int32) -> Void = { signal in
        var byte: UInt8 = signal == SIGWINCH ? UInt8(ascii: "W") : UInt8(ascii: "C")
        _ = write(TerminalRestore.shared.pointee.wakeDescriptor, &byte, 1)
    }

    private static let crashHandler: SignalInfoHandler = { signal, info, _ in
        // A fault, or this process's own abort: the runtime's report follows (the fault happens again, or abort goes
        // on to end the process). `kill -ABRT` from outside is an order to end, not a crash: the runtime's report
        // would describe a thread waiting in sigsuspend, ask for a key, and then let the process run on with its view
        // given back — so the signal's default action instead, the end of the process, as for SIGTERM.
        TerminalRestore.restoreAndPassOn(signal, byDefault: info.map(OS.sentByAnotherProcess) ?? false)
    }

    private static let endingHandler: @convention(c) (Int32) -> Void = { signal in
        TerminalRestore.restoreAndPassOn(signal, byDefault: false)
    }

    /// Gives the terminal back, then has `signal` do, once the handler returns, what it did before the view took
    /// it — by default the end of the process — or, `byDefault`, its default action whatever that was.
    private static func restoreAndPassOn(_ signal: Int32, byDefault: Bool) {
        restoreNow()
        if byDefault {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        } else {
            sigaction(signal, shared.pointee.previous + Int(signal), nil)
        }
        raise(signal)
    }
}
