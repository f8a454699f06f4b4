#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The last good copy of each feed source, kept in the XDG cache folder.
///
/// One file per source, named by a hash of its URL, so a failing `--source` never shows another source's data.
/// The file's modification time is the moment it was saved. Files are replaced atomically, and only after a
/// document decoded successfully, so a bad answer never overwrites a good copy.
public struct FeedCache: Sendable {
    /// The folder holding the cached documents.
    public let directory: String
    private let maximumBytes: Int

    /// A cache in `directory` (created on first save).
    ///
    /// - Parameters:
    ///   - directory: Usually `$XDG_CACHE_HOME/places`.
    ///   - maximumBytes: Cached files larger than this are ignored.
    public init(directory: String, maximumBytes: Int = HTTPLimits.standard.maximumBytes) {
        self.directory = directory
        self.maximumBytes = maximumBytes
    }

    /// The file that holds the copy of `source`.
    public func path(for source: FeedSource) -> String {
        // FNV-1a: stable across runs and platforms, unlike `Hasher`, which is seeded per process.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in source.description.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\(directory)/feed-\(String(repeating: "0", count: 16 - hex.count))\(hex).json"
    }

    /// Saves `document` as the copy of `source`.
    func save(_ document: Data, for source: FeedSource) throws(POSIXFile.Failure) {
        try POSIXFile.createDirectories(directory)
        try POSIXFile.writeAtomically(document, to: path(for: source), mode: 0o644)
    }

    /// The saved copy of `source` and when it was saved, or `nil` when there is none that can be read.
    func load(for source: FeedSource) -> (document: Data, savedAt: Date)? {
        let path = path(for: source)
        guard case .contents(let document)? = try? POSIXFile.read(path: path, limit: maximumBytes),
              let savedAt = POSIXFile.modificationDate(path)
        else { return nil }
        return (document, savedAt)
    }
}
