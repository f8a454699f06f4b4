// Darwin's side of the few system calls whose spelling differs between platforms; see LinuxSystem.swift. Expected
// to build on macOS and iOS; the tests run on Linux.
#if canImport(Darwin)
import Darwin

enum OS {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        Darwin.read(descriptor, buffer, count)
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        Darwin.write(descriptor, buffer, count)
    }

    /// The modification time in `info`, in seconds since 1970.
    static func modificationSeconds(_ info: stat) -> Double {
        Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
    }

    /// Darwin has no `MADV_HUGEPAGE`; its allocator already uses large pages where it can.
    static func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {}

    /// Starts a detached thread that runs `ThreadStart.run(context)`; false when no thread could be made.
    static func startDetachedThread(_ context: UnsafeMutableRawPointer) -> Bool {
        var thread: pthread_t?
        let created = pthread_create(&thread, nil, { context in
            ThreadStart.run(context)
            return nil
        }, context)
        guard created == 0, let thread else { return false }
        pthread_detach(thread)
        return true
    }

    /// The absolute path of the running executable, from `_NSGetExecutablePath`.
    static func executablePath() -> String? {
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
    }

    /// Makes `action` call `handler` (the union holding it is spelled differently on each platform).
    static func setSignalHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        action.__sigaction_u.__sa_handler = handler
    }

    /// Whether `action` is the signal's default action.
    static func isDefaultSignalAction(_ action: sigaction) -> Bool {
        action.__sigaction_u.__sa_handler == nil
    }

    /// Whether `action` ignores its signal (`SIG_IGN`).
    static func isIgnoredSignalAction(_ action: sigaction) -> Bool {
        action.__sigaction_u.__sa_handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }

    /// Makes `handler` the action's handler, told who sent each signal (`SA_SIGINFO`).
    static func setSignalInfoHandler(_ action: inout sigaction, _ handler: SignalInfoHandler) {
        action.__sigaction_u.__sa_sigaction = handler
        action.sa_flags |= SA_SIGINFO
    }

    /// Whether another process sent the signal (`kill`), rather than a fault or this process itself.
    static func sentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>) -> Bool {
        info.pointee.si_code <= 0 && info.pointee.si_pid != getpid()
    }

    /// The `ioctl` request that reads a terminal's size: `TIOCGWINSZ`, a macro Swift cannot import on Darwin.
    static let terminalSizeRequest: UInt = 0x4008_7468

    /// Starts `program` (looked up in PATH unless it contains a `/`) with an empty signal mask and default signal
    /// handlers, standard input from /dev/null and standard error on `errorDescriptor`.
    ///
    /// - Returns: The child's process id, or the `errno` of the failure.
    static func spawn(_ program: String, arguments: [String], inputDescriptor: Int32? = nil, errorDescriptor: Int32) -> Result<pid_t, SystemError> {
        var actions: posix_spawn_file_actions_t?
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
        } else {
            posix_spawn_file_actions_addinherit_np(&actions, 2)
        }
        // With POSIX_SPAWN_CLOEXEC_DEFAULT below, only what the actions name survives: keep our standard output.
        posix_spawn_file_actions_addinherit_np(&actions, 1)

        var attributes: posix_spawnattr_t?
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // POSIX_SPAWN_CLOEXEC_DEFAULT: the child gets standard input, output and error and nothing else.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, _NSGetEnviron().pointee)
        return spawned == 0 ? .success(pid) : .failure(SystemError(code: spawned))
    }
}

/// The program that opens links and files in the user's applications on this platform.
package enum PlatformOpener {
    /// Its name, found on `PATH`, or its absolute path.
    package static let program = "/usr/bin/open"
}
#endif
