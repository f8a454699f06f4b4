#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// An exclusive lock shared by every process that opens the same lock file (`flock`).
///
/// The lock is released when the descriptor is closed, including when the process dies, so a crashed `places`
/// never leaves the store locked. The descriptor is opened close-on-exec so an opener launched while it is held
/// does not inherit it. A lock held by another process is waited for, but not forever and not in silence.
package enum FileLock {
    /// Runs `body` while holding the lock at `path`.
    ///
    /// Blocks the calling thread; callers run it on a thread of their own, not on the shared concurrency pool.
    ///
    /// - Parameters:
    ///   - path: The lock file, created when missing.
    ///   - timeout: How long to wait for another holder; then `ETIMEDOUT` is thrown and `body` never runs.
    ///   - notice: After this long a wait is announced through `waiting`, once.
    ///   - waiting: Told that the lock is held by someone else and the wait goes on.
    package static func withLock<T>(
        at path: String,
        timeout: Duration = .seconds(10),
        notice: Duration = .seconds(1),
        waiting: () -> Void = {},
        _ body: () throws(SystemError) -> T
    ) throws(SystemError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SystemError.current }
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let start = clock.now
        var announced = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            guard errno == EWOULDBLOCK else { throw SystemError.current }
            let waited = clock.now - start
            if waited >= timeout { throw SystemError(code: ETIMEDOUT) }
            if waited >= notice && !announced {
                announced = true
                waiting()
            }
            usleep(20_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
