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
    /// Guards the output, the sizes, the exit status and the waiters.
    private let lock = NSLock()
    private var buffer = Data()
    private var exitStatus: Int32?
    /// The size the terminal started with, and each later one with the byte count of the output before it.
    private var sizes: [(offset: Int, columns: Int, rows: Int)]
    /// The callers waiting for output, each by its number: given the output so far, each says whether its wait is
    /// over (it has then resumed its caller).
    private var waiters: [Int: @Sendable (TerminalOutput, _ last: Bool) -> Bool] = [:]
    private var nextWaiter = 0
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
        let libc = dlopen(nil, RTLD_NOW)
        let (master, slavePath) = try Self.openMaster()
        self.master = master
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

    /// A new pseudo-terminal: the side the test holds, and the path of the side a program opens.
    public static func openMaster() throws -> (master: Int32, path: String) {
        // The Glibc module does not export the XSI pseudo-terminal calls; libc has them all the same.
        let libc = dlopen(nil, RTLD_NOW)
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Prepare = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let openSymbol = dlsym(libc, "posix_openpt"), let grantSymbol = dlsym(libc, "grantpt"),
              let unlockSymbol = dlsym(libc, "unlockpt"), let nameSymbol = dlsym(libc, "ptsname")
        else { throw POSIXError(.ENOSYS) }
        let master = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw POSIXError(.ENOTTY) }
        guard unsafeBitCast(grantSymbol, to: Prepare.self)(master) == 0, unsafeBitCast(unlockSymbol, to: Prepare.self)(master) == 0,
              let name = unsafeBitCast(nameSymbol, to: Name.self)(master)
        else {
            close(master)
            throw POSIXError(.ENOTTY)
        }
        return (master, String(cString: name))
    }

    /// Reads the program's output as it comes, on a thread of its own, and hands each piece to the waiters; at the
    /// end of the output, reaps the program.
    private func readLoop() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            lock.lock()
            buffer.append(contentsOf: chunk[0..<count])
            settleWaiters()
            lock.unlock()
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        lock.lock()
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        settleWaiters()
        lock.unlock()
    }

    /// The output so far; called with the lock held.
    private var current: TerminalOutput {
        TerminalOutput(bytes: buffer, sizes: sizes, exitStatus: exitStatus)
    }

    /// Shows the output so far to every waiter, and forgets those whose wait it ended; called with the lock held.
    private func settleWaiters() {
        let output = current
        for (number, settle) in waiters where settle(output, false) {
            waiters[number] = nil
        }
    }

    /// Waits until `found` finds something in the output, looking as soon as output arrives, without holding a
    /// thread: what it found, or `nil` when `timeout` seconds pass or the program ends without it.
    ///
    /// The reader's thread looks on each piece of output, and a timer ends the wait; the awaiting test holds none of
    /// the concurrency pool's few threads meanwhile, so the other suites' work goes on beside it.
    private func wait<Value: Sendable>(timeout: Double, for found: @escaping @Sendable (TerminalOutput) -> Value?) async -> Value? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
            let settle: @Sendable (TerminalOutput, Bool) -> Bool = { output, last in
                if let value = found(output) {
                    continuation.resume(returning: value)
                } else if last || output.exitStatus != nil {
                    continuation.resume(returning: nil)
                } else {
                    return false
                }
                return true
            }
            lock.lock()
            defer { lock.unlock() }
            if settle(current, false) { return }
            let number = nextWaiter
            nextWaiter += 1
            waiters[number] = settle
            // Weakly: a finished test's terminal (and its program) must not live on until the timer fires.
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
                self?.expire(number)
            }
        }
    }

    /// Ends waiter `number`'s wait when its time is up, after a last look at the output.
    private func expire(_ number: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard let settle = waiters.removeValue(forKey: number) else { return }
        _ = settle(current, true)
    }

    /// What the program has written so far, and whether it has ended.
    private var written: TerminalOutput {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// How many bytes the program has written so far.
    public var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return buffer.count
    }

    /// Everything the program has written so far, as text.
    public var output: String {
        written.text
    }

    /// The output as a terminal would show it, one string per line (``TerminalOutput/lines``).
    public var screen: [String] {
        written.lines
    }

    /// What the terminal shows now: the output so far applied to a screen, each resize where it happened.
    public var display: TerminalScreen {
        written.display
    }

    /// Waits until the output after byte `offset` contains `text`, looking as soon as output arrives (a benchmark
    /// times prompts with it); the byte offset just past the text, or `nil` on timeout or when the program ended.
    public func waitForBytes(_ text: String, after offset: Int, timeout: Double = PseudoTerminal.patience) async -> Int? {
        let needle = Array(text.utf8)
        return await wait(timeout: timeout) { output in output.end(of: needle, from: offset) }
    }

    /// Waits until the output contains `text` after `offset` characters; false on timeout or when the program
    /// ended without it.
    @discardableResult
    public func waitFor(_ text: String, after offset: Int = 0, timeout: Double = PseudoTerminal.patience) async -> Bool {
        await wait(timeout: timeout) { $0.text.dropFirst(offset).contains(text) ? true : nil } ?? false
    }

    /// Waits until some line of ``screen`` contains `text`; false on timeout or when the program ended without it.
    @discardableResult
    public func waitForScreen(_ text: String, timeout: Double = PseudoTerminal.patience) async -> Bool {
        await wait(timeout: timeout) { output in output.lines.contains { $0.contains(text) } ? true : nil } ?? false
    }

    /// Waits until what the terminal shows satisfies `condition`, looking as soon as output arrives; the screen
    /// then, or `nil` on timeout or when the program ended without it.
    public func waitForDisplay(
        timeout: Double = PseudoTerminal.patience,
        _ condition: @escaping @Sendable (TerminalScreen) -> Bool
    ) async -> TerminalScreen? {
        await wait(timeout: timeout) { output in
            let screen = output.display
            return condition(screen) ? screen : nil
        }
    }

    /// Waits until a whole frame showing `text` is on the screen; the screen then, or `nil` on timeout.
    public func waitForFrame(showing text: String, timeout: Double = PseudoTerminal.patience) async -> TerminalScreen? {
        await waitForDisplay(timeout: timeout) { $0.frameComplete && $0.text.contains(text) }
    }

    /// Waits for the program to end; its exit status (128 + signal when killed), or `nil` on timeout.
    public func waitForExit(timeout: Double = PseudoTerminal.patience) async -> Int32? {
        await wait(timeout: timeout) { $0.exitStatus }
    }

    /// Types `keys` (use "\t" for Tab, "\r" for Enter, "\u{3}" for Ctrl-C, "\u{4}" for Ctrl-D, "\u{1B}[A" for Up).
    public func type(_ keys: String) {
        var bytes = Array(keys.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Changes the terminal's size, as a person resizing the window does: the program gets SIGWINCH.
    public func resize(columns: UInt16, rows: UInt16) {
        lock.lock()
        sizes.append((buffer.count, Int(columns), Int(rows)))
        // A wait for the new size looks at it at once, not only when the program next writes.
        settleWaiters()
        lock.unlock()
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's modes now: echo, line editing, signals from keys, and the rest.
    public var modes: TerminalModes? {
        TerminalModes(descriptor: master)
    }

    /// Sends `signal` to the program, as a crash or `kill` would end it.
    public func send(_ signal: Int32) {
        kill(pid, signal)
    }
}
#endif
