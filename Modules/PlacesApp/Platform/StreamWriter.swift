import PlacesSystem
import Synchronization

/// Writes to a standard stream and remembers the first failure, so that output lost to a full disk or a closed
/// pipe is noticed instead of ignored, and a long listing stops as soon as nobody reads it.
final class StreamWriter: Sendable {
    private let descriptor: Int32
    private let firstFailure = Mutex<SystemError?>(nil)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The sink that writes here.
    var sink: ConsoleSink {
        ConsoleSink(write: { [self] text in write(text) }, failure: { [self] in firstFailure.withLock { $0 } })
    }

    private func write(_ text: String) {
        firstFailure.withLock { failure in
            guard failure == nil else { return }
            failure = DescriptorWriter.write(text, to: descriptor)
        }
    }
}
