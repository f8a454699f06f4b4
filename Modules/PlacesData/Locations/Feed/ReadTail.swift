import Dispatch

/// The second half of a feed file, read and parsed by the thread that read it (see `FeedDecoder.decodeFile`).
final class ReadTail: @unchecked Sendable {
    /// The tail's parse, finished (or skipped) by the reading thread.
    let parse = TailParse()
    // Written by the reading thread before `splitFound` is signalled, read only after waiting for it.
    private var split: (start: Int, depth: Int)?
    private let splitFound = DispatchSemaphore(value: 0)

    /// On the reading thread, once the second half from `start` is in `bytes`: finds where the tail starts and
    /// parses it.
    func run(_ bytes: UnsafeBufferPointer<UInt8>, prefix: Int, from start: Int) {
        split = FeedDecoder.split(in: bytes, prefix: prefix, from: start)
        splitFound.signal()
        if let split {
            parse.parse(bytes, from: split.start, depth: split.depth)
        } else {
            parse.skip()
        }
    }

    /// Waits until the reading thread knows where the tail starts: `nil` when it found no place to split.
    func waitForSplit() -> (start: Int, depth: Int)? {
        splitFound.wait()
        return split
    }
}
