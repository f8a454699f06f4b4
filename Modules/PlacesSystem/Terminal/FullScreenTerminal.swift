#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The terminal of standard input and output taken over for a full-screen view: raw mode (no echo, no line
/// editing, no signals from keys), the alternate screen, the cursor hidden, mouse clicks reported; and every way of
/// leaving — ``leave()``, a signal that ends the process, a crash — putting all of it back (``TerminalRestore``).
///
/// Keys, clicks, a new size and coming back after a stop arrive through ``read(_:)`` on a thread of its own, which
/// waits on standard input and on a pipe, so that ``leave()`` can stop it before anyone else reads the terminal.
package final class FullScreenTerminal: @unchecked Sendable {
    // @unchecked: the descriptors never change after init, and each is used by one side only.

    /// What the terminal sends.
    package enum Input: Sendable {
        /// Bytes typed or reported (keys, escape sequences, mouse reports).
        case bytes([UInt8])
        /// The window changed size.
        case resized
        /// The process was continued after being stopped: the modes may have been changed meanwhile.
        case continued
        /// Standard input ended or failed: nothing more can be read.
        case ended
    }

    private let saved: termios
    private let wakeRead: Int32
    private let wakeWrite: Int32
    /// Written by the reading thread as it ends; ``stopReading()`` waits for it, so that nothing reads the terminal,
    /// or the pipe, once the view is left.
    private let endedRead: Int32
    private let endedWrite: Int32

    /// Takes over the terminal; `nil` when standard input or output is not a terminal, or its modes cannot be read.
    package init?() {
        var saved = termios()
        guard isatty(0) == 1, isatty(1) == 1, tcgetattr(0, &saved) == 0 else { return nil }
        var descriptors: [Int32] = [-1, -1]
        var ended: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        guard pipe(&ended) == 0 else {
            descriptors.forEach { _ = close($0) }
            return nil
        }
        for descriptor in descriptors + ended {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        self.saved = saved
        wakeRead = descriptors[0]
        wakeWrite = descriptors[1]
        endedRead = ended[0]
        endedWrite = ended[1]
        var raw = saved
        cfmakeraw(&raw)
        // Output processing stays as it was, so a message written after a crash still starts at the line's start.
        raw.c_oflag = saved.c_oflag
        TerminalRestore.arm(saved: saved, raw: raw, wake: wakeWrite)
        TerminalRestore.enter()
    }

    deinit {
        for descriptor in [wakeRead, wakeWrite, endedRead, endedWrite] { close(descriptor) }
    }

    /// The terminal's size now: columns and rows.
    package var size: (columns: Int, rows: Int) {
        TerminalSize.of(1) ?? TerminalSize.of(0) ?? (80, 24)
    }

    /// Writes `text` to the terminal, all of it unless the terminal is gone.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = OS.write(1, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Leaves the view for the shell and stops the process, as Ctrl-Z would with the terminal's own keys; back in
    /// the view once the process is continued (``TerminalRestore/stop()``).
    package func suspend() {
        TerminalRestore.stop()
    }

    /// Puts the view's modes back after the process was continued: the shell resets them while it waits, also
    /// after a stop no handler saw (SIGSTOP).
    package func resume() {
        TerminalRestore.enter()
    }

    /// Reads the terminal on a thread of its own, handing over each input, until ``stopReading()`` or the end of
    /// input; `done` runs last, on that thread.
    package func read(_ handle: @escaping @Sendable (Input) -> Void, done: @escaping @Sendable () -> Void) {
        let wakeRead = wakeRead
        let endedWrite = endedWrite
        DedicatedThread.start {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            reading: while true {
                var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&descriptors, 2, -1)
                if ready < 0 && errno == EINTR { continue }
                if ready < 0 {
                    handle(.ended)
                    break
                }
                if descriptors[1].revents & Int16(POLLNVAL | POLLERR) != 0 { break }
                if descriptors[1].revents != 0 {
                    let count = OS.read(wakeRead, &buffer, buffer.count)
                    for byte in buffer.prefix(max(0, count)) {
                        switch byte {
                        case UInt8(ascii: "W"): handle(.resized)
                        case UInt8(ascii: "C"): handle(.continued)
                        default: break reading
                        }
                    }
                }
                if descriptors[0].revents != 0 {
                    let count = OS.read(0, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else {
                        handle(.ended)
                        break
                    }
                    handle(.bytes(Array(buffer.prefix(count))))
                }
            }
            done()
            var byte = UInt8(ascii: "E")
            _ = OS.write(endedWrite, &byte, 1)
        }
    }

    /// Stops the reading thread and waits (a second at most) until it has ended: it ends after the input it is
    /// handing over, without reading more, so what is typed next goes to whoever reads the terminal next.
    package func stopReading() {
        var byte = UInt8(ascii: "Q")
        _ = OS.write(wakeWrite, &byte, 1)
        var ended = [pollfd(fd: endedRead, events: Int16(POLLIN), revents: 0)]
        var waited = 0
        while waited < 1_000 {
            let ready = poll(&ended, 1, 50)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { return }
            waited += 50
        }
    }

    /// Leaves the view: the main screen, the cursor, and the modes as they were; the signals as they were.
    package func leave() {
        TerminalRestore.restoreNow()
        // Unread input (a mouse report still on its way) goes, rather than to the shell or the next prompt.
        var saved = saved
        _ = tcsetattr(0, TCSAFLUSH, &saved)
        TerminalRestore.disarm()
    }
}
