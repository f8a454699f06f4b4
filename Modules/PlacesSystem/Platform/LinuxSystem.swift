// Linux's side of the few system calls whose spelling differs between platforms. Darwin's side, with the same
// names and meanings, is DarwinSystem.swift; nothing else in PlacesSystem (or in Places) spells a call differently
// per platform.
#if os(Linux)
import Glibc

enum OS {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        Glibc.read(descriptor, buffer, count)
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        Glibc.write(descriptor, buffer, count)
    }

    /// The modification time in `info`, in seconds since 1970.
    static func modificationSeconds(_ info: stat) -> Double {
        Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// Asks for 2 MB pages for the whole 2 MB pages inside a buffer: on a virtual machine the faults of small pages
    /// were a noticeable part of loading a large feed, and `MADV_HUGEPAGE` makes them fewer. Only a hint.
    static func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        let huge = 2 << 20
        let first = (Int(bitPattern: start) + huge - 1) / huge * huge
        let end = (Int(bitPattern: start) + byteCount) / huge * huge
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, end - first, MADV_HUGEPAGE)
    }

    /// Starts a detached thread that runs `ThreadStart.run(context)`; false when no thread could be made.
    static func startDetachedThread(_ context: UnsafeMutableRawPointer) -> Bool {
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            if let context { ThreadStart.run(context) }
            return nil
        }, context)
        guard created == 0 else { return false }
        pthread_detach(thread)
        return true
    }

    /// The absolute path of the running executable, from `/proc/self/exe`.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    private static let closeFrom: CloseFrom? = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }

    /// Makes `action` call `handler` (the union holding it is spelled differently on each platform).
    static func setSignalHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        action.__sigaction_handler.sa_handler = handler
    }

    /// Whether `action` is the signal's default action.
    static func isDefaultSignalAction(_ action: sigaction) -> Bool {
        action.__sigaction_handler.sa_handler == nil
    }

    /// Whether `action` ignores its signal (`SIG_IGN`).
    static func isIgnoredSignalAction(_ action: sigaction) -> Bool {
        action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }

    /// Makes `handler` the action's handler, told who sent each signal (`SA_SIGINFO`).
    static func setSignalInfoHandler(_ action: inout sigaction, _ handler: SignalInfoHandler) {
        action.__sigaction_handler.sa_sigaction = handler
        action.sa_flags |= SA_SIGINFO
    }

    /// Whether another process sent the signal (`kill`, `sigqueue`), rather than a fault or this process itself.
    static func sentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>) -> Bool {
        info.pointee.si_code <= 0 && info.pointee._sifields._kill.si_pid != getpid()
    }

    /// The `ioctl` request that reads a terminal's size.
    static let terminalSizeRequest = UInt(TIOCGWINSZ)

    /// Starts `program` (looked up in PATH unless it contains a `/`) with an empty signal mask and default signal
    /// handlers, standard input from `inputDescriptor` (or /dev/null), this process's standard output, and standard
    /// error on `errorDescriptor`.
    ///
    /// - Returns: The child's process id, or the `errno` of the failure.
    static func spawn(_ program: String, arguments: [String], inputDescriptor: Int32? = nil, errorDescriptor: Int32) -> Result<pid_t, SystemError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let inputDescriptor {
            posix_spawn_file_actions_adddup2(&actions, inputDescriptor, 0)
            posix_spawn_file_actions_addclose(&actions, inputDescriptor)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if errorDescriptor != 2 {
            posix_spawn_file_actions_adddup2(&actions, errorDescriptor, 2)
            posix_spawn_file_actions_addclose(&actions, errorDescriptor)
        }
        // The child gets standard input, output and error and nothing else: a descriptor that was not opened
        // close-on-exec must not be held open by the app a launcher starts (glibc 2.34 and later; looked up at run
        // time because the Glibc module does not export it).
        if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        return spawned == 0 ? .success(pid) : .failure(SystemError(code: spawned))
    }
}

/// The program that opens links and files in the user's applications on this platform.
package enum PlatformOpener {
    /// Its name, found on `PATH`, or its absolute path.
    package static let program = "xdg-open"
}
#endif
