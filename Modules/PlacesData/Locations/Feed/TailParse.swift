import Dispatch
import PlacesSystem

/// The second half of a speculative split parse, on a thread of its own.
final class TailParse: @unchecked Sendable {
    // Written by the tail thread before `done` is signalled, read only after waiting for it.
    private var collector = FeedCollector(expected: 0)
    private var result: Result<Int, JSONSyntaxError> = .success(0)
    private let done = DispatchSemaphore(value: 0)
    private var joined = false

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, depth: Int) {
        let input = UnsafeBytes(buffer: bytes)
        DedicatedThread.start { [self] in parse(input.buffer, from: start, depth: depth) }
    }

    /// A tail parse run by the caller, on the thread that read the document's second half.
    init() {}

    /// Parses the list's elements from `start`, on the calling thread, and signals that the tail is finished.
    func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, depth: Int) {
        var parser = FeedJSONParser(bytes, from: start)
        result = Result { () throws(JSONSyntaxError) -> Int in
            try parser.parseElements(depth: depth)
        }
        collector = parser.collector
        done.signal()
    }

    /// Signals that there is no tail to parse.
    func skip() {
        result = .failure(JSONSyntaxError(offset: 0))
        done.signal()
    }

    /// The tail's entries, handed over once the tail is finished: it keeps none, so they can be moved, not copied.
    func takeCollector() -> FeedCollector {
        var taken = FeedCollector(expected: 0)
        swap(&taken, &collector)
        return taken
    }

    /// Waits for the tail (once) and returns where it ended or its first error.
    func wait() -> Result<Int, JSONSyntaxError> {
        if !joined {
            done.wait()
            joined = true
        }
        return result
    }
}
