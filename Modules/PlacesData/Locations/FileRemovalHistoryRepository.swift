#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
public import PlacesDomain
import PlacesSystem

/// Keeps the removals `undo` can bring back in `$XDG_DATA_HOME/places/removed-locations.json`, beside the store.
///
/// - The file has the store's own form, a Places feed of the removed locations, oldest first, each with the number
///   it had (`{"locations": [{"number": 6, "name": "Work", …}]}`), so it is read by the same reader and a person can
///   read it too.
/// - Every change is a read-modify-write under an exclusive `flock` of its own, written by the one write policy
///   (`POSIXFile.writeAtomically`): a process killed at any moment leaves the old or the new history.
/// - A history that cannot be read is moved aside as `removed-locations.json.unreadable-TIMESTAMP`, never deleted,
///   with the entries that could be read carried over, and the caller is told (`RemovalHistory/recovery`). The
///   user's list is another file and is never touched by it.
///
/// Blocking file and lock calls run on a thread of their own, not on the shared concurrency pool.
public struct FileRemovalHistoryRepository: RemovalHistoryRepository {
    /// The history's name in its folder.
    static let fileName = "removed-locations.json"
    /// The name of the file whose lock every change holds, beside the history.
    static let lockName = "removed-locations.lock"
    /// The history file, or `nil` when there is no data folder.
    public let path: String?
    private let directory: String?
    private let lockTimeout: Duration

    /// A history in `directory`.
    ///
    /// - Parameters:
    ///   - directory: Usually `$XDG_DATA_HOME/places`; `nil` when no data folder is known.
    ///   - lockTimeout: The longest wait for another process's lock before a change is given up.
    public init(directory: String?, lockTimeout: Duration = .seconds(10)) {
        self.directory = directory
        self.path = directory.map { $0 + "/" + Self.fileName }
        self.lockTimeout = lockTimeout
    }

    /// The removals kept, oldest first; an unreadable history is moved aside first.
    public func loadRemovals() async throws(CustomStoreFailure) -> RemovalHistory {
        try await transaction { _ in nil }
    }

    /// Keeps `removed` as the newest, at most `limit` in all.
    public func record(_ removed: NumberedLocation, keeping limit: Int) async throws(CustomStoreFailure) -> RemovalHistory {
        try await transaction { $0.recording(removed, keeping: limit) }
    }

    /// Forgets the newest when it is `removed`.
    public func forget(_ removed: NumberedLocation) async throws(CustomStoreFailure) -> RemovalHistory {
        try await transaction { $0.forgetting(removed) }
    }

    /// Reads the history under the lock, makes the new one with `change` (`nil`: no change) and writes it.
    private func transaction(
        _ change: @escaping @Sendable (RemovalHistory) -> [NumberedLocation]?
    ) async throws(CustomStoreFailure) -> RemovalHistory {
        guard let directory, let path else { throw .noDataFolder }
        let lockTimeout = lockTimeout
        let result = await DedicatedThread.run { () -> Result<RemovalHistory, CustomStoreFailure> in
            do throws(SystemError) {
                try POSIXFile.createDirectories(directory)
                let history = try FileLock.withLock(at: directory + "/" + Self.lockName, timeout: lockTimeout) { () throws(SystemError) -> RemovalHistory in
                    let target = try POSIXFile.resolvingLinks(path)
                    let (_, entries, recovery) = try StoreFile(path: path, maximumBytes: FileKind.removalHistory.maximumBytes).read(target)
                    // An entry without a number (edited by hand) comes back with a new one.
                    let current = RemovalHistory(
                        removals: entries.map { NumberedLocation(number: $0.number ?? 0, location: $0.location) },
                        recovery: recovery
                    )
                    guard let removals = change(current), removals != current.removals else { return current }
                    let texts = removals.map { FeedEncoder.entry($0.location, number: $0.number) }
                    let document = "{\n  \"locations\": [\(FeedEncoder.listInterior(texts))]\n}\n"
                    try POSIXFile.writeAtomically(Data(document.utf8), to: target, as: .removalHistory)
                    return RemovalHistory(removals: removals, recovery: recovery)
                }
                return .success(history)
            } catch {
                if error.code == ETIMEDOUT { return .failure(.busy(path: path, seconds: Int(lockTimeout.components.seconds))) }
                return .failure(.inaccessible(path: path, reason: error.reason))
            }
        }
        return try result.get()
    }
}
