#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Writes whole texts to a file descriptor with `write(2)`, so nothing waits in a buffer when the process exits.
package enum DescriptorWriter {
    /// Writes all of `text` to `descriptor`, retrying after interruptions.
    ///
    /// - Returns: `nil` when everything was written, else the error that stopped it.
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> SystemError? {
        var text = text
        return text.withUTF8 { bytes -> SystemError? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = OS.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .current
                }
                offset += written
            }
            return nil
        }
    }
}
