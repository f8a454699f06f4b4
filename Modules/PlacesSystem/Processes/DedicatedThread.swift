/// Runs blocking work (a system call that waits: a transfer, `flock`, `waitpid`, `read` on a terminal) on a thread
/// of its own, so it never occupies one of the few threads of Swift's shared concurrency pool.
///
/// Built on `pthread_create` rather than Foundation's `Thread`, because `places` does not load Foundation.
package enum DedicatedThread {
    /// Runs `work` on a new detached thread and returns its result.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: work()) }
        }
    }

    /// Starts `body` on a new detached thread and returns at once.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(ThreadStart(body)).toOpaque()
        if !OS.startDetachedThread(context) {
            // No thread could be made (resource exhaustion): run the work here rather than never.
            ThreadStart.run(context)
        }
    }
}
