import Foundation
import PlacesSystem
import PlacesTestSupport
import Synchronization
import Testing

/// A lock another process holds is waited for, announced, and given up on.
@Suite struct FileLockTests {
    @Test("a held lock is announced after the notice time and given up at the timeout")
    func heldLock() throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("lock")
        // flock belongs to the open file, so a second open in this process contends like another process would.
        let holder = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let announced = Mutex(0)
        // The lock is held throughout: only the timeout can end the wait, so ETIMEDOUT is the timeout's doing.
        #expect(throws: SystemError(code: ETIMEDOUT)) {
            try FileLock.withLock(at: path, timeout: .milliseconds(600), notice: .milliseconds(200), waiting: {
                announced.withLock { $0 += 1 }
            }) { () throws(SystemError) in
                Issue.record("the body must not run without the lock")
            }
        }
        #expect(announced.withLock { $0 } == 1)
        // Released, it is taken at once and nothing is announced.
        flock(holder, LOCK_UN)
        let value = try FileLock.withLock(at: path, waiting: { Issue.record("no wait expected") }) { () throws(SystemError) in 7 }
        #expect(value == 7)
    }
}
