import Foundation
public import PlacesDomain

/// A link opener that records every link and answers as told; fails the expectation of "nothing opened" loudly
/// by keeping everything it was given.
public final class RecordingOpener: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [String] = []
    private let answer: LinkOpening

    /// An opener that answers `answer` to every link.
    public init(answer: LinkOpening = .opened) {
        self.answer = answer
    }

    /// The links opened so far, in order.
    public var links: [String] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    private func record(_ link: String) {
        lock.lock()
        received.append(link)
        lock.unlock()
    }

    /// The `LinkOpener` value to inject.
    public var opener: LinkOpener {
        LinkOpener { [self] link in
            record(link)
            return answer
        }
    }
}
