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

/// Keeps the user's locations in `$XDG_DATA_HOME/places/custom-locations.json`, without ever losing one.
///
/// - The file is itself a Places feed (`{"locations": [...]}`), so it can be read back with `--source`, and other
///   tools may write it: fields Places does not know, and everything outside the list, are kept byte for byte.
/// - Each entry keeps its number (`"number": 5`) and the document the next number to give (`"next_number"`), so a
///   location keeps its number for as long as it exists and a removed one's is never given again
///   (`CustomNumbering` in PlacesDomain decides them; an entry another tool wrote without one gets one).
/// - Every change is a read-modify-write under an exclusive `flock`, so processes adding at the same time all keep
///   their entries, and the file is replaced atomically, so a process killed at any moment leaves the old or the
///   new file. A lock another process holds is waited for at most ``lockTimeout``, and the wait is announced.
/// - A symbolic link to the store is kept: the file it leads to is what is read, moved aside and replaced.
/// - Only a regular file is read: a pipe or device is refused, never waited on.
/// - Nothing is written that the reader would refuse: a change that would take the store past ``maximumBytes`` is
///   refused instead.
/// - A file that cannot be read as a feed, or that has entries which are not valid locations, is renamed to
///   `custom-locations.json.unreadable-TIMESTAMP` (kept, never deleted); the readable entries are carried over
///   into a fresh store and the caller is told where the old file went and why (`StoreRecovery`). While that file
///   is there and no store has replaced it, every load says so again.
///
/// Blocking file and lock calls run on a thread of their own, not on the shared concurrency pool.
public struct FileCustomLocationRepository: CustomLocationRepository {
    /// The store's name in its folder.
    static let fileName = "custom-locations.json"
    /// The name of the file whose lock every change holds, beside the store.
    static let lockName = "custom-locations.lock"
    /// The store file, or `nil` when there is no data folder.
    public let path: String?
    /// The largest store read or written; far beyond any real list of personal places.
    public let maximumBytes: Int
    /// The longest wait for another process's lock.
    public let lockTimeout: Duration
    private let directory: String?
    private let waitingForLock: @Sendable () -> Void

    /// A store in `directory`.
    ///
    /// - Parameters:
    ///   - directory: Usually `$XDG_DATA_HOME/places`; `nil` when no data folder is known.
    ///   - maximumBytes: The largest store read or written.
    ///   - lockTimeout: The longest wait for another process's lock before a change is given up.
    ///   - waitingForLock: Called once when a change has waited a second for another process's lock.
    public init(
        directory: String?,
        maximumBytes: Int = 64 << 20,
        lockTimeout: Duration = .seconds(10),
        waitingForLock: @escaping @Sendable () -> Void = {}
    ) {
        self.directory = directory
        self.path = directory.map { $0 + "/" + Self.fileName }
        self.maximumBytes = maximumBytes
        self.lockTimeout = lockTimeout
        self.waitingForLock = waitingForLock
    }

    /// Reads the store; an unreadable one is moved aside and its readable entries carried over.
    public func loadCustom() async throws(CustomStoreFailure) -> CustomLocations {
        guard let path else { throw .noDataFolder }
        let maximumBytes = maximumBytes
        // Every writer replaces the file by an atomic rename, so a reader sees a whole old or a whole new file
        // and needs no lock. Most runs of `places` only read, and most users have no file at all.
        let unlocked = await DedicatedThread.run { () -> Result<CustomLocations, CustomStoreFailure>? in
            do throws(SystemError) {
                guard case .contents(let contents) = try POSIXFile.read(path: path, as: FileKind(maximumBytes: maximumBytes)),
                      let document = try? FeedDecoder.decodeDocument(contents), document.decoded.skippedEntries == 0
                else { return nil }
                let entries = StoreFile.entries(of: document)
                return .success(CustomLocations(
                    locations: entries.map(\.location),
                    storedNumbers: entries.map(\.number),
                    nextNumber: document.nextNumber?.value ?? 1
                ))
            } catch {
                if error.code == ENOENT {
                    // No store, but one an earlier run moved aside: the loss is said again until it is dealt with.
                    let earlier = StoreFile.earlierRecovery(of: path, maximumBytes: maximumBytes)
                    return .success(CustomLocations(locations: [], recovery: earlier))
                }
                // A pipe where the store should be is refused, not moved aside: it is not a file that went bad.
                if error.reason == .notRegularFile { return .failure(.inaccessible(path: path, reason: error.reason)) }
                return nil
            }
        }
        if let unlocked { return try unlocked.get() }
        // Unreadable, or changed under us: the locked path reads again and moves an unreadable file aside.
        return try await transaction(nil, numberedAbove: 0)
    }

    /// Applies `change` to the store in one locked read-modify-write and one atomic replacement, so a failure at
    /// any step (a full disk, the size limit, a kill) leaves the store exactly as it was.
    public func apply(_ change: CustomChange, numberedAbove floor: Int) async throws(CustomStoreFailure) -> CustomLocations {
        try await transaction(change, numberedAbove: floor)
    }

    /// Reads the store under the lock, plans `change` on it (`nil`: no change) and writes the result.
    private func transaction(_ change: CustomChange?, numberedAbove floor: Int) async throws(CustomStoreFailure) -> CustomLocations {
        guard let directory, let path else { throw .noDataFolder }
        let store = StoreFile(path: path, maximumBytes: maximumBytes)
        let lockTimeout = lockTimeout
        let waitingForLock = waitingForLock
        let result = await DedicatedThread.run {
            Result { () throws(CustomStoreFailure) -> CustomLocations in
                let outcome: Result<CustomLocations, CustomStoreFailure>
                do throws(SystemError) {
                    try POSIXFile.createDirectories(directory)
                    outcome = try FileLock.withLock(
                        at: directory + "/" + Self.lockName,
                        timeout: lockTimeout,
                        waiting: waitingForLock
                    ) { () throws(SystemError) -> Result<CustomLocations, CustomStoreFailure> in
                        try store.update(change, numberedAbove: floor)
                    }
                } catch {
                    if error.code == ETIMEDOUT {
                        throw .busy(path: path, seconds: Int(lockTimeout.components.seconds))
                    }
                    throw .inaccessible(path: path, reason: error.reason)
                }
                return try outcome.get()
            }
        }
        return try result.get()
    }

    /// Whether writing `path` would write one of the store's own files: the store (or the file its link leads to,
    /// by any name), its lock, a temporary file of its replacement, or a file it set aside as unreadable. Another
    /// writer — an export — must never replace one of them.
    ///
    /// - Parameter path: A file about to be written, or a link to it.
    public func holds(_ path: String) -> Bool {
        guard let directory, let storePath = self.path, let target = try? POSIXFile.resolvingLinks(path) else { return false }
        let store = (try? POSIXFile.resolvingLinks(storePath)) ?? storePath
        if POSIXFile.isSameFile(target, store) { return true }
        let name = POSIXFile.name(of: target)
        let folder = POSIXFile.parent(of: target)
        if POSIXFile.isSameFile(folder, directory), [Self.fileName, Self.lockName].contains(name) { return true }
        let storeName = POSIXFile.name(of: store)
        guard POSIXFile.isSameFile(folder, POSIXFile.parent(of: store)) else { return false }
        return name == storeName || POSIXFile.temporaryOwner(name)?.file == storeName || name.hasPrefix(storeName + StoreFile.setAsideMarker)
    }

    static func custom(_ location: Location) -> Location {
        Location(name: location.name, coordinate: location.coordinate, origin: .custom)
    }
}
