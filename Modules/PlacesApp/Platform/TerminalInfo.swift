#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesSystem

/// Facts about the process's terminal, read once by the composition root.
enum TerminalInfo {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's width in columns: the window size of standard output, else `$COLUMNS`, else 80.
    static func width(environment: [String: String]) -> Int {
        if let size = TerminalSize.of(1) { return size.columns }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return min(columns, 1_000) }
        return 80
    }

    /// The terminal's height in lines: the window size of standard output, else `$LINES`, else `nil`.
    static func height(environment: [String: String]) -> Int? {
        if let size = TerminalSize.of(1), size.rows > 0 { return size.rows }
        if let lines = environment["LINES"].flatMap(Int.init), lines > 0 { return min(lines, 1_000) }
        return nil
    }

    /// Whether colour may be used: only on a terminal, never with `NO_COLOR`, `TERM=dumb` or `--no-color`.
    static func colorAllowed(environment: [String: String], noColorOption: Bool) -> Bool {
        guard !noColorOption, isatty(1) == 1 else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
