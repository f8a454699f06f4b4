/// The work a new thread runs, passed through `pthread_create`'s context pointer.
final class ThreadStart: Sendable {
    private let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }

    /// Runs and releases the work behind `context` (made by `Unmanaged.passRetained`).
    static func run(_ context: UnsafeMutableRawPointer) {
        Unmanaged<ThreadStart>.fromOpaque(context).takeRetainedValue().body()
    }
}
