import Foundation
public import Testing

/// Runs a suite's tests on threads of their own instead of Swift's shared concurrency pool.
///
/// The pool has one thread per core — two on a small machine — and every suite of a test run shares it. A test that
/// blocks (waits for a program, a terminal or a FIFO) or computes for seconds holds one of those threads, and every
/// other test's next step waits for it: a request to the loopback server that took milliseconds is resumed seconds
/// later, past a deadline it never came near. So the tests that wait, and the tests whose outcome a deadline
/// decides, run here: each step on a new thread, which the operating system schedules like any other, so neither
/// kind waits for the other.
public struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(ThreadPerStepExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// The suite's tests run on threads of their own, not on the concurrency pool the other suites share.
    public static var ownThreads: Self { OwnThreadsTrait() }
}

/// An executor that runs each step of a task — up to its next suspension — on a new thread.
final class ThreadPerStepExecutor: TaskExecutor {
    static let shared = ThreadPerStepExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let step = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { step.runSynchronously(on: executor) }.start()
    }
}
