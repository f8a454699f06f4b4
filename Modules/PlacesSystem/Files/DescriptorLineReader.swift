#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Reads lines from a file descriptor (standard input), telling the end of input apart from a failure.
///
/// `readLine()` returns `nil` for both, so standard input that is a folder looked like an empty pipe. Invalid UTF-8
/// is repaired (U+FFFD), as `readLine()` does. Reads take up to 64 KB at a time, so lines piped in arrive hundreds
/// per system call, and ``bufferedLine()`` hands out those already read without blocking. One reader per
/// descriptor, used by one thread at a time.
package final class DescriptorLineReader: @unchecked Sendable {
    /// What one read produced.
    package enum Read: Equatable, Sendable {
        case line(String)
        case end
        case failed(SystemError)
    }

    private static let chunk = 1 << 16
    private let descriptor: Int32
    // Touched only by the one thread reading at a time. The bytes not yet handed out are buffer[start...].
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// A reader of `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether a whole line is already buffered, so reading it will not wait.
    package var hasBufferedLine: Bool { lineEnd() != nil || (ended && start < buffer.count) }

    /// The next line if it has been read already, without blocking; `nil` when reading it would have to wait (or
    /// the input has ended).
    package func bufferedLine() -> String? {
        if let end = lineEnd() { return takeLine(through: end) }
        guard ended, start < buffer.count else { return nil }
        defer { discard(upTo: buffer.count) }
        return String(decoding: buffer[start...], as: UTF8.self)
    }

    /// The next line without its line break, the end of input, or why reading failed. Blocks until one of them.
    package func next() -> Read {
        while true {
            if let line = bufferedLine() { return .line(line) }
            if ended { return .end }
            if start > 0 { discard(upTo: start) }
            let filled = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: Self.chunk))
            var failure: Int32 = 0
            let count = buffer.withUnsafeMutableBytes { raw in
                let count = raw.baseAddress.map { OS.read(descriptor, $0 + filled, Self.chunk) } ?? -1
                if count < 0 { failure = errno }
                return count
            }
            buffer.removeSubrange((filled + max(0, count))...)
            if count == 0 {
                ended = true
            } else if count < 0 && failure != EINTR {
                return .failed(SystemError(code: failure))
            }
        }
    }

    /// Where the first buffered line ends: the index of its line break.
    private func lineEnd() -> Int? {
        buffer.withUnsafeBytes { raw -> Int? in
            guard start < raw.count, let base = raw.baseAddress,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), raw.count - start)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    private func takeLine(through newline: Int) -> String {
        // A CRLF line ends before its CR, as readLine() has it.
        let end = newline > start && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        if start == buffer.count { discard(upTo: start) }
        return line
    }

    /// Drops the bytes before `index`, which have been handed out.
    private func discard(upTo index: Int) {
        buffer.removeSubrange(..<index)
        start = 0
    }
}
