/// How the parts of a long list (each parser thread's part of the feed) are worked on: one after another, or at once
/// on several cores by a runner the data layer provides, which has the threads.
package struct PartRunner: Sendable {
    /// Calls its second argument for every index below its first, and returns when every call has returned.
    package let body: @Sendable (_ count: Int, _ work: @escaping @Sendable (Int) -> Void) -> Void

    /// A runner made of `body`.
    package init(_ body: @escaping @Sendable (_ count: Int, _ work: @escaping @Sendable (Int) -> Void) -> Void) {
        self.body = body
    }

    /// The parts one after another, on the calling thread.
    package static let oneByOne = PartRunner { count, work in
        for index in 0..<count { work(index) }
    }
}
