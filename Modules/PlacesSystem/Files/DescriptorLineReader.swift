#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Reads lines from a file descriptor (standard input), telling the end of input apart from a failure.
///
/// `readLine()` returns `nil` for both, so standard input that is a folder looked like an empty pipe. Invalid UTF-8
/// is repaired (U+FFFD), as `readLine()` does. One reader per descriptor, used by one thread at a time.
package final class DescriptorLineReader: @unchecked Sendable {
    /// What one read produced.
    package enum Read: Equatable, Sendable {
        case line(String)
        case end
        case failed(SystemError)
    }

    private let descriptor: Int32
    // Touched only by the one thread reading at a time.
    private var buffer: [UInt8] = []
    private var ended = false

    /// A reader of `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether a whole line is already buffered, so reading it will not wait.
    package var hasBufferedLine: Bool { buffer.contains(UInt8(ascii: "\n")) || (ended && !buffer.isEmpty) }

    /// The next line without its line break, the end of input, or why reading failed. Blocks until one of them.
    package func next() -> Read {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                // A CRLF line ends before its CR, as readLine() has it.
                let end = newline > 0 && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            if ended {
                guard !buffer.isEmpty else { return .end }
                defer { buffer.removeAll() }
                return .line(String(decoding: buffer, as: UTF8.self))
            }
            let count = chunk.withUnsafeMutableBytes { OS.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                ended = true
            } else if errno != EINTR {
                return .failed(.current)
            }
        }
    }
}
