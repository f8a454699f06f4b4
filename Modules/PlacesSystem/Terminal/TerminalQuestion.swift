#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// One question to the terminal and its answer: what a program asks to learn what the terminal can do (a graphics
/// protocol, the device's attributes). The terminal's modes are made raw while it answers — no echo, no line editing —
/// and put back as they were.
package enum TerminalQuestion {
    /// Writes `question` to `output` and reads `input` until `answered` says the bytes so far are the whole answer, or
    /// `wait` has passed; the bytes read, answered or not. Nothing is asked when `input` is not a terminal.
    ///
    /// - Parameters:
    ///   - question: The bytes to write.
    ///   - input: The terminal to read (standard input).
    ///   - output: The terminal to write to (standard output).
    ///   - wait: The longest wait for the answer: a terminal that never answers costs this much once.
    ///   - answered: Whether the bytes read so far are the whole answer.
    /// - Returns: The bytes the terminal sent.
    package static func ask(
        _ question: [UInt8], input: Int32 = 0, output: Int32 = 1, within wait: Duration, until answered: ([UInt8]) -> Bool
    ) -> [UInt8] {
        var saved = termios()
        guard isatty(input) == 1, tcgetattr(input, &saved) == 0 else { return [] }
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag = saved.c_oflag
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return [] }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        var offset = 0
        while offset < question.count {
            let written = question.withUnsafeBufferPointer { OS.write(output, $0.baseAddress.map { $0 + offset }, question.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return [] }
            offset += written
        }
        let end = ContinuousClock.now + wait
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while !answered(answer) {
            let left = ContinuousClock.now.duration(to: end)
            guard left > .zero else { break }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = OS.read(input, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            answer += buffer.prefix(count)
        }
        return answer
    }
}
