// Linux only, like the test suite: the pseudo-terminal calls are looked up in glibc.
#if os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program on a real pseudo-terminal, as a person at a terminal would: its stdin, stdout and stderr are the
/// terminal, it leads its own session (so Ctrl-C reaches it through the line discipline), and the test types keys
/// and reads the screen's raw output.
public final class PseudoTerminal: @unchecked Sendable {
    /// How long a wait lasts by default: far beyond what any awaited output takes even on a loaded machine, since
    /// a wait ends as soon as its text comes; only a program that never writes it waits this long.
    public static let patience: Double = 120

    private let master: Int32
    private let pid: pid_t
    /// Guards the buffer and the exit status; signalled whenever output arrives.
    private let lock = NSCondition()
    private var buffer = Data()
    private var exitStatus: Int32?
    /// The size the terminal started with, and each later one with the byte count of the output before it.
    private var sizes: [(offset: Int, columns: Int, rows: Int)]
    /// The terminal's modes before the program started: what it must leave them as.
    public let initialModes: TerminalModes

    /// Starts `executable` on a new terminal of `columns` × `rows`, in `directory` (or the test's own folder).
    public init(
        executable: String,
        arguments: [String],
        environment: [String: String],
        columns: UInt16 = 100,
        rows: UInt16 = 30,
        directory: String? = nil
    ) throws {
        // The Glibc module does not export the XSI pseudo-terminal calls; libc has them all the same.
        let libc = dlopen(nil, RTLD_NOW)
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Prepare = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let openSymbol = dlsym(libc, "posix_openpt"), let grantSymbol = dlsym(libc, "grantpt"),
              let unlockSymbol = dlsym(libc, "unlockpt"), let nameSymbol = dlsym(libc, "ptsname")
        else { throw POSIXError(.ENOSYS) }
        let openTerminal = unsafeBitCast(openSymbol, to: Open.self)
        let grant = unsafeBitCast(grantSymbol, to: Prepare.self)
        let unlock = unsafeBitCast(unlockSymbol, to: Prepare.self)
        let name = unsafeBitCast(nameSymbol, to: Name.self)
        master = openTerminal(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, let slaveName = name(master) else {
            throw POSIXError(.ENOTTY)
        }
        let slavePath = String(cString: slaveName)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        sizes = [(0, Int(columns), Int(rows))]
        guard let modes = TerminalModes(descriptor: master) else { throw POSIXError(.ENOTTY) }
        initialModes = modes

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid (POSIX_SPAWN_SETSID), the terminal becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing else of the test process: a pipe another test reads to its end, inherited by a program that never
        // ends, would never end either (glibc 2.34 and later).
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let closeFromSymbol = dlsym(libc, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(closeFromSymbol, to: CloseFrom.self)(&actions, 3)
        }
        if let directory {
            typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
            guard let changeSymbol = dlsym(libc, "posix_spawn_file_actions_addchdir_np") else { throw POSIXError(.ENOSYS) }
            _ = unsafeBitCast(changeSymbol, to: ChangeDirectory.self)(&actions, directory)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let setsidFlag: Int32 = 0x80  // POSIX_SPAWN_SETSID, which the Glibc module does not export
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setsidFlag))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
        }
        pid = child
        let reader = Thread { [self] in readLoop() }
        reader.start()
    }

    deinit {
        kill(pid, SIGKILL)
        close(master)
    }

    private func readLoop() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            lock.lock()
            buffer.append(contentsOf: chunk[0..<count])
            lock.broadcast()
            lock.unlock()
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        lock.lock()
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        lock.broadcast()
        lock.unlock()
    }

    /// How many bytes the program has written so far.
    public var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return buffer.count
    }

    /// Waits until the output after byte `offset` contains `text`, waking as soon as output arrives (a benchmark
    /// times prompts with it); the byte offset just past the text, or `nil` on timeout or when the program ended.
    public func waitForBytes(_ text: String, after offset: Int, timeout: Double = PseudoTerminal.patience) -> Int? {
        let needle = Data(text.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        var searched = offset
        while true {
            if buffer.count >= searched + needle.count,
               let found = buffer.range(of: needle, in: searched..<buffer.count) {
                return found.upperBound
            }
            searched = max(offset, buffer.count - needle.count + 1)
            if exitStatus != nil || !lock.wait(until: deadline) { return nil }
        }
    }

    /// Everything the program has written so far, as text.
    public var output: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The output as a terminal would show it, one string per line: carriage returns, cursor movement along
    /// the line (`ESC [ n G`, `C`, `D`), erasing (`ESC [ K`) and backspace are applied; colours are dropped.
    /// libedit redraws a line in pieces, so what a person sees is only in this rendering.
    public var screen: [String] {
        var lines: [[Character]] = [[]]
        var column = 0
        let characters = Array(output)
        var index = 0
        func put(_ character: Character) {
            while lines[lines.count - 1].count < column { lines[lines.count - 1].append(" ") }
            if column < lines[lines.count - 1].count {
                lines[lines.count - 1][column] = character
            } else {
                lines[lines.count - 1].append(character)
            }
            column += 1
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\r": column = 0
            case "\n", "\r\n":
                lines.append([])
                column = 0
            case "\u{7}": break
            case "\u{8}": column = max(0, column - 1)
            case "\u{1B}":
                guard index < characters.count, characters[index] == "[" else { continue }
                index += 1
                var parameter = ""
                while index < characters.count, characters[index].isNumber || characters[index] == ";" || characters[index] == "?" {
                    parameter.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { break }
                let command = characters[index]
                index += 1
                let count = Int(parameter) ?? 1
                switch command {
                case "G": column = max(0, count - 1)
                case "C": column += count
                case "D": column = max(0, column - count)
                case "K": if column < lines[lines.count - 1].count { lines[lines.count - 1].removeSubrange(column...) }
                default: break
                }
            default:
                put(character)
            }
        }
        return lines.map { String($0) }
    }

    /// Waits until some line of ``screen`` contains `text`; false on timeout.
    @discardableResult
    public func waitForScreen(_ text: String, timeout: Double = PseudoTerminal.patience) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.contains(where: { $0.contains(text) }) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Types `keys` (use "\t" for Tab, "\r" for Enter, "\u{3}" for Ctrl-C, "\u{4}" for Ctrl-D, "\u{1B}[A" for Up).
    public func type(_ keys: String) {
        var bytes = Array(keys.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits until the output contains `text` after `offset` characters; false on timeout.
    @discardableResult
    public func waitFor(_ text: String, after offset: Int = 0, timeout: Double = PseudoTerminal.patience) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.dropFirst(offset).contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Changes the terminal's size, as a person resizing the window does: the program gets SIGWINCH.
    public func resize(columns: UInt16, rows: UInt16) {
        lock.lock()
        sizes.append((buffer.count, Int(columns), Int(rows)))
        lock.unlock()
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// What the terminal shows now: the output so far applied to a screen, each resize where it happened.
    public var display: TerminalScreen {
        lock.lock()
        let bytes = buffer
        let sizes = sizes
        lock.unlock()
        var screen = TerminalScreen(columns: sizes[0].columns, rows: sizes[0].rows)
        var start = 0
        for (offset, columns, rows) in sizes.dropFirst() + [(bytes.count, sizes[sizes.count - 1].columns, sizes[sizes.count - 1].rows)] {
            screen.feed(String(decoding: bytes[start..<max(start, offset)], as: UTF8.self))
            screen.resize(columns: columns, rows: rows)
            start = max(start, offset)
        }
        return screen
    }

    /// Waits until what the terminal shows satisfies `condition`, as soon as output arrives; the screen then, or
    /// `nil` on timeout or when the program ended without it.
    public func waitForDisplay(timeout: Double = PseudoTerminal.patience, _ condition: (TerminalScreen) -> Bool) -> TerminalScreen? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            lock.lock()
            let seen = buffer.count
            lock.unlock()
            let screen = display
            if condition(screen) { return screen }
            lock.lock()
            // Output that arrived since it was looked at is looked at before waiting for more.
            let waited = exitStatus == nil && (buffer.count != seen || lock.wait(until: deadline))
            lock.unlock()
            if !waited {
                let last = display
                return condition(last) ? last : nil
            }
        }
    }

    /// Waits until a whole frame showing `text` is on the screen; the screen then, or `nil` on timeout.
    public func waitForFrame(showing text: String, timeout: Double = PseudoTerminal.patience) -> TerminalScreen? {
        waitForDisplay(timeout: timeout) { $0.frameComplete && $0.text.contains(text) }
    }

    /// The terminal's modes now: echo, line editing, signals from keys, and the rest.
    public var modes: TerminalModes? {
        TerminalModes(descriptor: master)
    }

    /// Sends `signal` to the program, as a crash or `kill` would end it.
    public func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Waits for the program to end; its exit status (128 + signal when killed), or `nil` on timeout.
    public func waitForExit(timeout: Double = PseudoTerminal.patience) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock()
            let status = exitStatus
            lock.unlock()
            if let status { return status }
            usleep(20_000)
        }
        return nil
    }
}
#endif
