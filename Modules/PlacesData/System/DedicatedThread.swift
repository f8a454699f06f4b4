#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocking work (a system call that waits: a transfer, `flock`, `waitpid`, `read` on a terminal) on a thread
/// of its own, so it never occupies one of the few threads of Swift's shared concurrency pool.
///
/// Built on `pthread_create` rather than Foundation's `Thread`, because `places` does not load Foundation.
public enum DedicatedThread {
    /// Runs `work` on a new detached thread and returns its result.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: work()) }
        }
    }

    /// Starts `body` on a new detached thread and returns at once.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if created == 0 {
            pthread_detach(thread)
        } else {
            // No thread could be made (resource exhaustion): run the work here rather than never.
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
        }
    }

    private final class Box: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
