#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
public import PlacesDomain
import PlacesSystem

/// Reads the feed from a file on this machine, with no fallback.
///
/// The file may also be a pipe or a device (`/dev/stdin`, a FIFO another program writes): it is then read as data
/// arrives, and given up on at the timeout, like a server that does not answer.
public struct FileLocationRepository: LocationRepository {
    /// The file's path, absolute or relative to the working directory.
    public let path: String
    private let maximumBytes: Int
    private let timeout: Duration

    /// A repository for the feed file at `path`.
    ///
    /// - Parameters:
    ///   - path: The feed file.
    ///   - maximumBytes: Larger files are refused without being read whole.
    ///   - timeout: For a pipe or device, the longest wait for all of it.
    public init(path: String, maximumBytes: Int = HTTPLimits.standard.maximumBytes, timeout: Duration = .seconds(15)) {
        self.path = path
        self.maximumBytes = maximumBytes
        self.timeout = timeout
    }

    /// Reads and decodes the file, off the shared concurrency pool.
    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        let path = path
        let maximumBytes = maximumBytes
        let timeout = timeout
        // A read can block (a slow disk, a pipe): a thread of its own keeps it off the cooperative pool.
        let read = await DedicatedThread.run { () -> Result<FeedLoad, FeedFailure> in
            Result { () throws(FeedFailure) -> FeedLoad in
                let decoding: Result<DecodedFeed, FeedFailure>?
                do throws(SystemError) {
                    decoding = try FeedDecoder.decodeFile(
                        path: path, limit: maximumBytes, regularOnly: false, deadline: timeout
                    )
                } catch {
                    if error.code == ENOENT { throw .fileNotFound(path: path) }
                    if error.code == ETIMEDOUT || error.code == ENODATA { throw .timedOut(seconds: Int(timeout.components.seconds)) }
                    throw .fileUnreadable(path: path, reason: error.reason)
                }
                guard let decoding else { throw .tooLarge(limit: maximumBytes) }
                let decoded = try decoding.get()
                return FeedLoad(
                    locations: decoded.locations,
                    skippedEntries: decoded.skippedEntries,
                    provenance: .live
                )
            }
        }
        return try read.get()
    }
}
