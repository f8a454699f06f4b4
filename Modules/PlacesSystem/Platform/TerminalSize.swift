#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The size of a terminal window, asked of the terminal itself.
package enum TerminalSize {
    /// The columns and rows of the terminal on `descriptor`, or `nil` when it is not a terminal or will not say.
    package static func of(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, OS.terminalSizeRequest, &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
