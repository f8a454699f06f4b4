// Linux only, like the pseudo-terminal it reads.
#if os(Linux)
#if canImport(Glibc)
import Glibc
#endif

/// A terminal's modes (`termios`) as values a test compares: a program that takes the terminal over must leave
/// them exactly as it found them.
public struct TerminalModes: Equatable, Sendable {
    public let inputFlags: UInt32
    public let outputFlags: UInt32
    public let controlFlags: UInt32
    public let localFlags: UInt32
    /// The control characters (Ctrl-C for interrupt, and so on) and the read timings.
    public let characters: [UInt8]

    /// The modes of the terminal `descriptor` belongs to; on a pseudo-terminal's master side, its program's.
    public init?(descriptor: Int32) {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { return nil }
        inputFlags = modes.c_iflag
        outputFlags = modes.c_oflag
        controlFlags = modes.c_cflag
        localFlags = modes.c_lflag
        characters = withUnsafeBytes(of: modes.c_cc) { Array($0) }
    }

    /// Typed characters are echoed.
    public var echoes: Bool { localFlags & UInt32(ECHO) != 0 }
    /// Input is read a line at a time (line mode), not key by key.
    public var readsLines: Bool { localFlags & UInt32(ICANON) != 0 }
    /// Ctrl-C and Ctrl-Z send signals.
    public var keysSignal: Bool { localFlags & UInt32(ISIG) != 0 }
}
#endif
