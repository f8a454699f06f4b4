#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// An exclusive lock shared by every process that opens the same lock file (`flock`).
///
/// The lock is released when the descriptor is closed, including when the process dies, so a crashed `places`
/// never leaves the store locked. The descriptor is opened close-on-exec so an opener launched while it is held
/// does not inherit it.
package enum FileLock {
    /// Runs `body` while holding the lock at `path`, waiting as long as another process holds it.
    ///
    /// Blocks the calling thread; callers run it on a thread of their own, not on the shared concurrency pool.
    package static func withLock<T>(at path: String, _ body: () throws(SystemError) -> T) throws(SystemError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SystemError.current }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SystemError.current }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
