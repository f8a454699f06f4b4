import PlacesDomain
import PlacesSystem

/// The last good copy of each feed source, kept in a folder (`$XDG_CACHE_HOME/places` in `places`).
///
/// One file per source, named by a hash of its key, so a failing source never shows another source's data. A copy
/// is itself a feed document; its modification time is the moment it was saved. Files are replaced atomically.
public struct FeedCache: Sendable {
    /// The folder holding the copies.
    public let directory: String
    private let kind: FileKind

    /// A cache in `directory` (created on the first save).
    ///
    /// - Parameters:
    ///   - directory: The folder, usually `$XDG_CACHE_HOME/places`.
    ///   - maximumBytes: Saved copies larger than this are ignored.
    public init(directory: String, maximumBytes: Int = HTTPLimits.standard.maximumBytes) {
        self.directory = directory
        kind = FileKind(maximumBytes: maximumBytes, access: FileKind.feedCopy.access)
    }

    /// The file that holds the copy saved under `key`.
    package func path(forKey key: String) -> String {
        "\(directory)/\(StableName.file(prefix: "feed", key: key))"
    }

    /// Saves `load` as the copy for `key`.
    func save(_ load: FeedLoad, forKey key: String) async throws(SystemError) {
        let directory = directory
        let path = path(forKey: key)
        let kind = kind
        let document = FeedEncoder.document(load.locations, placeholders: load.skippedEntries)
        let result = await DedicatedThread.run {
            Result { () throws(SystemError) in
                try POSIXFile.createDirectories(directory)
                try POSIXFile.writeAtomically(document, to: path, as: kind)
            }
        }
        try result.get()
    }

    /// The copy saved for `key` with when it was saved, or `nil` when there is none that can be read.
    func load(forKey key: String) async -> FeedLoad? {
        let path = path(forKey: key)
        let kind = kind
        return await DedicatedThread.run {
            guard case .contents(let document)? = try? POSIXFile.read(path: path, as: kind),
                  let savedAt = POSIXFile.modificationDate(path),
                  let decoded = try? FeedDecoder.decode(document)
            else { return nil }
            return FeedLoad(
                locations: decoded.locations,
                skippedEntries: decoded.skippedEntries,
                provenance: .saved(savedAt: savedAt)
            )
        }
    }
}
